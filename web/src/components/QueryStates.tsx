import { Alert, Button, EmptyState, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../api-errors.ts';
import { responseStatus } from '../query-client.ts';

/** Placeholder rows while a list loads; announced once to screen readers. */
export function LoadingRows({ rows = 8, height = 44 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-live="polite" aria-busy="true">
      <VisuallyHidden>{t('state.loading')}</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} height={height} radius="sm" />
      ))}
    </Stack>
  );
}

/** A failed request: what went wrong, in the UI language, and a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={t('state.errorTitle')} role="alert">
      <Stack gap="sm" align="flex-start">
        <span>{describeError(error, t)}</span>
        <Button variant="white" color="red" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A failed read of one thing: `notFound` when it does not exist (404), else the error with a retry. */
export function FailedRead({ error, onRetry, notFound }: { error: unknown; onRetry: () => void; notFound: ReactNode }) {
  return responseStatus(error) === 404 ? notFound : <ErrorState error={error} onRetry={onRetry} />;
}

/** Nothing to show: either the search filtered everything out or there is no data at all. */
export function EmptyResult({ query, onClear }: { query: string; onClear?: () => void }) {
  const { t } = useTranslation();
  if (!query.trim()) return <EmptyState size="sm" title={t('state.noData')} />;
  return (
    <EmptyState size="sm" title={t('state.emptyTitle', { query: query.trim() })} description={t('state.emptyHint')}>
      {onClear && (
        <EmptyState.Actions>
          <Button variant="light" onClick={onClear}>
            {t('reference.search.clear')}
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
