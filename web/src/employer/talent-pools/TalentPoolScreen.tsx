import type { TalentPool, TalentPoolMember } from '@jobmatch/contract';
import { Button, EmptyState, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPagination, staleWhile } from '../../components/PagedList.tsx';
import { FailedRead, LoadingRows } from '../../components/QueryStates.tsx';
import { usePageInRange } from '../../components/use-page-in-range.ts';
import { queryKeys } from '../../query-client.ts';
import { AnchorLink, ButtonLink } from '../../shell/links.tsx';
import { Page } from '../../shell/Page.tsx';
import { MemberCard } from './MemberCard.tsx';
import { MemberFilters } from './MemberFilters.tsx';
import { MEMBERS_PAGE_SIZE, type TalentPoolSearchParams } from './search-params.ts';
import classes from './talent-pools.module.css';
import { usePoolActions } from './use-pool-actions.tsx';

const route = getRouteApi('/employer/employer/talent-pools/$poolId');

/** One talent pool: its members (anonymous, newest first), rename, delete, remove a member. */
export function TalentPoolScreen() {
  const { t } = useTranslation();
  const { poolId } = route.useParams();
  const search = route.useSearch();
  const query = { ...search, pageSize: MEMBERS_PAGE_SIZE };
  const pool = tsr.company.talentPools.get.useQuery({
    queryKey: queryKeys.talentPool(poolId, query),
    queryData: { params: { poolId }, query },
    placeholderData: keepPreviousData,
  });
  const result = pool.data?.body.result;
  const navigate = route.useNavigate();
  usePageInRange(result?.pagination, (page) => void navigate({ search: { ...search, page } }));

  if (pool.isPending) {
    return (
      <Page title={t('talentPools.title')}>
        <LoadingRows rows={3} height={120} />
      </Page>
    );
  }
  if (pool.isError || !result) {
    return (
      <Page title={t('talentPools.title')}>
        <FailedRead
          error={pool.error}
          onRetry={() => void pool.refetch()}
          notFound={
            <EmptyState title={t('talentPools.gone.title')} description={t('talentPools.gone.hint')}>
              <EmptyState.Actions>
                <ButtonLink to="/employer/talent-pools" search={{ page: 1 }} variant="light">
                  {t('talentPools.back')}
                </ButtonLink>
              </EmptyState.Actions>
            </EmptyState>
          }
        />
      </Page>
    );
  }
  return (
    <PoolPage
      pool={result.talentPool}
      members={result.members}
      totalPages={result.pagination.totalPages}
      refreshing={pool.isPlaceholderData}
    />
  );
}

function PoolPage({
  pool,
  members,
  totalPages,
  refreshing,
}: {
  pool: TalentPool;
  members: TalentPoolMember[];
  totalPages: number;
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  const { page, ...filters } = route.useSearch();
  const navigate = useNavigate();
  const show = (search: TalentPoolSearchParams) =>
    void navigate({ to: '/employer/talent-pools/$poolId', params: { poolId: pool.id }, search });
  const filtered = Object.entries(filters).some(([key, value]) => key !== 'sortBy' && value !== undefined);
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState<TalentPoolMember | null>(null);
  const { buttons, dialogs } = usePoolActions(pool, {
    onDeleted: () => navigate({ to: '/employer/talent-pools', search: { page: 1 } }),
  });
  const removeMember = tsr.company.talentPools.removeCandidate.useMutation({
    onSuccess: () => {
      setLeaving(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.talentPools() });
    },
  });
  const closeRemove = () => {
    setLeaving(null);
    removeMember.reset();
  };
  const findCandidates = (size: 'xs' | 'sm') => (
    <ButtonLink
      to="/employer/candidates"
      variant="light"
      size={size}
      leftSection={<IconSearch size={14} aria-hidden="true" />}
    >
      {t('talentPools.findCandidates')}
    </ButtonLink>
  );

  return (
    <Page
      title={pool.name}
      intro={t('talentPools.memberCount', { count: pool.candidateCount })}
      actions={
        <Stack gap="sm" mt="xs">
          <Group gap="xs">
            {buttons}
            {members.length > 0 && findCandidates('xs')}
          </Group>
          <BackToPools />
        </Stack>
      }
    >
      {dialogs}
      {pool.candidateCount > 0 && <MemberFilters filters={filters} onChange={(next) => show({ ...next, page: 1 })} />}
      {members.length > 0 ? (
        <Stack gap="md" {...staleWhile(refreshing)}>
          <Stack component="ul" gap="sm" className={classes.list} aria-label={t('talentPools.membersLabel')}>
            {members.map((member) => (
              <MemberCard key={member.candidateId} member={member} onRemove={() => setLeaving(member)} />
            ))}
          </Stack>
          {totalPages > 1 && (
            <ListPagination
              label={t('talentPools.pagination')}
              total={totalPages}
              page={page}
              onChange={(next) => show({ ...filters, page: next })}
            />
          )}
        </Stack>
      ) : filtered ? (
        <EmptyState title={t('talentPools.emptyFilteredTitle')} description={t('talentPools.emptyFilteredHint')}>
          <EmptyState.Actions>
            <Button variant="light" onClick={() => show({ sortBy: filters.sortBy, page: 1 })}>
              {t('talentPools.showAll')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <EmptyState title={t('talentPools.emptyPoolTitle')} description={t('talentPools.emptyPoolHint')}>
          <EmptyState.Actions>{findCandidates('sm')}</EmptyState.Actions>
        </EmptyState>
      )}
      <ConfirmDialog
        opened={leaving !== null}
        title={t('talentPools.member.removeTitle')}
        message={t('talentPools.member.removeMessage', {
          name: t('talentPools.member.name', { number: leaving?.candidate.userNo ?? '' }),
          pool: pool.name,
        })}
        confirmLabel={t('talentPools.member.removeConfirm')}
        pending={removeMember.isPending}
        error={removeMember.error}
        onConfirm={() =>
          leaving && removeMember.mutate({ params: { poolId: pool.id, candidateId: leaving.candidateId } })
        }
        onClose={closeRemove}
      />
    </Page>
  );
}

function BackToPools() {
  const { t } = useTranslation();
  return (
    <AnchorLink to="/employer/talent-pools" search={{ page: 1 }} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" />
        {t('talentPools.back')}
      </Group>
    </AnchorLink>
  );
}
