import {
  type CompanySettings,
  type Contract,
  NotificationFrequency,
  updateCompanySettingsBody,
} from '@jobmatch/contract';
import { Radio, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@ts-rest/react-query/v5';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { formatDate } from '../../format.ts';
import { useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { useLocale } from '../../i18n/index.ts';
import { queryKeys } from '../../query-client.ts';
import { DetailList, nullableTextProps, textOf } from './organization-parts.tsx';
import { EditableSection, SectionFormActions } from './Section.tsx';

type SettingsResponse = DataResponse<Contract['company']['organization']['getSettings']>;

export function CompanySettingsSection({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const query = tsr.company.organization.getSettings.useQuery({ queryKey: queryKeys.companySettings() });
  const settings = query.data?.body.result.settings;
  return (
    <EditableSection
      title={t('organization.settings.title')}
      editLabel={t('organization.settings.edit')}
      savedMessage={t('organization.settings.saved')}
      admin={admin}
      query={query}
      data={settings}
      details={(settings) => <CompanySettingsDetails settings={settings} />}
      form={(settings, onDone) => <CompanySettingsForm settings={settings} onDone={onDone} />}
    />
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
        <SectionFormActions error={serverErrors.formError} pending={update.isPending} onCancel={() => onDone(false)} />
      </Stack>
    </form>
  );
}
