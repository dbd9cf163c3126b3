import type { TalentPool } from '@jobmatch/contract';
import { Button, Card, EmptyState, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { ErrorState, LoadingRows } from '../../components/QueryStates.tsx';
import { formatDate } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';
import { AnchorLink } from '../../shell/links.tsx';
import { Page } from '../../shell/Page.tsx';
import { PoolNameDialog } from './PoolNameDialog.tsx';
import { poolKeys } from './query-keys.ts';
import { POOLS_PAGE_SIZE } from './search-params.ts';
import classes from './talent-pools.module.css';
import { usePoolActions } from './use-pool-actions.tsx';

const route = getRouteApi('/employer/employer/talent-pools');

/** The company's talent pools, newest first: open one, create, rename or delete. */
export function TalentPoolsScreen() {
  const { t } = useTranslation();
  const { page } = route.useSearch();
  const navigate = route.useNavigate();
  const [creating, setCreating] = useState(false);
  const query = { page, pageSize: POOLS_PAGE_SIZE };
  const pools = tsr.company.talentPools.list.useQuery({
    queryKey: poolKeys.list(page),
    queryData: { query },
    placeholderData: keepPreviousData,
  });
  const result = pools.data?.body.result;
  const createButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setCreating(true)}>
      {t('talentPools.create.button')}
    </Button>
  );

  return (
    <Page
      title={t('talentPools.title')}
      intro={t('talentPools.intro')}
      actions={result && result.talentPools.length > 0 && <Group mt="xs">{createButton}</Group>}
    >
      {creating && <PoolNameDialog onClose={() => setCreating(false)} />}
      {pools.isPending ? (
        <LoadingRows rows={3} height={96} />
      ) : pools.isError ? (
        <ErrorState error={pools.error} onRetry={() => void pools.refetch()} />
      ) : result && result.talentPools.length > 0 ? (
        <Stack gap="md" style={{ opacity: pools.isPlaceholderData ? 0.6 : 1 }}>
          <Stack component="ul" gap="sm" className={classes.list}>
            {result.talentPools.map((pool) => (
              <PoolItem key={pool.id} pool={pool} />
            ))}
          </Stack>
          {result.pagination.totalPages > 1 && (
            <Group justify="center" component="nav" aria-label={t('talentPools.pagination')}>
              <Pagination
                total={result.pagination.totalPages}
                value={page}
                onChange={(next) => void navigate({ search: { page: next } })}
              />
            </Group>
          )}
        </Stack>
      ) : (
        <EmptyState title={t('talentPools.emptyTitle')} description={t('talentPools.emptyHint')}>
          <EmptyState.Actions>{createButton}</EmptyState.Actions>
        </EmptyState>
      )}
    </Page>
  );
}

function PoolItem({ pool }: { pool: TalentPool }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { buttons, dialogs } = usePoolActions(pool);
  return (
    <Card component="li" withBorder radius="md" padding="md">
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
