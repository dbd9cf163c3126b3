import {
  type CompanyOffer,
  type Contract,
  createReminderBody,
  MAX_REMINDERS,
  type OfferMessageView,
} from '@jobmatch/contract';
import { Alert, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@ts-rest/react-query/v5';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../../api.ts';
import { errorCodeOf } from '../../api-errors.ts';
import { FormError, SubmitButton, useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { ScheduleFields } from './ScheduleFields.tsx';

const TEMPLATES_SHOWN = 100;

/**
 * A reminder about a SENT offer, now or scheduled. An offer takes two (scheduled or sent): the
 * count is always on screen and the form goes once they are used; a limit reached meanwhile (by a
 * colleague) comes back as 409 REMINDER_LIMIT_REACHED and is said in words.
 */
export function ReminderForm({ offer, messages }: { offer: CompanyOffer; messages: OfferMessageView[] }) {
  const { t } = useTranslation();
  const used = messages.filter((message) => message.type === 'REMINDER' && message.status !== 'CANCELLED').length;
  const atLimit = used >= MAX_REMINDERS;
  const open = offer.status === 'SENT';
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="reminder-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="reminder-title">
          {t('companyOffers.reminder.title')}
        </Title>
        <Text fw={600} role="status">
          {t('companyOffers.reminder.used', { count: used, max: MAX_REMINDERS })}
        </Text>
        {atLimit && <Text c="dimmed">{t('companyOffers.reminder.limitReached', { max: MAX_REMINDERS })}</Text>}
        {open ? (
          <Form offerId={offer.id} atLimit={atLimit} />
        ) : (
          <Text c="dimmed">{t('companyOffers.reminder.onlySent')}</Text>
        )}
      </Stack>
    </Paper>
  );
}

function Form({ offerId, atLimit }: { offerId: string; atLimit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<'sent' | 'scheduled' | null>(null);
  const templates = tsr.company.templates.offerReminders.list.useQuery({
    queryKey: queryKeys.companyOfferChoices('reminder-templates'),
    queryData: { query: { pageSize: TEMPLATES_SHOWN } },
  });
  const initial = {
    templateId: undefined,
    subject: undefined,
    message: '',
    isScheduled: false,
    scheduledAt: undefined,
  };
  const form = useContractForm(createReminderBody, initial);
  const serverErrors = useServerErrors(form);
  const remind = tsr.company.offers.addReminder.useMutation({
    onMutate: () => {
      serverErrors.clear();
      setDone(null);
    },
    onError: (error) => {
      serverErrors.onError(error);
      // Someone else used the last reminder: show the true count.
      if (errorCodeOf(error) === 'REMINDER_LIMIT_REACHED') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.companyOffer(offerId) });
      }
    },
    onSuccess: (response, { body }) => {
      queryClient.setQueryData<DataResponse<Contract['company']['offers']['get']>>(queryKeys.companyOffer(offerId), {
        ...response,
        status: 200,
      });
      void queryClient.invalidateQueries({ queryKey: ['company', 'offers'] });
      setDone(body?.isScheduled ? 'scheduled' : 'sent');
      form.setValues(initial);
    },
  });
  const templateList = templates.data?.body.result.templates ?? [];
  const values = form.getValues();
  return (
    <form noValidate onSubmit={form.onSubmit((body) => remind.mutate({ params: { offerId }, body }))}>
      <Stack gap="sm">
        {templateList.length > 0 && (
          <Select
            label={t('companyOffers.reminder.template')}
            placeholder={t('companyOffers.reminder.noTemplate')}
            data={templateList.map((template) => ({ value: template.id, label: template.name }))}
            value={values.templateId ?? null}
            onChange={(templateId) => {
              const template = templateList.find((item) => item.id === templateId);
              form.setValues({
                templateId: template?.id,
                ...(template && { subject: template.subject, message: template.message }),
              });
            }}
            clearable
          />
        )}
        <TextInput
          label={t('companyOffers.reminder.subject')}
          {...form.getInputProps('subject')}
          value={values.subject ?? ''}
          onChange={(event) => form.setFieldValue('subject', event.currentTarget.value || undefined)}
        />
        <Textarea
          label={t('companyOffers.reminder.message')}
          autosize
          minRows={3}
          required
          {...form.getInputProps('message')}
        />
        <ScheduleFields
          isScheduled={values.isScheduled ?? false}
          scheduledAt={values.scheduledAt}
          onChange={(changes) => {
            form.setValues(changes);
            form.clearFieldError('scheduledAt');
          }}
          error={form.errors.scheduledAt}
        />
        {done && (
          <Alert color="green" variant="light" role="status">
            {t(done === 'sent' ? 'companyOffers.reminder.sent' : 'companyOffers.reminder.scheduled')}
          </Alert>
        )}
        <FormError error={serverErrors.formError} />
        <div>
          <SubmitButton pending={remind.isPending} disabled={atLimit}>
            {values.isScheduled ? t('companyOffers.reminder.submitLater') : t('companyOffers.reminder.submitNow')}
          </SubmitButton>
        </div>
      </Stack>
    </form>
  );
}
