import {
  OFFER_TEXT_LIMITS as L,
  type MessageTemplate,
  messageTemplateBody,
  type OfferLetterTemplate,
  type OfferReminderTemplate,
  offerLetterTemplateBody,
  offerReminderTemplateBody,
} from '@jobmatch/contract';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
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

type TextField = 'name' | 'subject' | 'introduction' | 'message';
type SaveMutation<B> = { mutate: (variables: { body: B }) => void; isPending: boolean };
type UpdateMutation<B> = {
  mutate: (variables: { params: { templateId: string }; body: B }) => void;
  isPending: boolean;
};

/**
 * The three template forms, each validated by its kind's contract schema. A new template is
 * created, an existing one changed (all its fields sent); either way the kind's lists refresh.
 */
function useSaveOptions<V>(kind: TemplateKind, form: UseFormReturnType<V>, onDone: () => void) {
  const queryClient = useQueryClient();
  const serverErrors = useServerErrors(form);
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.templates(kind) });
    onDone();
  };
  return { serverErrors, options: { onMutate: serverErrors.clear, onError: serverErrors.onError, onSuccess } };
}

function FormFrame<V>({
  form,
  template,
  create,
  update,
  formError,
  onCancel,
  children,
}: {
  form: UseFormReturnType<V>;
  template: { id: string } | null;
  create: SaveMutation<V>;
  update: UpdateMutation<V>;
  formError: unknown;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((body) =>
        template ? update.mutate({ params: { templateId: template.id }, body }) : create.mutate({ body }),
      )}
    >
      <Stack gap="md">
        {children}
        <FormError error={formError} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('confirmDialog.cancel')}
          </Button>
          <SubmitButton pending={create.isPending || update.isPending}>{t('templates.save')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}

/** A required text of a template, labelled by its name, with its live character count. */
function TemplateTextField<V extends Partial<Record<TextField, unknown>>>({
  form,
  field,
  max,
  multiline = false,
  minRows,
}: {
  form: UseFormReturnType<V>;
  field: TextField & keyof V;
  max: number;
  multiline?: boolean;
  minRows?: number;
}) {
  const { t } = useTranslation();
  const props = {
    label: t(`templates.fields.${field as TextField}`),
    required: true,
    ...form.getInputProps(field),
    value: String(form.getValues()[field] ?? ''),
  };
  if (multiline) return <CountedTextarea {...(minRows ? { minRows } : {})} max={max} {...props} />;
  return (
    <TextInput
      description={<CharacterCount value={props.value} max={max} />}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
    />
  );
}

export function MessageTemplateForm({ template, onDone }: FormProps<MessageTemplate>) {
  const form = useContractForm(messageTemplateBody, {
    name: template?.name ?? '',
    message: template?.message ?? '',
  });
  const { serverErrors, options } = useSaveOptions('messages', form, onDone);
  const create = tsr.company.templates.messages.create.useMutation(options);
  const update = tsr.company.templates.messages.update.useMutation(options);
  return (
    <FormFrame {...{ form, template, create, update }} formError={serverErrors.formError} onCancel={onDone}>
      <TemplateTextField form={form} field="name" max={L.messageTemplateName} />
      <TemplateTextField form={form} field="message" max={L.messageTemplateMessage} multiline />
    </FormFrame>
  );
}

export function OfferLetterTemplateForm({ template, onDone }: FormProps<OfferLetterTemplate>) {
  const form = useContractForm(offerLetterTemplateBody, {
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    introduction: template?.introduction ?? '',
    message: template?.message ?? '',
    policies: template?.policies ?? [],
    exemptions: template?.exemptions ?? [],
  });
  const { serverErrors, options } = useSaveOptions('offerLetters', form, onDone);
  const create = tsr.company.templates.offerLetters.create.useMutation(options);
  const update = tsr.company.templates.offerLetters.update.useMutation(options);
  return (
    <FormFrame {...{ form, template, create, update }} formError={serverErrors.formError} onCancel={onDone}>
      <TemplateTextField form={form} field="name" max={L.templateName} />
      <TemplateTextField form={form} field="subject" max={L.subject} />
      <TemplateTextField form={form} field="introduction" max={L.introduction} multiline minRows={2} />
      <TemplateTextField form={form} field="message" max={L.letterMessage} multiline />
      <TextListField form={form} field="policies" />
      <TextListField form={form} field="exemptions" />
    </FormFrame>
  );
}

export function OfferReminderTemplateForm({ template, onDone }: FormProps<OfferReminderTemplate>) {
  const form = useContractForm(offerReminderTemplateBody, {
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    message: template?.message ?? '',
  });
  const { serverErrors, options } = useSaveOptions('offerReminders', form, onDone);
  const create = tsr.company.templates.offerReminders.create.useMutation(options);
  const update = tsr.company.templates.offerReminders.update.useMutation(options);
  return (
    <FormFrame {...{ form, template, create, update }} formError={serverErrors.formError} onCancel={onDone}>
      <TemplateTextField form={form} field="name" max={L.templateName} />
      <TemplateTextField form={form} field="subject" max={L.subject} />
      <TemplateTextField form={form} field="message" max={L.reminderMessage} multiline />
    </FormFrame>
  );
}
