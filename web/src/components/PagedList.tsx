import { Group, Pagination, Stack } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './PagedList.module.css';
import { ErrorState, LoadingRows } from './QueryStates.tsx';

/** What a paged list needs of its query: a ts-rest `useQuery` result with `placeholderData: keepPreviousData`. */
export interface PagedQueryState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

interface PagedListProps<Item> {
  query: PagedQueryState;
  /** The page's items; undefined until the first answer. */
  items: readonly Item[] | undefined;
  totalPages: number | undefined;
  /** The page shown, as the URL holds it. */
  page: number;
  /** Puts the new page in the URL (`navigate({ search: (previous) => ({ ...previous, page }) })`). */
  onPageChange: (page: number) => void;
  /** The accessible name of the pagination's `<nav>`. */
  paginationLabel: string;
  itemKey: (item: Item) => Key;
  renderItem: (item: Item) => ReactNode;
  /** Shown when the page has no items: an EmptyState with a way forward. */
  empty: ReactNode;
  loading?: { rows: number; height: number };
}

/**
 * What a list shown while its next page or search loads carries: dimmed, so the page does not
 * jump, and marked busy, so a screen reader knows it is about to change.
 */
export const staleWhile = (refreshing: boolean) => ({
  className: refreshing ? classes.stale : undefined,
  'aria-busy': refreshing || undefined,
});

/**
 * One page of a list read from the API, in its four states: loading, error (with retry), empty,
 * and the items as a list with the pagination under them. While the next page loads the previous
 * one stays, dimmed, so the page does not jump; a new page scrolls back to the top.
 */
export function PagedList<Item>({
  query,
  items,
  totalPages = 0,
  page,
  onPageChange,
  paginationLabel,
  itemKey,
  renderItem,
  empty,
  loading = { rows: 3, height: 120 },
}: PagedListProps<Item>) {
  if (query.isPending) return <LoadingRows rows={loading.rows} height={loading.height} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!items || items.length === 0) return empty;
  return (
    <Stack gap="md" {...staleWhile(query.isPlaceholderData)}>
      <Stack component="ul" gap="md" className={classes.list}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </Stack>
      {totalPages > 1 && (
        <ListPagination label={paginationLabel} total={totalPages} page={page} onChange={onPageChange} />
      )}
    </Stack>
  );
}

/** The page links under a list, in a `<nav>` of their own; choosing a page scrolls back to the top. */
export function ListPagination({
  label,
  total,
  page,
  onChange,
}: {
  label: string;
  total: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="center" component="nav" aria-label={label}>
      <Pagination
        // The arrows have no text of their own.
        getControlProps={(control) => ({ 'aria-label': t(`state.pagination.${control}`) })}
        total={total}
        value={page}
        onChange={(next) => {
          onChange(next);
          window.scrollTo({ top: 0 });
        }}
        siblings={1}
        boundaries={1}
      />
    </Group>
  );
}
