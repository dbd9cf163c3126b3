import { Button, Collapse, EmptyState, Grid, Group, NumberInput, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../api.ts';
import { MoreFiltersToggle } from '../components/MoreFiltersToggle.tsx';
import { PagedList } from '../components/PagedList.tsx';
import { ResultCount } from '../components/ResultCount.tsx';
import { totalCount } from '../format.ts';
import { useLocale } from '../i18n/index.ts';
import { Page } from '../shell/Page.tsx';
import {
  employmentTypeOptions,
  useIndustryOptions,
  useOccupationOptions,
  useProvinceOptions,
} from './filter-options.ts';
import { JobCard } from './JobCard.tsx';
import { JOBS_PAGE_SIZE, type JobSearchParams } from './search-params.ts';

const route = getRouteApi('/jobs');

/**
 * Job search. The URL holds the whole search (see search-params.ts): a reload, a shared link and
 * the back button all show the same results. Choosing from a list searches at once; typed
 * fields (keyword, salary) search on Enter or the button.
 */
export function JobSearchScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = { ...search, pageSize: JOBS_PAGE_SIZE };
  const jobs = tsr.candidate.jobs.list.useQuery({
    queryKey: queryKeys.jobs(query),
    queryData: { query },
    placeholderData: keepPreviousData,
  });

  const searchWith = (changes: Partial<JobSearchParams>) =>
    navigate({ search: (previous) => ({ ...previous, ...changes, page: undefined }) });

  const result = jobs.data?.body.result;

  return (
    <Page title={t('jobs.search.title')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Filters search={search} onSearch={searchWith} onClear={() => navigate({ search: {} })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <ResultCount>
              {result ? t('jobs.search.resultCount', totalCount(result.pagination, locale)) : null}
            </ResultCount>
            <PagedList
              query={jobs}
              items={result?.jobs}
              totalPages={result?.pagination.totalPages}
              page={search.page}
              onPageChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
              paginationLabel={t('jobs.search.pagination')}
              itemKey={(job) => job.id}
              renderItem={(job) => <JobCard job={job} />}
              empty={
                <EmptyState title={t('jobs.search.emptyTitle')} description={t('jobs.search.emptyHint')}>
                  <EmptyState.Actions>
                    <Button variant="light" onClick={() => void navigate({ search: {} })}>
                      {t('jobs.search.clear')}
                    </Button>
                  </EmptyState.Actions>
                </EmptyState>
              }
              loading={{ rows: 4, height: 140 }}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Page>
  );
}

function Filters({
  search,
  onSearch,
  onClear,
}: {
  search: JobSearchParams;
  onSearch: (changes: Partial<JobSearchParams>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const industries = useIndustryOptions(locale, t);
  const occupations = useOccupationOptions(locale, t);
  const provinces = useProvinceOptions(locale);
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [salaryMin, setSalaryMin] = useState<string | number>(search.salaryMin ?? '');
  // On a phone the lists fold away under the keyword, so that results are on the first screen.
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [more, toggleMore] = useDisclosure(false);
  const active = [search.provinceId, search.industryId, search.occupationId, search.employmentType, search.salaryMin];
  const activeCount = active.filter((value) => value !== undefined).length;

  // Back/forward and links change the URL under the form: show what is being searched.
  useEffect(() => setKeyword(search.keyword ?? ''), [search.keyword]);
  useEffect(() => setSalaryMin(search.salaryMin ?? ''), [search.salaryMin]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      keyword: keyword.trim() || undefined,
      salaryMin: typeof salaryMin === 'number' ? salaryMin : undefined,
    });
  };
  const choose = (field: 'industryId' | 'occupationId' | 'provinceId') => (value: string | null) =>
    onSearch({ [field]: value ?? undefined });

  return (
    <Paper withBorder radius="lg" p="md" component="search" aria-label={t('jobs.search.filtersLabel')}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            type="search"
            label={t('jobs.search.keyword')}
            placeholder={t('jobs.search.keywordPlaceholder')}
            value={keyword}
            onChange={(event) => setKeyword(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
          />
          {!wide && (
            <MoreFiltersToggle expanded={more} onToggle={toggleMore.toggle} controls="job-filters">
              {activeCount > 0
                ? t('jobs.search.moreFiltersActive', { count: activeCount })
                : t('jobs.search.moreFilters')}
            </MoreFiltersToggle>
          )}
          <Collapse expanded={wide || more} id="job-filters">
            <Stack gap="sm">
              <Select
                label={t('jobs.search.province')}
                placeholder={t('jobs.search.any')}
                data={provinces}
                value={search.provinceId ?? null}
                onChange={choose('provinceId')}
                searchable
                clearable
                nothingFoundMessage={t('state.noData')}
              />
              <Select
                label={t('jobs.search.industry')}
                placeholder={t('jobs.search.any')}
                data={industries}
                value={search.industryId ?? null}
                onChange={choose('industryId')}
                searchable
                clearable
                nothingFoundMessage={t('state.noData')}
              />
              <Select
                label={t('jobs.search.occupation')}
                placeholder={t('jobs.search.any')}
                data={occupations}
                value={search.occupationId ?? null}
                onChange={choose('occupationId')}
                searchable
                clearable
                nothingFoundMessage={t('state.noData')}
              />
              <Select
                label={t('jobs.search.employmentType')}
                placeholder={t('jobs.search.any')}
                data={employmentTypeOptions(t)}
                value={search.employmentType ?? null}
                onChange={(value) =>
                  onSearch({ employmentType: (value as JobSearchParams['employmentType']) ?? undefined })
                }
                clearable
              />
              <NumberInput
                label={t('jobs.search.salaryMin')}
                value={salaryMin}
                onChange={setSalaryMin}
                min={0}
                step={10000}
                thousandSeparator=","
                allowDecimal={false}
                allowNegative={false}
                prefix="฿"
              />
            </Stack>
          </Collapse>
          <Group gap="sm" mt="xs">
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
              {t('jobs.search.submit')}
            </Button>
            <Button variant="subtle" onClick={onClear}>
              {t('jobs.search.clear')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
