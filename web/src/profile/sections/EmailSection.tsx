import { type CandidateProfile, candidateRegistrationUpdateBody } from '@jobmatch/contract';
import { PasswordInput, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { updateSessionEmail } from '../../session/session.ts';
import { SectionForm } from '../SectionForm.tsx';
import { useProfileSaved } from '../use-profile.ts';

/**
 * The sign-in e-mail. A new address needs the password (a stolen session alone must not take
 * the account over); a wrong one is the server's INVALID_CURRENT_PASSWORD, shown on its field.
 */
export function EmailSection({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const { personal } = profile;
  const form = useContractForm(candidateRegistrationUpdateBody, {
    currentEmail: personal.email,
    newEmail: personal.email,
    currentPassword: '',
    firstName: personal.firstName ?? '',
    lastName: personal.lastName ?? '',
  });
  const serverErrors = useServerErrors(form, {
    INVALID_CURRENT_PASSWORD: 'currentPassword',
    EMAIL_ALREADY_REGISTERED: 'newEmail',
  });
  const saved = useProfileSaved();
  const save = tsr.candidate.profile.updateRegistration.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: (response) => {
      saved(response);
      const email = response.body.result.profile.personal.email;
      form.setValues({ currentEmail: email, newEmail: email, currentPassword: '' });
      form.resetDirty();
      updateSessionEmail(email);
    },
  });

  return (
    <SectionForm
      onSubmit={form.onSubmit((body) => save.mutate({ body }))}
      pending={save.isPending}
      saved={save.isSuccess}
      error={serverErrors.formError}
    >
      <Text size="sm">{t('profile.email.current', { email: form.getValues().currentEmail })}</Text>
      <TextInput
        type="email"
        label={t('profile.email.newEmail')}
        required
        autoComplete="email"
        {...form.getInputProps('newEmail')}
      />
      <PasswordInput
        label={t('profile.email.currentPassword')}
        description={t('profile.email.passwordHint')}
        required
        autoComplete="current-password"
        {...form.getInputProps('currentPassword')}
      />
    </SectionForm>
  );
}
