import { Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../auth/AuthCard.tsx';
import { SignInForm } from '../../auth/SignInForm.tsx';
import { AnchorLink } from '../../shell/links.tsx';

const route = getRouteApi('/employers/sign-in');

/** An ADMIN's or a RECRUITER's sign-in: to where they were sent from, else the dashboard. */
export function EmployerSignInScreen() {
  const { t } = useTranslation();
  const { redirect, reason } = route.useSearch();

  return (
    <AuthCard
      title={t('employerAuth.signIn.title')}
      intro={t('employerAuth.signIn.intro')}
      footer={
        <>
          <Text span inherit display="block">
            {t('employerAuth.signIn.noAccount')}{' '}
            <AnchorLink to="/employers/sign-up" search={{ redirect }}>
              {t('employerAuth.signIn.signUpLink')}
            </AnchorLink>
          </Text>
          <Text span inherit display="block" mt={6}>
            {t('employerAuth.signIn.candidateNote')}{' '}
            <AnchorLink to="/sign-in">{t('employerAuth.signIn.candidateLink')}</AnchorLink>
          </Text>
        </>
      }
    >
      <SignInForm
        audience="employer"
        reason={reason}
        emailLabel={t('employerAuth.workEmail')}
        href={redirect ?? '/employer'}
      />
    </AuthCard>
  );
}
