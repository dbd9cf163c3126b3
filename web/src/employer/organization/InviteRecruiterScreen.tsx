import { contract } from '@jobmatch/contract';
import { Alert, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { formatDate } from '../../format.ts';
import { FormError, SubmitButton, useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { useLocale } from '../../i18n/index.ts';
import { Page } from '../../shell/Page.tsx';
import { BackToRecruiters } from './organization-parts.tsx';

/** An ADMIN invites a recruiter by e-mail; the link in it is valid for 7 days and replaces earlier ones. */
export function InviteRecruiterScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<{ email: string; expiresAt: string } | null>(null);
  const form = useContractForm(contract.company.invitations.create.body, { email: '' });
  const serverErrors = useServerErrors(form, { EMAIL_ALREADY_REGISTERED: 'email' });
  const invite = tsr.company.invitations.create.useMutation({
    onMutate: () => {
      serverErrors.clear();
      setSent(null);
    },
    onError: serverErrors.onError,
    onSuccess: ({ body }) => {
      setSent(body.result.invitation);
      form.reset();
      void queryClient.invalidateQueries({ queryKey: ['company', 'organization', 'recruiters', 'list'] });
    },
  });

  return (
    <Page title={t('recruiters.invite.title')} intro={t('recruiters.invite.intro')} actions={<BackToRecruiters />}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={560}>
        <form noValidate onSubmit={form.onSubmit((body) => invite.mutate({ body }))}>
          <Stack gap="md">
            {sent && (
              <Alert color="green" variant="light" role="status" title={t('recruiters.invite.sentTitle')}>
                {t('recruiters.invite.sent', { email: sent.email, date: formatDate(sent.expiresAt, locale) })}
              </Alert>
            )}
            <TextInput
              label={t('recruiters.invite.email')}
              description={t('recruiters.invite.emailHint')}
              type="email"
              autoComplete="off"
              required
              {...form.getInputProps('email')}
            />
            <FormError error={serverErrors.formError} />
            <Group>
              <SubmitButton pending={invite.isPending}>{t('recruiters.invite.submit')}</SubmitButton>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Page>
  );
}
