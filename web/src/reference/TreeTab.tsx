import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyResult, ErrorState, LoadingRows } from '../components/QueryStates.tsx';
import { useLocale } from '../i18n/index.ts';
import { ClassificationTree } from './ClassificationTree.tsx';
import { filterTree, parentIds, type TreeItem } from './text.ts';

type TreeTabProps = {
  /** The query's state, from a tsr hook. */
  status: 'pending' | 'error' | 'success';
  items: readonly TreeItem[] | undefined;
  error: unknown;
  refetch: () => unknown;
  query: string;
  onClearQuery: () => void;
  source: string;
  childCountLabel: (depth: number, count: number) => string;
};

/** Loading, error, empty and data states of a classification tree, with search and expand/collapse all. */
export function TreeTab({ status, items, error, refetch, query, onClearQuery, source, childCountLabel }: TreeTabProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Opened by hand, for the search it was opened under; a new search opens the nodes that reveal its matches.
  const [manual, setManual] = useState<{ query: string; expanded: string[] }>({ query: '', expanded: [] });

  if (status === 'pending') return <LoadingRows />;
  if (status === 'error' || !items) return <ErrorState error={error} onRetry={() => void refetch()} />;

  const filtered = filterTree(items, query, locale);
  const expanded = manual.query === query ? manual.expanded : filtered.expanded;
  const setExpanded = (next: string[]) => setManual({ query, expanded: next });

  return (
    <>
      <Group justify="space-between" align="center" gap="xs" mb="sm">
        <Text size="sm" c="dimmed" maw={640}>
          {source}
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" variant="subtle" onClick={() => setExpanded(parentIds(filtered.items))}>
            {t('reference.tree.expandAll')}
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={() => setExpanded([])}>
            {t('reference.tree.collapseAll')}
          </Button>
        </Group>
      </Group>
      {filtered.items.length === 0 ? (
        <EmptyResult query={query} onClear={onClearQuery} />
      ) : (
        <ClassificationTree
          items={filtered.items}
          locale={locale}
          query={query}
          expanded={expanded}
          onExpandedChange={setExpanded}
          childCountLabel={childCountLabel}
        />
      )}
    </>
  );
}
