import type { Recruiter } from '@jobmatch/contract';
import { Button, Card, EmptyState, Group, Select, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { PagedList } from '../../components/PagedList.tsx';
import { ResultCount } from '../../components/ResultCount.tsx';
import { formatDate, totalCount } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';
import { queryKeys } from '../../query-client.ts';
import { isCompanyAdmin, useSession } from '../../session/session.ts';
import { AnchorLink, ButtonLink } from '../../shell/links.tsx';
import { Page } from '../../shell/Page.tsx';
import classes from './organization.module.css';
import { RecruiterAvatar, RecruiterRoleBadge, RecruiterStatusBadge } from './organization-parts.tsx';
import { RECRUITER_STATUSES, RECRUITERS_PAGE_SIZE, type RecruitersSearchParams } from './search-params.ts';

const route = getRouteApi('/employer/employer/recruiters');
const ALL = 'ALL';

/** The company's recruiters (ADMINs included) in the order they joined, filtered by status. */
export function RecruitersScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const admin = isCompanyAdmin(useSession());
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = { ...search, pageSize: RECRUITERS_PAGE_SIZE };
  const recruiters = tsr.company.organization.listRecruiters.useQuery({
    queryKey: queryKeys.recruiters(query),
    queryData: { query },
    placeholderData: keepPreviousData,
  });
  const result = recruiters.data?.body.result;
  const filterBy = (status: RecruitersSearchParams['status']) => void navigate({ search: { status } });

  return (
    <Page
      title={t('recruiters.title')}
      intro={t('recruiters.intro')}
      actions={
        admin && (
          <Group mt="sm">
            <ButtonLink to="/employer/recruiters/invite" leftSection={<IconUserPlus size={18} aria-hidden="true" />}>
              {t('recruiters.invite.button')}
            </ButtonLink>
          </Group>
        )
      }
    >
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label={t('recruiters.statusFilter')}
          data={[
            { value: ALL, label: t('recruiters.allStatuses') },
            ...RECRUITER_STATUSES.map((status) => ({ value: status, label: t(`recruiters.status.${status}`) })),
          ]}
          value={search.status ?? ALL}
          onChange={(value) => filterBy(RECRUITER_STATUSES.find((status) => status === value))}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
        <ResultCount>
          {result?.pagination.total ? t('recruiters.count', totalCount(result.pagination, locale)) : null}
        </ResultCount>
      </Group>
      <PagedList
        query={recruiters}
        items={result?.recruiters}
        totalPages={result?.pagination.totalPages}
        page={search.page}
        onPageChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
        paginationLabel={t('recruiters.pagination')}
        itemKey={(recruiter) => recruiter.id}
        renderItem={(recruiter) => <RecruiterItem recruiter={recruiter} />}
        loading={{ rows: 3, height: 88 }}
        empty={
          <EmptyState title={t('recruiters.emptyFilteredTitle')} description={t('recruiters.emptyFilteredHint')}>
            <EmptyState.Actions>
              <Button variant="light" onClick={() => filterBy(undefined)}>
                {t('recruiters.showAll')}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        }
      />
    </Page>
  );
}

function RecruiterItem({ recruiter }: { recruiter: Recruiter }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card withBorder radius="lg" padding="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <RecruiterAvatar name={recruiter.name} />
        <Stack gap={4} miw={0} flex={1}>
          <Group justify="space-between" gap="xs" align="flex-start">
            <AnchorLink
              to="/employer/recruiters/$recruiterId"
              params={{ recruiterId: recruiter.id }}
              fw={600}
              className={classes.wrap}
            >
              {recruiter.name}
            </AnchorLink>
            <Group gap="xs">
              <RecruiterRoleBadge role={recruiter.role} />
              <RecruiterStatusBadge status={recruiter.status} />
            </Group>
          </Group>
          <Text size="sm" c="dimmed" className={classes.wrap}>
            {[recruiter.position, recruiter.email].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('recruiters.joined', { date: formatDate(recruiter.createdAt, locale) })}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
