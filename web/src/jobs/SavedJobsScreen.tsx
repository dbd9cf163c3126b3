import type { CandidateSavedJob } from '@jobmatch/contract';
import { Badge, Button, EmptyState, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../api.ts';
import { describeError } from '../api-errors.ts';
import { PagedList } from '../components/PagedList.tsx';
import { formatDate } from '../format.ts';
import { useLocale } from '../i18n/index.ts';
import { ButtonLink } from '../shell/links.tsx';
import { Page } from '../shell/Page.tsx';
import { JobCard } from './JobCard.tsx';
import { JOBS_PAGE_SIZE } from './search-params.ts';

const route = getRouteApi('/candidate/saved-jobs');

const STATUS_COLORS: Record<CandidateSavedJob['status'], string> = {
  RECRUITING: 'green',
  CLOSING_SOON: 'orange',
  CLOSED: 'gray',
};

/** The candidate's saved postings, newest first, each with whether it is still open. */
export function SavedJobsScreen() {
  const { t } = useTranslation();
  const { page } = route.useSearch();
  const navigate = route.useNavigate();
  const query = { page, pageSize: JOBS_PAGE_SIZE };
  const saved = tsr.candidate.savedJobs.list.useQuery({
    queryKey: queryKeys.savedJobs(page),
    queryData: { query },
    placeholderData: keepPreviousData,
  });
  const result = saved.data?.body.result;

  return (
    <Page title={t('jobs.saved.title')} intro={t('jobs.saved.intro')}>
      <PagedList
        query={saved}
        items={result?.savedJobs}
        totalPages={result?.pagination.totalPages}
        page={page}
        onPageChange={(next) => void navigate({ search: { page: next } })}
        paginationLabel={t('jobs.search.pagination')}
        itemKey={(item) => item.jobPostingId}
        renderItem={(item) => <SavedJob item={item} />}
        empty={
          <EmptyState title={t('jobs.saved.emptyTitle')} description={t('jobs.saved.emptyHint')}>
            <EmptyState.Actions>
              <ButtonLink to="/jobs" variant="light">
                {t('jobs.saved.browse')}
              </ButtonLink>
            </EmptyState.Actions>
          </EmptyState>
        }
        loading={{ rows: 3, height: 140 }}
      />
    </Page>
  );
}

function SavedJob({ item }: { item: CandidateSavedJob }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const remove = tsr.candidate.savedJobs.remove.useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['candidate', 'saved-jobs'] }),
  });
  const job = { ...item.job, company: item.company, hasApplied: item.hasApplied };

  return (
    <JobCard
      job={job}
      extra={
        <Stack gap="xs">
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              <Badge
                color={STATUS_COLORS[item.status]}
                variant="light"
                aria-label={`${t('jobs.saved.statusLabel')}: ${t(`jobs.saved.status.${item.status}`)}`}
              >
                {t(`jobs.saved.status.${item.status}`)}
              </Badge>
              {item.status !== 'CLOSED' && item.job.expiredAt && (
                <Text size="sm" c="dimmed">
                  {t('jobs.saved.closesOn', { date: formatDate(item.job.expiredAt, locale) })}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {t('jobs.saved.savedOn', { date: formatDate(item.createdAt, locale) })}
              </Text>
            </Group>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              loading={remove.isPending}
              onClick={() => remove.mutate({ params: { jobId: item.jobPostingId } })}
              aria-label={t('jobs.saved.removeLabel', { title: item.job.title })}
            >
              {t('jobs.saved.remove')}
            </Button>
          </Group>
          {remove.isError && (
            <Text size="sm" c="red" role="alert">
              {describeError(remove.error, t)}
            </Text>
          )}
        </Stack>
      }
    />
  );
}
