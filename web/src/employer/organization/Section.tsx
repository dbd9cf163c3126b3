import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingRows } from '../../components/QueryStates.tsx';
import { FormError, SubmitButton } from '../../forms/forms.tsx';

/**
 * A part of a screen that one can read and, with `onEdit`, switch to its form (only offered to
 * whoever may change it).
 */
export function Section({
  title,
  editLabel,
  onEdit,
  children,
}: {
  title: string;
  editLabel?: string;
  onEdit?: () => void;
  children: ReactNode;
}) {
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3">
            {title}
          </Title>
          {onEdit && editLabel && (
            <Button variant="light" leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={onEdit}>
              {editLabel}
            </Button>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * A section that shows what a query read and lets an admin switch it to its form; after a save
 * the details come back with `savedMessage` above them, after a cancel without it.
 */
export function EditableSection<Data>({
  title,
  editLabel,
  savedMessage,
  admin,
  query,
  data,
  details,
  form,
}: {
  title: string;
  editLabel: string;
  savedMessage: string;
  admin: boolean;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  data: Data | undefined;
  details: (data: Data) => ReactNode;
  form: (data: Data, onDone: (saved: boolean) => void) => ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <Section
      title={title}
      editLabel={editLabel}
      onEdit={
        admin && data && !editing
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
      ) : editing && data ? (
        form(data, (done) => {
          setEditing(false);
          setSaved(done);
        })
      ) : (
        <Stack gap="md">
          {saved && (
            <Alert color="green" variant="light" role="status">
              {savedMessage}
            </Alert>
          )}
          {data && details(data)}
        </Stack>
      )}
    </Section>
  );
}

/** The end of a section's form: its error, then save and cancel. */
export function SectionFormActions({
  error,
  pending,
  onCancel,
}: {
  error: unknown;
  pending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormError error={error} />
      <Group gap="sm">
        <SubmitButton pending={pending}>{t('organization.save')}</SubmitButton>
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {t('organization.cancel')}
        </Button>
      </Group>
    </>
  );
}
