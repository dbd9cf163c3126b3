import type { RecruitmentListItem } from '@jobmatch/contract';
import { Button, Card, EmptyState, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../../api.ts';
import { PagedList } from '../../components/PagedList.tsx';
import { ResultCount } from '../../components/ResultCount.tsx';
import { formatDate, totalCount } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';
import { ButtonLink } from '../../shell/links.tsx';
import { Page } from '../../shell/Page.tsx';
import { RecruitmentHeading, RecruitmentStatsLine } from './recruitment-status.tsx';
import { RECRUITMENT_SEARCH_MAX_LENGTH, RECRUITMENT_STATUSES, RECRUITMENTS_PAGE_SIZE } from './search-params.ts';

const route = getRouteApi('/employer/employer/recruitments');

const ALL = 'ALL';

/** The company's recruitments, most recently changed first, filtered by status and keyword (both in the URL). */
export function RecruitmentsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = { ...search, pageSize: RECRUITMENTS_PAGE_SIZE };
  const recruitments = tsr.company.recruitments.list.useQuery({
    queryKey: queryKeys.recruitments(query),
    queryData: { query },
    placeholderData: keepPreviousData,
  });
  const result = recruitments.data?.body.result;
  const filtered = Boolean(search.status || search.search);
  const [keyword, setKeyword] = useState(search.search ?? '');
  useEffect(() => setKeyword(search.search ?? ''), [search.search]);

  const searchFor = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ search: (previous) => ({ ...previous, search: keyword.trim() || undefined, page: 1 }) });
  };

  return (
    <Page
      title={t('recruitments.title')}
      intro={t('recruitments.intro')}
      actions={
        <Group mt="sm">
          <ButtonLink to="/employer/recruitments/new" leftSection={<IconPlus size={18} aria-hidden="true" />}>
            {t('recruitments.create')}
          </ButtonLink>
        </Group>
      }
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <form onSubmit={searchFor} style={{ flex: '1 1 280px' }}>
          <TextInput
            type="search"
            label={t('recruitments.keyword')}
            value={keyword}
            maxLength={RECRUITMENT_SEARCH_MAX_LENGTH}
            onChange={(event) => setKeyword(event.currentTarget.value)}
            rightSection={
              <Button type="submit" variant="subtle" size="compact-sm" aria-label={t('recruitments.searchSubmit')}>
                <IconSearch size={16} aria-hidden="true" />
              </Button>
            }
            rightSectionWidth={44}
          />
        </form>
        <Select
          label={t('recruitments.statusFilter')}
          data={[
            { value: ALL, label: t('recruitments.allStatuses') },
            ...RECRUITMENT_STATUSES.map((status) => ({ value: status, label: t(`recruitments.status.${status}`) })),
          ]}
          value={search.status ?? ALL}
          onChange={(value) =>
            void navigate({
              search: (previous) => ({
                ...previous,
                status: RECRUITMENT_STATUSES.find((status) => status === value),
                page: 1,
              }),
            })
          }
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      <ResultCount>{result ? t('recruitments.count', totalCount(result.pagination, locale)) : null}</ResultCount>
      <PagedList
        query={recruitments}
        items={result?.recruitments}
        totalPages={result?.pagination.totalPages}
        page={search.page}
        onPageChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
        paginationLabel={t('recruitments.pagination')}
        itemKey={(recruitment) => recruitment.id}
        renderItem={(recruitment) => <RecruitmentItem recruitment={recruitment} />}
        loading={{ rows: 3, height: 110 }}
        empty={
          filtered ? (
            <EmptyState title={t('recruitments.emptyFilteredTitle')} description={t('recruitments.emptyFilteredHint')}>
              <EmptyState.Actions>
                <Button variant="light" onClick={() => void navigate({ search: { page: 1 } })}>
                  {t('recruitments.showAll')}
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          ) : (
            <EmptyState title={t('recruitments.emptyTitle')} description={t('recruitments.emptyHint')}>
              <EmptyState.Actions>
                <ButtonLink to="/employer/recruitments/new" variant="light">
                  {t('recruitments.createFirst')}
                </ButtonLink>
              </EmptyState.Actions>
            </EmptyState>
          )
        }
      />
    </Page>
  );
}

function RecruitmentItem({ recruitment }: { recruitment: RecruitmentListItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const dates = [
    recruitment.postedAt
      ? t('recruitments.postedOn', { date: formatDate(recruitment.postedAt, locale) })
      : t('recruitments.createdOn', { date: formatDate(recruitment.createdAt, locale) }),
    recruitment.closedAt && t('recruitments.closedOn', { date: formatDate(recruitment.closedAt, locale) }),
    t('recruitments.updatedOn', { date: formatDate(recruitment.updatedAt, locale) }),
  ].filter(Boolean);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="xs">
        <RecruitmentHeading recruitment={recruitment} />
        <RecruitmentStatsLine stats={recruitment.stats} />
        <Text size="sm" c="dimmed">
          {dates.join(' · ')}
        </Text>
      </Stack>
    </Card>
  );
}
