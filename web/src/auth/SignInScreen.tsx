import { Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../shell/links.tsx';
import { AuthCard } from './AuthCard.tsx';
import { SignInForm } from './SignInForm.tsx';

const route = getRouteApi('/sign-in');

export function SignInScreen() {
  const { t } = useTranslation();
  const { redirect, reason } = route.useSearch();

  return (
    <AuthCard
      title={t('auth.signIn.title')}
      intro={t('auth.signIn.intro')}
      footer={
        <>
          <Text span inherit display="block">
            {t('auth.signIn.noAccount')}{' '}
            <AnchorLink to="/sign-up" search={{ redirect }}>
              {t('auth.signIn.signUpLink')}
            </AnchorLink>
          </Text>
          <Text span inherit display="block" mt={6}>
            {t('auth.signIn.employerNote')} <AnchorLink to="/employers/sign-in">{t('employerNav.signIn')}</AnchorLink>
          </Text>
        </>
      }
    >
      {/* The return address is a whole href (path and search), e.g. /jobs?keyword=… */}
      <SignInForm audience="candidate" reason={reason} emailLabel={t('auth.email')} href={redirect ?? '/'} />
    </AuthCard>
  );
}
