import { companyRegisterBody, EMPLOYER_MIN_PASSWORD } from '@jobmatch/contract';
import { Fieldset, Stack, TextInput } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { AuthCard } from '../../auth/AuthCard.tsx';
import { NewPasswordInput } from '../../auth/NewPasswordInput.tsx';
import { FormError, SubmitButton, useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { startSession } from '../../session/session.ts';
import { AnchorLink } from '../../shell/links.tsx';

const route = getRouteApi('/employers/sign-up');

/** The two parts of the form read as headings of what follows. */
const LEGEND_STYLES = {
  legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)', marginBottom: 'var(--mantine-spacing-xs)' },
};

/**
 * A company and its first user, its ADMIN, in one step. The tax id is checked by the contract's
 * own rule (13 digits and the check digit), so a typing mistake shows before the request.
 */
export function EmployerSignUpScreen() {
  const { t } = useTranslation();
  const { redirect } = route.useSearch();
  const navigate = useNavigate();
  const form = useContractForm(companyRegisterBody, {
    companyName: '',
    companyTaxId: '',
    name: '',
    email: '',
    phoneNumber: '',
    password: '',
  });
  const serverErrors = useServerErrors(form, {
    EMAIL_ALREADY_REGISTERED: 'email',
    COMPANY_ALREADY_REGISTERED: 'companyTaxId',
    PASSWORD_TOO_COMMON: 'password',
  });
  const register = tsr.company.auth.register.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: async ({ body }) => {
      startSession({ audience: 'employer', ...body.result });
      await navigate({ href: redirect ?? '/employer' });
    },
  });

  return (
    <AuthCard
      title={t('employerAuth.signUp.title')}
      intro={t('employerAuth.signUp.intro')}
      footer={
        <>
          {t('employerAuth.signUp.haveAccount')}{' '}
          <AnchorLink to="/employers/sign-in" search={{ redirect }}>
            {t('employerAuth.signUp.signInLink')}
          </AnchorLink>
        </>
      }
    >
      <form noValidate onSubmit={form.onSubmit((body) => register.mutate({ body }))}>
        <Stack gap="lg">
          <Fieldset legend={t('employerAuth.signUp.company')} variant="unstyled" styles={LEGEND_STYLES}>
            <Stack gap="md">
              <TextInput
                label={t('employerAuth.signUp.companyName')}
                autoComplete="organization"
                required
                {...form.getInputProps('companyName')}
              />
              <TextInput
                label={t('employerAuth.signUp.taxId')}
                description={t('employerAuth.signUp.taxIdHint')}
                inputMode="numeric"
                autoComplete="off"
                required
                {...form.getInputProps('companyTaxId')}
              />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('employerAuth.signUp.admin')} variant="unstyled" styles={LEGEND_STYLES}>
            <Stack gap="md">
              <TextInput
                label={t('employerAuth.signUp.name')}
                autoComplete="name"
                required
                {...form.getInputProps('name')}
              />
              <TextInput
                label={t('employerAuth.workEmail')}
                type="email"
                autoComplete="email"
                required
                {...form.getInputProps('email')}
              />
              <TextInput
                label={t('employerAuth.signUp.phone')}
                type="tel"
                autoComplete="tel"
                required
                {...form.getInputProps('phoneNumber')}
              />
              <NewPasswordInput
                label={t('auth.password')}
                min={EMPLOYER_MIN_PASSWORD}
                {...form.getInputProps('password')}
              />
            </Stack>
          </Fieldset>
          <FormError error={serverErrors.formError} />
          <SubmitButton pending={register.isPending} fullWidth>
            {t('employerAuth.signUp.submit')}
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
