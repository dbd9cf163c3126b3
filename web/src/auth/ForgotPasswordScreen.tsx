import { contract } from '@jobmatch/contract';
import { Alert, Stack, TextInput } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { tsr } from '../api.ts';
import { FormError, SubmitButton, useContractForm, useServerErrors } from '../forms/forms.tsx';
import { AnchorLink } from '../shell/links.tsx';
import { AuthCard } from './AuthCard.tsx';

const route = getRouteApi('/forgot-password');

/**
 * Asks for a reset link, for a candidate's account or (`?audience=employer`) an employer's; the
 * answer is the same whether or not the address has an account.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const { audience } = route.useSearch();
  const forEmployer = audience === 'employer';
  const form = useContractForm(contract.candidate.auth.forgotPassword.body, { email: '' });
  const serverErrors = useServerErrors(form);
  const request = (forEmployer ? tsr.company : tsr.candidate).auth.forgotPassword.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
  });
  const back = forEmployer ? (
    <AnchorLink to="/employers/sign-in">{t('auth.forgot.back')}</AnchorLink>
  ) : (
    <AnchorLink to="/sign-in">{t('auth.forgot.back')}</AnchorLink>
  );

  if (request.isSuccess) {
    return (
      <AuthCard title={t('auth.forgot.sentTitle')} footer={back}>
        <Alert color="green" variant="light" role="status">
          {t('auth.forgot.sent', { email: request.variables.body.email.trim() })}
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      intro={forEmployer ? t('employerAuth.forgotIntro') : t('auth.forgot.intro')}
      footer={back}
    >
      <form noValidate onSubmit={form.onSubmit((body) => request.mutate({ body }))}>
        <Stack gap="md">
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <FormError error={serverErrors.formError} />
          <SubmitButton pending={request.isPending} fullWidth>
            {t('auth.forgot.submit')}
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
