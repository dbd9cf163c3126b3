import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';

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
