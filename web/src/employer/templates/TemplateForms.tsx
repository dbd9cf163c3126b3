import {
  OFFER_TEXT_LIMITS as L,
  type MessageTemplate,
  messageTemplateBody,
  type OfferLetterTemplate,
  type OfferReminderTemplate,
  offerLetterTemplateBody,
  offerReminderTemplateBody,
} from '@jobmatch/contract';
import { Button, Group, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { FormError, SubmitButton, useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { queryKeys } from '../../query-client.ts';
import { CharacterCount, CountedTextarea } from './CountedFields.tsx';
import type { TemplateKind } from './search-params.ts';
import { TextListField } from './TextListField.tsx';

type FormProps<T> = { template: T | null; onDone: () => void };

/**
 * The three template forms, each validated by its kind's contract schema. A new template is
 * created, an existing one changed (all its fields sent); either way the kind's lists refresh.
 */
function useSaved(kind: TemplateKind, onDone: () => void) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.templates(kind) });
    onDone();
  };
}

function FormFrame({
  onSubmit,
  onCancel,
  error,
  pending,
  children,
}: {
  onSubmit: () => void;
  onCancel: () => void;
  error: unknown;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        {children}
        <FormError error={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('confirmDialog.cancel')}
          </Button>
          <SubmitButton pending={pending}>{t('templates.save')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}

/** A one-line field with its live character count. */
function CountedInput({ value, max, ...props }: TextInputProps & { value: string; max: number }) {
  return (
    <TextInput
      required
      value={value}
      description={<CharacterCount value={value} max={max} />}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
    />
  );
}

export function MessageTemplateForm({ template, onDone }: FormProps<MessageTemplate>) {
  const { t } = useTranslation();
  const form = useContractForm(messageTemplateBody, {
    name: template?.name ?? '',
    message: template?.message ?? '',
  });
  const serverErrors = useServerErrors(form);
  const saved = useSaved('messages', onDone);
  const options = { onMutate: serverErrors.clear, onError: serverErrors.onError, onSuccess: saved };
  const create = tsr.company.templates.messages.create.useMutation(options);
  const update = tsr.company.templates.messages.update.useMutation(options);
  const values = form.getValues();
  return (
    <FormFrame
      onSubmit={form.onSubmit((body) =>
        template ? update.mutate({ params: { templateId: template.id }, body }) : create.mutate({ body }),
      )}
      onCancel={onDone}
      error={serverErrors.formError}
      pending={create.isPending || update.isPending}
    >
      <CountedInput
        label={t('templates.fields.name')}
        max={L.messageTemplateName}
        {...form.getInputProps('name')}
        value={values.name}
      />
      <CountedTextarea
        label={t('templates.fields.message')}
        required
        max={L.messageTemplateMessage}
        {...form.getInputProps('message')}
        value={values.message}
      />
    </FormFrame>
  );
}

export function OfferLetterTemplateForm({ template, onDone }: FormProps<OfferLetterTemplate>) {
  const { t } = useTranslation();
  const form = useContractForm(offerLetterTemplateBody, {
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    introduction: template?.introduction ?? '',
    message: template?.message ?? '',
    policies: template?.policies ?? [],
    exemptions: template?.exemptions ?? [],
  });
  const serverErrors = useServerErrors(form);
  const saved = useSaved('offerLetters', onDone);
  const options = { onMutate: serverErrors.clear, onError: serverErrors.onError, onSuccess: saved };
  const create = tsr.company.templates.offerLetters.create.useMutation(options);
  const update = tsr.company.templates.offerLetters.update.useMutation(options);
  const values = form.getValues();
  return (
    <FormFrame
      onSubmit={form.onSubmit((body) =>
        template ? update.mutate({ params: { templateId: template.id }, body }) : create.mutate({ body }),
      )}
      onCancel={onDone}
      error={serverErrors.formError}
      pending={create.isPending || update.isPending}
    >
      <CountedInput
        label={t('templates.fields.name')}
        max={L.templateName}
        {...form.getInputProps('name')}
        value={values.name}
      />
      <CountedInput
        label={t('templates.fields.subject')}
        max={L.subject}
        {...form.getInputProps('subject')}
        value={values.subject}
      />
      <CountedTextarea
        label={t('templates.fields.introduction')}
        required
        minRows={2}
        max={L.introduction}
        {...form.getInputProps('introduction')}
        value={values.introduction}
      />
      <CountedTextarea
        label={t('templates.fields.message')}
        required
        max={L.letterMessage}
        {...form.getInputProps('message')}
        value={values.message}
      />
      <TextListField form={form} field="policies" />
      <TextListField form={form} field="exemptions" />
    </FormFrame>
  );
}

export function OfferReminderTemplateForm({ template, onDone }: FormProps<OfferReminderTemplate>) {
  const { t } = useTranslation();
  const form = useContractForm(offerReminderTemplateBody, {
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    message: template?.message ?? '',
  });
  const serverErrors = useServerErrors(form);
  const saved = useSaved('offerReminders', onDone);
  const options = { onMutate: serverErrors.clear, onError: serverErrors.onError, onSuccess: saved };
  const create = tsr.company.templates.offerReminders.create.useMutation(options);
  const update = tsr.company.templates.offerReminders.update.useMutation(options);
  const values = form.getValues();
  return (
    <FormFrame
      onSubmit={form.onSubmit((body) =>
        template ? update.mutate({ params: { templateId: template.id }, body }) : create.mutate({ body }),
      )}
      onCancel={onDone}
      error={serverErrors.formError}
      pending={create.isPending || update.isPending}
    >
      <CountedInput
        label={t('templates.fields.name')}
        max={L.templateName}
        {...form.getInputProps('name')}
        value={values.name}
      />
      <CountedInput
        label={t('templates.fields.subject')}
        max={L.subject}
        {...form.getInputProps('subject')}
        value={values.subject}
      />
      <CountedTextarea
        label={t('templates.fields.message')}
        required
        max={L.reminderMessage}
        {...form.getInputProps('message')}
        value={values.message}
      />
    </FormFrame>
  );
}
