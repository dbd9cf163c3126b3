import { ActionIcon, Button, Card, Group, NumberInput, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type employerEn from '../texts/en.json';

/**
 * The editor's building blocks. The form holds the contract's body as it is sent: optional texts
 * as strings ('' clears them), optional ids, URLs and numbers as null when empty, so that the
 * contract's schema can check the values as they are.
 */
// biome-ignore lint/suspicious/noExplicitAny: the editor's fields are addressed by path
export type AnyForm = UseFormReturnType<any>;

/** A titled group of fields. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * A text area that grows with its text, for Thai, English or both: the count of characters
 * against the contract's limit is shown under it.
 */
export function LongText({
  form,
  path,
  label,
  max,
  required,
  minRows = 3,
  description,
}: {
  form: AnyForm;
  path: string;
  label: string;
  max: number;
  required?: boolean;
  minRows?: number;
  description?: string;
}) {
  const { t } = useTranslation();
  const props = form.getInputProps(path);
  const length = typeof props.value === 'string' ? props.value.length : 0;
  const counter = t('recruitments.editor.characters', { count: length, max });
  return (
    <Textarea
      label={label}
      required={required}
      autosize
      minRows={minRows}
      maxRows={14}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
      value={props.value ?? ''}
      description={
        <Text span inherit c={length > max ? 'red' : undefined}>
          {description ? `${description} · ${counter}` : counter}
        </Text>
      }
    />
  );
}

type PostingField = keyof (typeof employerEn)['recruitments']['fields'];

/** A long text of the posting itself, labelled with its field's name. */
export function PostingText({
  form,
  field,
  ...props
}: {
  form: AnyForm;
  field: PostingField;
  max: number;
  required?: boolean;
  minRows?: number;
  description?: string;
}) {
  const { t } = useTranslation();
  return <LongText form={form} path={field} label={t(`recruitments.fields.${field}`)} {...props} />;
}

/** A one-line text whose empty value is null (ids and URLs: '' would not be a valid one). */
export function NullableTextInput({
  form,
  path,
  label,
  type,
  description,
}: {
  form: AnyForm;
  path: string;
  label: string;
  type?: 'url';
  description?: string;
}) {
  const props = form.getInputProps(path);
  return (
    <TextInput
      label={label}
      type={type}
      description={description}
      {...props}
      value={props.value ?? ''}
      onChange={(event) =>
        form.setFieldValue(path, event.currentTarget.value.trim() === '' ? null : event.currentTarget.value)
      }
    />
  );
}

/** An amount of baht a year, a whole number; empty is null. */
export function BahtInput({
  form,
  path,
  label,
  description,
  nullable = true,
}: {
  form: AnyForm;
  path: string;
  label: string;
  description?: string;
  nullable?: boolean;
}) {
  const props = form.getInputProps(path);
  return (
    <NumberInput
      label={label}
      description={description}
      {...props}
      value={props.value ?? ''}
      onChange={(value) => form.setFieldValue(path, typeof value === 'number' ? value : nullable ? null : value)}
      leftSection="฿"
      thousandSeparator=","
      allowDecimal={false}
      allowNegative={false}
      min={0}
    />
  );
}

/**
 * A list of like items (salary examples, testimonials, application steps): each drawn by
 * `renderItem` with a remove button, and an add button below, up to the contract's limit.
 */
export function ListEditor<T>({
  form,
  path,
  label,
  addLabel,
  removeLabel,
  emptyItem,
  max,
  renderItem,
}: {
  form: AnyForm;
  path: string;
  label: string;
  addLabel: string;
  removeLabel: (index: number) => string;
  emptyItem: T;
  max: number;
  renderItem: (index: number) => ReactNode;
}) {
  const items = (form.getValues()[path] ?? []) as T[];
  return (
    <Stack gap="sm">
      <Text fw={500} size="sm">
        {label}
      </Text>
      {items.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the form addresses list items by position
        <Card key={index} withBorder radius="md" padding="sm" bg="var(--mantine-color-gray-0)">
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
              {renderItem(index)}
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={removeLabel(index)}
              onClick={() => form.removeListItem(path, index)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Card>
      ))}
      {items.length < max && (
        <Group>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => form.insertListItem(path, structuredClone(emptyItem))}
          >
            {addLabel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The first error of a list field or of any of its items (`images`, `images.2`). */
export function listError(form: AnyForm, path: string): ReactNode {
  const errors = form.errors;
  return errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
}
