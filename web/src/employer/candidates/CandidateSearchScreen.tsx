import { Button, EmptyState, Grid, Stack } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../../api.ts';
import { ListPagination, staleWhile } from '../../components/PagedList.tsx';
import { ErrorState, LoadingRows } from '../../components/QueryStates.tsx';
import { ResultCount } from '../../components/ResultCount.tsx';
import { totalCount } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';
import { Page } from '../../shell/Page.tsx';
import { CandidateCard } from './CandidateCard.tsx';
import { CandidateFilters } from './CandidateFilters.tsx';
import { CANDIDATES_PAGE_SIZE, type CandidateSearchParams } from './search-params.ts';

const route = getRouteApi('/employer/employer/candidates');

/**
 * Candidate search. The URL holds the whole search (see search-params.ts), so a reload, a shared
 * link and the back button show the same results. The cards are anonymous: a number, never a name.
 */
export function CandidateSearchScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = { ...search, pageSize: CANDIDATES_PAGE_SIZE };
  const candidates = tsr.company.candidates.search.useQuery({
    queryKey: queryKeys.companyCandidates(query),
    queryData: { query },
    placeholderData: keepPreviousData,
  });
  const result = candidates.data?.body.result;
  const clear = () => void navigate({ search: { page: 1 } });
  const apply = (filters: Omit<CandidateSearchParams, 'page'>) => void navigate({ search: { ...filters, page: 1 } });

  return (
    <Page title={t('candidateSearch.title')} intro={t('candidateSearch.intro')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CandidateFilters search={search} onApply={apply} onClear={clear} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <ResultCount>
              {result ? t('candidateSearch.count', totalCount(result.pagination, locale)) : null}
            </ResultCount>
            {candidates.isPending ? (
              <LoadingRows rows={4} height={120} />
            ) : candidates.isError ? (
              <ErrorState error={candidates.error} onRetry={() => void candidates.refetch()} />
            ) : result && result.candidates.length > 0 ? (
              <Stack gap="md" {...staleWhile(candidates.isPlaceholderData)}>
                {result.candidates.map((candidate) => (
                  <CandidateCard key={candidate.id} candidate={candidate} />
                ))}
                {result.pagination.totalPages > 1 && (
                  <ListPagination
                    label={t('candidateSearch.pagination')}
                    total={result.pagination.totalPages}
                    page={search.page}
                    onChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
                  />
                )}
              </Stack>
            ) : (
              <EmptyState title={t('candidateSearch.emptyTitle')} description={t('candidateSearch.emptyHint')}>
                <EmptyState.Actions>
                  <Button variant="light" onClick={clear}>
                    {t('candidateSearch.filters.clear')}
                  </Button>
                </EmptyState.Actions>
              </EmptyState>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Page>
  );
}
