import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../api-errors.ts';

/**
 * Asks before something that cannot be undone (deleting, removing, rejecting, deactivating).
 * The request's failure is shown inside the dialog, which stays open so that the user can try
 * again or cancel. A step that is not destructive (accepting, reopening) sets `danger={false}`;
 * `children` hold what the step needs besides (a date).
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
  cancelLabel,
  closeLabel,
  danger = true,
  children,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
  cancelLabel?: string;
  closeLabel?: string;
  danger?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': closeLabel ?? t('confirmDialog.close') }}
    >
      <Stack gap="md">
        <Text>{message}</Text>
        {children}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {describeError(error, t)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {cancelLabel ?? t('confirmDialog.cancel')}
          </Button>
          <Button color={danger ? 'red.9' : undefined} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
