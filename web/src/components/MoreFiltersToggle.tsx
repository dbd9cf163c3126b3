import { Button } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';

/**
 * On a narrow screen, the button that folds a search's filters under its keyword: it says how
 * many filters are set while they are hidden.
 */
export function MoreFiltersToggle({
  expanded,
  onToggle,
  controls,
  children,
}: {
  expanded: boolean;
  onToggle: () => void;
  /** The id of the panel it opens. */
  controls: string;
  children: string;
}) {
  return (
    <Button
      variant="subtle"
      justify="flex-start"
      px={0}
      leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
      onClick={onToggle}
      aria-expanded={expanded}
      aria-controls={controls}
    >
      {children}
    </Button>
  );
}
