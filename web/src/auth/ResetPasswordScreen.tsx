import { CANDIDATE_MIN_PASSWORD, contract, EMPLOYER_MIN_PASSWORD } from '@jobmatch/contract';
import { Alert, Stack } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { tsr } from '../api.ts';
import { FormError, SubmitButton, useContractForm, useServerErrors } from '../forms/forms.tsx';
import { AnchorLink, ButtonLink } from '../shell/links.tsx';
import { AuthCard } from './AuthCard.tsx';
import { NewPasswordInput } from './NewPasswordInput.tsx';

const route = getRouteApi('/reset-password');

/**
 * The page the password reset e-mail links to (`/reset-password?token=…&audience=…`): a new
 * password for a candidate or an employer account, then sign-in.
 */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const { token, audience } = route.useSearch();

  if (!token) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Alert color="yellow" variant="light">
          {t('auth.reset.missingToken')}
        </Alert>
        <ButtonLink to="/forgot-password" search={{ audience }} variant="light">
          {t('auth.reset.requestNew')}
        </ButtonLink>
      </AuthCard>
    );
  }
  return <ResetPasswordForm token={token} audience={audience} />;
}

function ResetPasswordForm({ token, audience }: { token: string; audience: 'candidate' | 'employer' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const api = audience === 'candidate' ? tsr.candidate : tsr.company;
  const schema = (audience === 'candidate' ? contract.candidate : contract.company).auth.resetPassword.body;
  const minPassword = audience === 'candidate' ? CANDIDATE_MIN_PASSWORD : EMPLOYER_MIN_PASSWORD;
  const form = useContractForm(schema, { token, password: '' });
  const serverErrors = useServerErrors(form, { PASSWORD_TOO_COMMON: 'password' });
  const reset = api.auth.resetPassword.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: () =>
      navigate({
        to: audience === 'candidate' ? '/sign-in' : '/employers/sign-in',
        search: { reason: 'password-reset' },
      }),
  });

  return (
    <AuthCard
      title={t('auth.reset.title')}
      intro={t('auth.reset.intro')}
      footer={
        <AnchorLink to="/forgot-password" search={{ audience }}>
          {t('auth.reset.requestNew')}
        </AnchorLink>
      }
    >
      <form noValidate onSubmit={form.onSubmit((body) => reset.mutate({ body }))}>
        <Stack gap="md">
          <NewPasswordInput label={t('auth.newPassword')} min={minPassword} {...form.getInputProps('password')} />
          <FormError error={serverErrors.formError} />
          <SubmitButton pending={reset.isPending} fullWidth>
            {t('auth.reset.submit')}
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
