import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError } from '../api-errors.ts';

/**
 * Asks before something that cannot be undone (deleting, removing). The request's failure is
 * shown inside the dialog, which stays open so that the user can try again or cancel.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('confirmDialog.close') }}
    >
      <Stack gap="md">
        <Text>{message}</Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {describeError(error, t)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('confirmDialog.cancel')}
          </Button>
          <Button color="red.9" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
