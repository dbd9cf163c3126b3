import { type ScheduledMessage, updateOfferMessageBody } from '@jobmatch/contract';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormError, SubmitButton, useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { BangkokDateTimeInput } from './BangkokDateTimeInput.tsx';

type Dialog = 'time' | 'text' | 'cancel' | null;

/** Change the time, change the text, or cancel (after a confirmation) a scheduled message. */
export function ScheduledMessageActions({
  message,
  onDone,
}: {
  message: ScheduledMessage;
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const finish = (notice: string) => {
    close();
    onDone(notice);
  };
  const label = (action: string) => `${action}: ${message.subject ?? message.offerSubject}`;
  return (
    <>
      <Group gap="xs" mt={4}>
        <Button
          size="xs"
          variant="light"
          onClick={() => setDialog('time')}
          aria-label={label(t('companyOffers.scheduled.editTime'))}
        >
          {t('companyOffers.scheduled.editTime')}
        </Button>
        <Button
          size="xs"
          variant="light"
          onClick={() => setDialog('text')}
          aria-label={label(t('companyOffers.scheduled.editText'))}
        >
          {t('companyOffers.scheduled.editText')}
        </Button>
        <Button
          size="xs"
          variant="default"
          c="red.9"
          onClick={() => setDialog('cancel')}
          aria-label={label(t('companyOffers.scheduled.cancel'))}
        >
          {t('companyOffers.scheduled.cancel')}
        </Button>
      </Group>
      <Modal
        opened={dialog === 'time' || dialog === 'text'}
        onClose={close}
        closeButtonProps={{ 'aria-label': t('companyOffers.scheduled.close') }}
        title={
          dialog === 'text' ? t('companyOffers.scheduled.editTextTitle') : t('companyOffers.scheduled.editTimeTitle')
        }
      >
        {(dialog === 'time' || dialog === 'text') && (
          <EditForm message={message} what={dialog} onSaved={() => finish(t('companyOffers.scheduled.saved'))} />
        )}
      </Modal>
      <CancelConfirmation
        opened={dialog === 'cancel'}
        message={message}
        onCancelled={() => finish(t('companyOffers.scheduled.cancelled'))}
        onKeep={close}
      />
    </>
  );
}

function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['company', 'offers'] });
}

function EditForm({
  message,
  what,
  onSaved,
}: {
  message: ScheduledMessage;
  what: 'time' | 'text';
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshLists();
  const form = useContractForm(
    updateOfferMessageBody,
    what === 'time'
      ? { scheduledAt: message.scheduledAt ?? '' }
      : { subject: message.subject ?? message.offerSubject, message: message.message },
  );
  const serverErrors = useServerErrors(form);
  const update = tsr.company.offers.updateMessage.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: () => {
      refresh();
      onSaved();
    },
  });
  const values = form.getValues();
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((body) =>
        update.mutate({ params: { offerId: message.offerId, offerMessageId: message.id }, body }),
      )}
    >
      <Stack gap="sm">
        {what === 'time' ? (
          <BangkokDateTimeInput
            label={t('companyOffers.schedule.sendAt')}
            value={values.scheduledAt}
            onChange={(iso) => form.setFieldValue('scheduledAt', iso)}
            error={form.errors.scheduledAt}
            required
          />
        ) : (
          <>
            {message.type === 'LETTER' && (
              <TextInput label={t('companyOffers.scheduled.subject')} required {...form.getInputProps('subject')} />
            )}
            <Textarea
              label={t('companyOffers.scheduled.message')}
              autosize
              minRows={5}
              required
              {...form.getInputProps('message')}
            />
          </>
        )}
        <FormError error={serverErrors.formError} />
        <SubmitButton pending={update.isPending}>{t('companyOffers.scheduled.save')}</SubmitButton>
      </Stack>
    </form>
  );
}

function CancelConfirmation({
  opened,
  message,
  onCancelled,
  onKeep,
}: {
  opened: boolean;
  message: ScheduledMessage;
  onCancelled: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshLists();
  const [error, setError] = useState<unknown>(null);
  const cancel = tsr.company.offers.cancelMessage.useMutation({
    onMutate: () => setError(null),
    onError: setError,
    onSuccess: () => {
      refresh();
      onCancelled();
    },
  });
  return (
    <ConfirmDialog
      opened={opened}
      title={t('companyOffers.scheduled.confirmTitle')}
      message={t(
        message.type === 'LETTER' ? 'companyOffers.scheduled.confirmLetter' : 'companyOffers.scheduled.confirmReminder',
        { userNo: message.candidateUserNo },
      )}
      confirmLabel={t('companyOffers.scheduled.confirm')}
      pending={cancel.isPending}
      error={error}
      onConfirm={() => cancel.mutate({ params: { offerId: message.offerId, offerMessageId: message.id } })}
      onClose={() => {
        setError(null);
        onKeep();
      }}
      cancelLabel={t('companyOffers.scheduled.keep')}
      closeLabel={t('companyOffers.scheduled.close')}
    />
  );
}
