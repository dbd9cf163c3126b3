import { type Contract, type Recruiter, updateRecruiterProfileBody } from '@jobmatch/contract';
import { Alert, Group, Paper, PasswordInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@ts-rest/react-query/v5';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { ErrorState, LoadingRows } from '../../components/QueryStates.tsx';
import { FormError, SubmitButton, useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { queryKeys } from '../../query-client.ts';
import { updateSessionEmail } from '../../session/session.ts';
import { Page } from '../../shell/Page.tsx';
import { nullableTextProps, RecruiterRoleBadge, textOf } from './organization-parts.tsx';

type ProfileResponse = DataResponse<Contract['company']['profile']['get']>;

/** The signed-in recruiter's own profile: the name candidates see on offers, position, picture, sign-in e-mail. */
export function MyRecruiterProfileScreen() {
  const { t } = useTranslation();
  const query = tsr.company.profile.get.useQuery({ queryKey: queryKeys.myRecruiterProfile() });
  const profile = query.data?.body.result.profile;
  return (
    <Page title={t('myProfile.title')} intro={t('myProfile.intro')}>
      {query.isPending ? (
        <LoadingRows rows={5} />
      ) : query.isError || !profile ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <MyProfileForm profile={profile} />
      )}
    </Page>
  );
}

/** Before the profile gives a first and last name, the registration name is split into them. */
function nameParts(profile: Recruiter): { firstName: string; lastName: string } {
  if (profile.firstName || profile.lastName) {
    return { firstName: textOf(profile.firstName), lastName: textOf(profile.lastName) };
  }
  const [firstName = '', ...rest] = profile.name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

function MyProfileForm({ profile }: { profile: Recruiter }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useContractForm(updateRecruiterProfileBody, {
    ...nameParts(profile),
    position: textOf(profile.position),
    profile: textOf(profile.profile),
    image: profile.image,
    email: profile.email,
  });
  const serverErrors = useServerErrors(form, {
    EMAIL_ALREADY_REGISTERED: 'email',
    INVALID_CURRENT_PASSWORD: 'currentPassword',
  });
  const update = tsr.company.profile.update.useMutation({
    onMutate: () => {
      serverErrors.clear();
      setSaved(false);
    },
    onError: serverErrors.onError,
    onSuccess: ({ body, headers }) => {
      queryClient.setQueryData<ProfileResponse>(queryKeys.myRecruiterProfile(), { status: 200, body, headers });
      // A new sign-in e-mail: the top bar names it from now on (same token).
      updateSessionEmail(body.result.profile.email);
      form.setFieldValue('currentPassword', undefined);
      setSaved(true);
    },
  });
  const changingEmail = form.values.email?.trim().toLowerCase() !== profile.email;
  const emailProps = form.getInputProps('email');

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={720}>
      <form
        noValidate
        onSubmit={form.onSubmit(({ email, currentPassword, ...body }) =>
          update.mutate({ body: changingEmail ? { ...body, email, currentPassword } : body }),
        )}
      >
        <Stack gap="md">
          {saved && (
            <Alert color="green" variant="light" role="status">
              {t('myProfile.saved')}
            </Alert>
          )}
          <Group gap="xs">
            <RecruiterRoleBadge role={profile.role} />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('myProfile.firstName')}
              autoComplete="given-name"
              required
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('myProfile.lastName')}
              autoComplete="family-name"
              required
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t('myProfile.position')}
            autoComplete="organization-title"
            {...form.getInputProps('position')}
          />
          <Textarea
            label={t('myProfile.profile')}
            description={t('myProfile.profileHint')}
            autosize
            minRows={3}
            {...form.getInputProps('profile')}
          />
          <TextInput
            label={t('myProfile.image')}
            description={t('myProfile.imageHint')}
            type="url"
            {...nullableTextProps(form, 'image')}
          />
          <TextInput
            label={t('myProfile.email')}
            description={t('myProfile.emailHint')}
            type="email"
            autoComplete="email"
            required
            {...emailProps}
            onChange={(event) => {
              emailProps.onChange(event);
              // The password is asked for only while the address differs from the current one.
              if (event.currentTarget.value.trim().toLowerCase() === profile.email) {
                form.setFieldValue('currentPassword', undefined);
              }
            }}
          />
          {changingEmail && (
            <PasswordInput
              label={t('myProfile.currentPassword')}
              description={t('myProfile.currentPasswordHint')}
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
              value={form.values.currentPassword ?? ''}
            />
          )}
          <FormError error={serverErrors.formError} />
          <Group>
            <SubmitButton pending={update.isPending}>{t('myProfile.submit')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
