import { contract } from '@jobmatch/contract';
import { Alert, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { AuthCard } from '../../auth/AuthCard.tsx';
import { FormError, SubmitButton, useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { startSession } from '../../session/session.ts';
import { AnchorLink } from '../../shell/links.tsx';

const route = getRouteApi('/employers/sign-in');

/** An ADMIN's or a RECRUITER's sign-in: to where they were sent from, else the dashboard. */
export function EmployerSignInScreen() {
  const { t } = useTranslation();
  const { redirect, reason } = route.useSearch();
  const navigate = useNavigate();
  const form = useContractForm(contract.company.auth.login.body, { email: '', password: '' });
  const serverErrors = useServerErrors(form);
  const login = tsr.company.auth.login.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: async ({ body }) => {
      startSession({ audience: 'employer', ...body.result });
      await navigate({ href: redirect ?? '/employer' });
    },
  });

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
      {reason && (
        <Alert color={reason === 'expired' ? 'yellow' : 'green'} variant="light">
          {reason === 'expired' ? t('auth.signIn.expired') : t('auth.signIn.passwordReset')}
        </Alert>
      )}
      <form noValidate onSubmit={form.onSubmit((body) => login.mutate({ body }))}>
        <Stack gap="md">
          <TextInput
            label={t('employerAuth.workEmail')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <AnchorLink to="/forgot-password" search={{ audience: 'employer' }} size="sm">
            {t('auth.signIn.forgot')}
          </AnchorLink>
          <FormError error={serverErrors.formError} />
          <SubmitButton pending={login.isPending} fullWidth>
            {t('auth.signIn.submit')}
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
