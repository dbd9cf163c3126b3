import type { TalentPool } from '@jobmatch/contract';
import { Button, Card, EmptyState, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { PagedList } from '../../components/PagedList.tsx';
import { EmptyResult } from '../../components/QueryStates.tsx';
import { usePageInRange } from '../../components/use-page-in-range.ts';
import { formatDate } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';
import { queryKeys } from '../../query-client.ts';
import { AnchorLink } from '../../shell/links.tsx';
import { Page } from '../../shell/Page.tsx';
import { PoolNameDialog } from './PoolNameDialog.tsx';
import { POOL_KEYWORD_MAX_LENGTH, POOLS_PAGE_SIZE } from './search-params.ts';
import classes from './talent-pools.module.css';
import { usePoolActions } from './use-pool-actions.tsx';

const route = getRouteApi('/employer/employer/talent-pools');

/** The company's talent pools, newest first: open one, create, rename or delete. */
export function TalentPoolsScreen() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [creating, setCreating] = useState(false);
  const query = { ...search, pageSize: POOLS_PAGE_SIZE };
  const pools = tsr.company.talentPools.list.useQuery({
    queryKey: queryKeys.talentPoolList(query),
    queryData: { query },
    placeholderData: keepPreviousData,
  });
  const result = pools.data?.body.result;
  const showPage = (page: number) => void navigate({ search: { ...search, page } });
  usePageInRange(result?.pagination, showPage);
  const createButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setCreating(true)}>
      {t('talentPools.create.button')}
    </Button>
  );

  return (
    <Page title={t('talentPools.title')} intro={t('talentPools.intro')} actions={<Group mt="xs">{createButton}</Group>}>
      {creating && <PoolNameDialog onClose={() => setCreating(false)} />}
      {(search.keyword || (result && result.pagination.total > 0)) && (
        <PoolSearch
          keyword={search.keyword ?? ''}
          onSearch={(keyword) => void navigate({ search: { keyword: keyword || undefined, page: 1 } })}
        />
      )}
      <PagedList
        query={pools}
        items={result?.talentPools}
        totalPages={result?.pagination.totalPages}
        page={search.page}
        onPageChange={showPage}
        paginationLabel={t('talentPools.pagination')}
        itemKey={(pool) => pool.id}
        renderItem={(pool) => <PoolItem pool={pool} />}
        loading={{ rows: 3, height: 96 }}
        empty={
          search.keyword ? (
            <EmptyResult query={search.keyword} onClear={() => void navigate({ search: { page: 1 } })} />
          ) : (
            <EmptyState title={t('talentPools.emptyTitle')} description={t('talentPools.emptyHint')} />
          )
        }
      />
    </Page>
  );
}

/** Pools whose name contains the words, on Enter or the button. */
function PoolSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(keyword);
  useEffect(() => setValue(keyword), [keyword]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <search>
      <form onSubmit={submit}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            flex={1}
            maw={420}
            label={t('talentPools.search.label')}
            placeholder={t('talentPools.search.placeholder')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={value}
            maxLength={POOL_KEYWORD_MAX_LENGTH}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          <Button type="submit" variant="default">
            {t('talentPools.search.submit')}
          </Button>
        </Group>
      </form>
    </search>
  );
}

function PoolItem({ pool }: { pool: TalentPool }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { buttons, dialogs } = usePoolActions(pool);
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} miw={0} className={classes.grow}>
          <AnchorLink
            to="/employer/talent-pools/$poolId"
            params={{ poolId: pool.id }}
            search={{ page: 1 }}
            fw={600}
            size="lg"
            className={classes.name}
          >
            {pool.name}
          </AnchorLink>
          <Text size="sm" c="dimmed">
            {t('talentPools.memberCount', { count: pool.candidateCount })} ·{' '}
            {t('talentPools.updatedOn', { date: formatDate(pool.updatedAt, locale) })}
          </Text>
        </Stack>
        <Group gap="xs">{buttons}</Group>
      </Group>
      {dialogs}
    </Card>
  );
}
