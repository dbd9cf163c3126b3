import { CANDIDATE_MIN_PASSWORD, candidateRegisterBody } from '@jobmatch/contract';
import { Group, Stack, TextInput } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { tsr } from '../api.ts';
import { FormError, SubmitButton, useContractForm, useServerErrors } from '../forms/forms.tsx';
import { startSession } from '../session/session.ts';
import { AnchorLink } from '../shell/links.tsx';
import { AuthCard } from './AuthCard.tsx';
import { NewPasswordInput } from './NewPasswordInput.tsx';

const route = getRouteApi('/sign-up');

export function SignUpScreen() {
  const { t } = useTranslation();
  const { redirect } = route.useSearch();
  const navigate = useNavigate();
  const form = useContractForm(candidateRegisterBody, { email: '', firstName: '', lastName: '', password: '' });
  const serverErrors = useServerErrors(form, { EMAIL_ALREADY_REGISTERED: 'email', PASSWORD_TOO_COMMON: 'password' });
  const register = tsr.candidate.auth.register.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: async ({ body }) => {
      startSession({ audience: 'candidate', ...body.result });
      await navigate({ href: redirect ?? '/jobs' });
    },
  });

  return (
    <AuthCard
      title={t('auth.signUp.title')}
      intro={t('auth.signUp.intro')}
      footer={
        <>
          {t('auth.signUp.haveAccount')}{' '}
          <AnchorLink to="/sign-in" search={{ redirect }}>
            {t('auth.signUp.signInLink')}
          </AnchorLink>
        </>
      }
    >
      <form noValidate onSubmit={form.onSubmit((body) => register.mutate({ body }))}>
        <Stack gap="md">
          <Group grow align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('auth.firstName')}
              autoComplete="given-name"
              required
              miw={160}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('auth.lastName')}
              autoComplete="family-name"
              required
              miw={160}
              {...form.getInputProps('lastName')}
            />
          </Group>
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <NewPasswordInput
            label={t('auth.password')}
            min={CANDIDATE_MIN_PASSWORD}
            {...form.getInputProps('password')}
          />
          <FormError error={serverErrors.formError} />
          <SubmitButton pending={register.isPending} fullWidth>
            {t('auth.signUp.submit')}
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
