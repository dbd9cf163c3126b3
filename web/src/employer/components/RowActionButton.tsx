import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';

/**
 * A small action on one row of a list (edit, rename, delete, remove), with its icon; `label`
 * names the row for screen readers ("Delete Backend shortlist"), `danger` colours it red.
 */
export function RowActionButton({
  icon: Icon,
  label,
  danger = false,
  onClick,
  children,
  ...props
}: ButtonProps & {
  icon: ComponentType<{ size: number; 'aria-hidden': 'true' }>;
  label: string;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="default"
      size="xs"
      c={danger ? 'red.9' : undefined}
      leftSection={<Icon size={14} aria-hidden="true" />}
      onClick={onClick}
      aria-label={label}
      {...props}
    >
      {children}
    </Button>
  );
}
