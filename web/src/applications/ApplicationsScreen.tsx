import type { CandidateApplicationItem } from '@jobmatch/contract';
import { Badge, Button, Card, EmptyState, Group, Select, Stack, Text } from '@mantine/core';
import { IconBuilding, IconMapPin } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../api.ts';
import { PagedList } from '../components/PagedList.tsx';
import { ResultCount } from '../components/ResultCount.tsx';
import { formatDate, totalCount } from '../format.ts';
import { useLocale } from '../i18n/index.ts';
import { locationText } from '../jobs/job-text.ts';
import { AnchorLink, ButtonLink } from '../shell/links.tsx';
import { Page } from '../shell/Page.tsx';
import { ApplicationStatusBadge } from './application-status.tsx';
import classes from './applications.module.css';
import { APPLICATION_STATUSES, APPLICATIONS_PAGE_SIZE, type ApplicationsSearchParams } from './search-params.ts';
import { useApplicationWithdrawal } from './use-application-withdrawal.tsx';

const route = getRouteApi('/candidate/applications');

const ALL = 'ALL';

const JOB_STATUS_COLORS: Record<CandidateApplicationItem['jobStatus'], string> = {
  RECRUITING: 'green',
  CLOSING_SOON: 'orange',
  CLOSED: 'gray',
};

/** The candidate's applications, newest first, filtered by status (in the URL), with withdrawal. */
export function ApplicationsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = { ...search, pageSize: APPLICATIONS_PAGE_SIZE };
  const applications = tsr.candidate.applications.list.useQuery({
    queryKey: queryKeys.applications(query),
    queryData: { query },
    placeholderData: keepPreviousData,
  });
  const result = applications.data?.body.result;
  const filterBy = (status: ApplicationsSearchParams['status']) => void navigate({ search: { status } });

  return (
    <Page title={t('applications.title')} intro={t('applications.intro')}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label={t('applications.statusFilter')}
          data={[
            { value: ALL, label: t('applications.allStatuses') },
            ...APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`applications.status.${status}`) })),
          ]}
          value={search.status ?? ALL}
          onChange={(value) => filterBy(APPLICATION_STATUSES.find((status) => status === value))}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
        <ResultCount>
          {result?.pagination.total ? t('applications.count', totalCount(result.pagination, locale)) : null}
        </ResultCount>
      </Group>
      <PagedList
        query={applications}
        items={result?.applications}
        totalPages={result?.pagination.totalPages}
        page={search.page}
        onPageChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
        paginationLabel={t('applications.pagination')}
        itemKey={(application) => application.id}
        renderItem={(application) => <ApplicationItem application={application} />}
        empty={
          search.status ? (
            <EmptyState title={t('applications.emptyFilteredTitle')} description={t('applications.emptyFilteredHint')}>
              <EmptyState.Actions>
                <Button variant="light" onClick={() => filterBy(undefined)}>
                  {t('applications.showAll')}
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          ) : (
            <EmptyState title={t('applications.emptyTitle')} description={t('applications.emptyHint')}>
              <EmptyState.Actions>
                <ButtonLink to="/jobs" variant="light">
                  {t('applications.browse')}
                </ButtonLink>
                <ButtonLink to="/offers" variant="default">
                  {t('offers.title')}
                </ButtonLink>
              </EmptyState.Actions>
            </EmptyState>
          )
        }
      />
    </Page>
  );
}

function ApplicationItem({ application }: { application: CandidateApplicationItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { job, company } = application;
  const place = locationText(job, locale);
  // A withdrawn application may be followed by a new one while the posting is open.
  const reapply = application.status === 'CANCELLED' && application.jobStatus !== 'CLOSED';
  const withdrawal = useApplicationWithdrawal({
    applicationId: application.id,
    jobId: job.id,
    canWithdraw: application.canWithdraw,
    jobTitle: job.title,
    company: company.name,
  });
  const dates = [
    t('applications.appliedOn', { date: formatDate(application.createdAt, locale) }),
    application.withdrawnAt
      ? t('applications.withdrawnOn', { date: formatDate(application.withdrawnAt, locale) })
      : application.status !== 'PENDING' &&
        t('applications.decidedOn', { date: formatDate(application.updatedAt, locale) }),
  ].filter(Boolean);

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <AnchorLink to="/jobs/$jobId" params={{ jobId: job.id }} fw={600} size="lg" className={classes.title}>
            {job.title}
          </AnchorLink>
          <ApplicationStatusBadge status={application.status} />
        </Group>
        <Group gap="lg" c="dimmed" style={{ rowGap: 4 }}>
          <Meta icon={<IconBuilding size={16} aria-hidden="true" />}>{company.name}</Meta>
          {place && <Meta icon={<IconMapPin size={16} aria-hidden="true" />}>{place}</Meta>}
        </Group>
        <Group gap="xs" style={{ rowGap: 4 }}>
          <Badge color={JOB_STATUS_COLORS[application.jobStatus]} variant="dot" tt="none" size="lg">
            {t('applications.jobStatus', { status: t(`jobs.saved.status.${application.jobStatus}`) })}
          </Badge>
          {application.offerId && (
            <AnchorLink to="/offers/$offerId" params={{ offerId: application.offerId }} size="sm">
              {t('applications.fromOffer')}
            </AnchorLink>
          )}
        </Group>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {dates.join(' · ')}
          </Text>
          {(withdrawal.button || reapply) && (
            <Group gap="sm">
              {reapply && (
                <ButtonLink to="/jobs/$jobId" params={{ jobId: job.id }} variant="light">
                  {t('applications.applyAgain')}
                </ButtonLink>
              )}
              {withdrawal.button}
            </Group>
          )}
        </Group>
        {withdrawal.feedback}
        {withdrawal.dialog}
      </Stack>
    </Card>
  );
}

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      {icon}
      <Text size="sm" span className={classes.wrap}>
        {children}
      </Text>
    </Group>
  );
}
