import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * "12 offers" above a list, announced when a filter changes it. It keeps its line while the
 * count is unknown so that the list under it does not jump.
 */
export function ResultCount({ children }: { children: ReactNode }) {
  return (
    <Text fw={600} role="status" aria-live="polite" aria-atomic="true">
      {children || '\u00a0'}
    </Text>
  );
}
