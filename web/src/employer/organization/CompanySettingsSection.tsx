import {
  type CompanySettings,
  type Contract,
  NotificationFrequency,
  updateCompanySettingsBody,
} from '@jobmatch/contract';
import { Alert, Button, Group, Radio, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@ts-rest/react-query/v5';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { ErrorState, LoadingRows } from '../../components/QueryStates.tsx';
import { formatDate } from '../../format.ts';
import { FormError, SubmitButton, useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { useLocale } from '../../i18n/index.ts';
import { queryKeys } from '../../query-client.ts';
import { DetailList, nullableTextProps, textOf } from './organization-parts.tsx';
import { Section } from './Section.tsx';

type SettingsResponse = DataResponse<Contract['company']['organization']['getSettings']>;

export function CompanySettingsSection({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const query = tsr.company.organization.getSettings.useQuery({ queryKey: queryKeys.companySettings() });
  const settings = query.data?.body.result.settings;
  return (
    <Section
      title={t('organization.settings.title')}
      editLabel={t('organization.settings.edit')}
      onEdit={
        admin && settings && !editing
          ? () => {
              setSaved(false);
              setEditing(true);
            }
          : undefined
      }
    >
      {query.isPending ? (
        <LoadingRows rows={4} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : editing && settings ? (
        <CompanySettingsForm
          settings={settings}
          onDone={(done) => {
            setEditing(false);
            setSaved(done);
          }}
        />
      ) : (
        <Stack gap="md">
          {saved && (
            <Alert color="green" variant="light" role="status">
              {t('organization.settings.saved')}
            </Alert>
          )}
          {settings && <CompanySettingsDetails settings={settings} />}
        </Stack>
      )}
    </Section>
  );
}

function CompanySettingsDetails({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <DetailList
      items={[
        {
          label: t('organization.settings.notificationEmail'),
          value: settings.notificationEmail ?? t('organization.settings.noNotificationEmail'),
        },
        {
          label: t('organization.settings.frequency'),
          value: t(`organization.settings.frequencyValue.${settings.notificationFrequency}`),
        },
        {
          label: t('organization.settings.autoReply'),
          value: settings.autoReplyEnabled
            ? t('organization.settings.autoReplyOn')
            : t('organization.settings.autoReplyOff'),
        },
        { label: t('organization.settings.autoReplyName'), value: settings.autoReplyTemplateName },
        { label: t('organization.settings.autoReplyMessage'), value: settings.autoReplyTemplateMessage },
        ...(settings.autoReplyTemplateUpdatedAt
          ? [
              {
                label: t('organization.settings.autoReplyUpdated'),
                value: formatDate(settings.autoReplyTemplateUpdatedAt, locale),
              },
            ]
          : []),
      ]}
    />
  );
}

function CompanySettingsForm({ settings, onDone }: { settings: CompanySettings; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useContractForm(updateCompanySettingsBody, {
    notificationEmail: settings.notificationEmail,
    notificationFrequency: settings.notificationFrequency,
    autoReplyEnabled: settings.autoReplyEnabled,
    autoReplyTemplateName: textOf(settings.autoReplyTemplateName),
    autoReplyTemplateMessage: textOf(settings.autoReplyTemplateMessage),
  });
  const serverErrors = useServerErrors(form);
  const update = tsr.company.organization.updateSettings.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: ({ body, headers }) => {
      queryClient.setQueryData<SettingsResponse>(queryKeys.companySettings(), { status: 200, body, headers });
      onDone(true);
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((body) => update.mutate({ body }))}>
      <Stack gap="md">
        <TextInput
          label={t('organization.settings.notificationEmail')}
          description={t('organization.settings.notificationEmailHint')}
          type="email"
          autoComplete="email"
          {...nullableTextProps(form, 'notificationEmail')}
        />
        <Radio.Group label={t('organization.settings.frequency')} {...form.getInputProps('notificationFrequency')}>
          <Stack gap="xs" mt="xs">
            {NotificationFrequency.options.map((frequency) => (
              <Radio key={frequency} value={frequency} label={t(`organization.settings.frequencyValue.${frequency}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Switch
          label={t('organization.settings.autoReplySwitch')}
          description={t('organization.settings.autoReplyHint')}
          {...form.getInputProps('autoReplyEnabled', { type: 'checkbox' })}
        />
        <TextInput
          label={t('organization.settings.autoReplyName')}
          description={t('organization.maxLength', { max: 100 })}
          {...form.getInputProps('autoReplyTemplateName')}
        />
        <Textarea
          label={t('organization.settings.autoReplyMessage')}
          description={t('organization.maxLength', { max: 1500 })}
          autosize
          minRows={4}
          {...form.getInputProps('autoReplyTemplateMessage')}
        />
        <FormError error={serverErrors.formError} />
        <Group gap="sm">
          <SubmitButton pending={update.isPending}>{t('organization.save')}</SubmitButton>
          <Button variant="default" onClick={() => onDone(false)} disabled={update.isPending}>
            {t('organization.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
