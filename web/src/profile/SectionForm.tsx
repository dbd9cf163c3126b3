import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton } from '../forms/forms.tsx';
import classes from './profile.module.css';

/**
 * The frame of a section's form: its fields, the request's error, "Saved" once the server has
 * stored it (announced to screen readers), and the save button.
 */
export function SectionForm({
  onSubmit,
  pending,
  saved,
  error,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  saved: boolean;
  error: unknown;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" maw={760}>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          {children}
          <FormError error={error} />
          {saved && (
            <Alert color="green" variant="light" role="status" icon={<IconCheck size={18} aria-hidden="true" />}>
              {t('profile.saved')}
            </Alert>
          )}
          <Group>
            <SubmitButton pending={pending}>{t('profile.save')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** One entry of a list section (an education, a job, …) with its remove button. */
export function ListEntry({
  legend,
  onRemove,
  children,
}: {
  legend: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" role="group" aria-labelledby={titleId}>
      <Text id={titleId} fw={600} mb="xs" className={classes.entryTitle}>
        {legend}
      </Text>
      <Stack gap="sm">
        {children}
        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={onRemove}
            aria-label={t('profile.removeEntry', { entry: legend })}
          >
            {t('profile.remove')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Group>
      <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onClick}>
        {children}
      </Button>
    </Group>
  );
}
