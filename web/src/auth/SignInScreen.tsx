import { contract } from '@jobmatch/contract';
import { Alert, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { tsr } from '../api.ts';
import { FormError, SubmitButton, useContractForm, useServerErrors } from '../forms/forms.tsx';
import { startSession } from '../session/session.ts';
import { AnchorLink } from '../shell/links.tsx';
import { AuthCard } from './AuthCard.tsx';

const route = getRouteApi('/sign-in');

export function SignInScreen() {
  const { t } = useTranslation();
  const { redirect, reason } = route.useSearch();
  const navigate = useNavigate();
  const form = useContractForm(contract.candidate.auth.login.body, { email: '', password: '' });
  const serverErrors = useServerErrors(form);
  const login = tsr.candidate.auth.login.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: async ({ body }) => {
      startSession({ audience: 'candidate', ...body.result });
      // The return address is a whole href (path and search), e.g. /jobs?keyword=…
      await navigate({ href: redirect ?? '/' });
    },
  });

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
      {reason && (
        <Alert color={reason === 'expired' ? 'yellow' : 'green'} variant="light">
          {reason === 'expired' ? t('auth.signIn.expired') : t('auth.signIn.passwordReset')}
        </Alert>
      )}
      <form noValidate onSubmit={form.onSubmit((body) => login.mutate({ body }))}>
        <Stack gap="md">
          <TextInput
            label={t('auth.email')}
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
          <AnchorLink to="/forgot-password" size="sm">
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
