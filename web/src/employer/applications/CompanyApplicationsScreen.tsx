import type { CompanyApplication } from '@jobmatch/contract';
import { Alert, Badge, Button, EmptyState, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../../api.ts';
import { APPLICATION_STATUSES } from '../../applications/search-params.ts';
import { PagedList } from '../../components/PagedList.tsx';
import { ResultCount } from '../../components/ResultCount.tsx';
import { formatDate, totalCount } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';
import { AnchorLink } from '../../shell/links.tsx';
import { Page } from '../../shell/Page.tsx';
import { RecruitmentFilter } from '../offers/RecruitmentFilter.tsx';
import { ApplicantContact } from './ApplicantContact.tsx';
import { DecisionButtons } from './DecisionButtons.tsx';
import { COMPANY_APPLICATIONS_PAGE_SIZE, type CompanyApplicationsParams } from './search-params.ts';

const route = getRouteApi('/employer/employer/applications');

const STATUS_COLORS: Record<CompanyApplication['status'], string> = {
  PENDING: 'blue',
  ACCEPTED: 'green',
  REJECTED: 'gray',
  CANCELLED: 'orange',
};

/** Applications to the company's recruitments: filter, see who applied, accept or reject. */
export function CompanyApplicationsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const query = { ...search, pageSize: COMPANY_APPLICATIONS_PAGE_SIZE };
  const applications = tsr.company.applications.list.useQuery({
    queryKey: queryKeys.companyApplications(query),
    queryData: { query },
    placeholderData: keepPreviousData,
  });
  const result = applications.data?.body.result;
  const filter = (changes: Partial<CompanyApplicationsParams>) =>
    void navigate({ search: (previous) => ({ ...previous, ...changes, page: 1 }) });
  const filtered = search.status !== undefined || search.recruitmentId !== undefined;

  return (
    <Page title={t('companyApplications.title')} intro={t('companyApplications.intro')}>
      <Paper withBorder radius="lg" p="md" component="search" aria-label={t('companyApplications.filters')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('companyApplications.status')}
            placeholder={t('companyApplications.all')}
            data={APPLICATION_STATUSES.map((status) => ({
              value: status,
              label: t(`companyApplications.statuses.${status}`),
            }))}
            value={search.status ?? null}
            onChange={(value) => filter({ status: (value as CompanyApplicationsParams['status']) ?? undefined })}
            clearable
          />
          <RecruitmentFilter
            label={t('companyApplications.recruitment')}
            placeholder={t('companyApplications.all')}
            value={search.recruitmentId}
            onChange={(recruitmentId) => filter({ recruitmentId })}
          />
        </SimpleGrid>
      </Paper>
      {notice && (
        <Alert color="green" variant="light" role="status">
          {notice}
        </Alert>
      )}
      <ResultCount>{result ? t('companyApplications.count', totalCount(result.pagination, locale)) : null}</ResultCount>
      <PagedList
        query={applications}
        items={result?.applications}
        totalPages={result?.pagination.totalPages}
        page={search.page}
        onPageChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
        paginationLabel={t('companyApplications.pagination')}
        itemKey={(application) => application.id}
        renderItem={(application) => <ApplicationRow application={application} onDecided={setNotice} />}
        loading={{ rows: 4, height: 96 }}
        empty={
          <EmptyState
            title={t(filtered ? 'companyApplications.emptyFilteredTitle' : 'companyApplications.emptyTitle')}
            description={t(filtered ? 'companyApplications.emptyFilteredHint' : 'companyApplications.emptyHint')}
          >
            {filtered && (
              <EmptyState.Actions>
                <Button variant="light" onClick={() => void navigate({ search: { page: 1 } })}>
                  {t('companyApplications.showAll')}
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        }
      />
    </Page>
  );
}

function ApplicationRow({
  application,
  onDecided,
}: {
  application: CompanyApplication;
  onDecided: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { candidate } = application;
  const name = [candidate.firstName, candidate.lastName].filter(Boolean).join(' ') || t('companyApplications.deleted');
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} miw={0} flex={1}>
            <Text fw={700} fz="lg">
              {name}
            </Text>
            <Text size="sm">
              <AnchorLink to="/employer/candidates/$candidateId" params={{ candidateId: candidate.id }}>
                {t('candidateSearch.card.title', { userNo: candidate.userNo })}
              </AnchorLink>
              {' · '}
              {t('companyOffers.card.recruitment', { title: application.recruitment.title })}
            </Text>
            <Text size="sm" c="dimmed">
              {application.withdrawnAt
                ? t('companyApplications.withdrawnOn', { date: formatDate(application.withdrawnAt, locale) })
                : t('companyApplications.appliedOn', { date: formatDate(application.appliedAt, locale) })}
            </Text>
          </Stack>
          <Badge color={STATUS_COLORS[application.status]} variant="light" tt="none" size="lg">
            {t(`companyApplications.statuses.${application.status}`)}
          </Badge>
        </Group>
        {candidate.firstName !== null && <ApplicantContact candidateId={candidate.id} />}
        {application.status === 'PENDING' && (
          <DecisionButtons application={application} name={name} onDecided={onDecided} />
        )}
      </Stack>
    </Paper>
  );
}
