import { contract } from '@jobmatch/contract';
import { Alert, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { tsr } from '../api.ts';
import { FormError, SubmitButton, useContractForm, useServerErrors } from '../forms/forms.tsx';
import { type Session, startSession } from '../session/session.ts';
import { AnchorLink } from '../shell/links.tsx';

/**
 * The sign-in form of either audience (the two logins take the same body): why the user is
 * here again (session expired, password reset), e-mail, password, the way to a forgotten
 * password; once signed in, on to `href`.
 */
export function SignInForm({
  audience,
  reason,
  emailLabel,
  href,
}: {
  audience: Session['audience'];
  reason: 'expired' | 'password-reset' | undefined;
  emailLabel: string;
  href: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useContractForm(contract.candidate.auth.login.body, { email: '', password: '' });
  const serverErrors = useServerErrors(form);
  const endpoint = audience === 'employer' ? tsr.company.auth.login : tsr.candidate.auth.login;
  const login = endpoint.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: async ({ body }) => {
      // The two answers differ only in their user, which tells whose session it is.
      const { user, ...token } = body.result;
      startSession(
        'companyId' in user ? { audience: 'employer', ...token, user } : { audience: 'candidate', ...token, user },
      );
      await navigate({ href });
    },
  });
  return (
    <>
      {reason && (
        <Alert color={reason === 'expired' ? 'yellow' : 'green'} variant="light">
          {reason === 'expired' ? t('auth.signIn.expired') : t('auth.signIn.passwordReset')}
        </Alert>
      )}
      <form noValidate onSubmit={form.onSubmit((body) => login.mutate({ body }))}>
        <Stack gap="md">
          <TextInput label={emailLabel} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <AnchorLink
            to="/forgot-password"
            search={audience === 'employer' ? { audience: 'employer' } : undefined}
            size="sm"
          >
            {t('auth.signIn.forgot')}
          </AnchorLink>
          <FormError error={serverErrors.formError} />
          <SubmitButton pending={login.isPending} fullWidth>
            {t('auth.signIn.submit')}
          </SubmitButton>
        </Stack>
      </form>
    </>
  );
}
