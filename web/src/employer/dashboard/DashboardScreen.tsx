import type { RecruitmentListItem } from '@jobmatch/contract';
import { Card, EmptyState, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../../api.ts';
import { ErrorState, LoadingRows } from '../../components/QueryStates.tsx';
import { formatDate, totalCount } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';
import { ButtonLink } from '../../shell/links.tsx';
import { Page } from '../../shell/Page.tsx';
import { RecruitmentHeading } from '../recruitments/recruitment-status.tsx';

// The chart library loads with the first chart, not with the employer area.
const FunnelChart = lazy(() => import('./FunnelChart.tsx').then((module) => ({ default: module.FunnelChart })));

/** The most recently changed recruitments the dashboard charts; the list screen has them all. */
const DASHBOARD_QUERY = { page: 1, pageSize: 12 };

/** The company's recruitments at a glance: status, dates and the funnel of each. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const recruitments = tsr.company.recruitments.list.useQuery({
    queryKey: queryKeys.recruitments(DASHBOARD_QUERY),
    queryData: { query: DASHBOARD_QUERY },
  });
  const result = recruitments.data?.body.result;

  return (
    <Page
      title={t('dashboard.title')}
      intro={t('dashboard.intro')}
      actions={
        result && result.recruitments.length > 0 ? (
          <Group mt="sm" gap="sm">
            <ButtonLink to="/employer/recruitments/new" leftSection={<IconPlus size={18} aria-hidden="true" />}>
              {t('recruitments.create')}
            </ButtonLink>
            <ButtonLink to="/employer/recruitments" variant="default">
              {t('dashboard.allRecruitments', totalCount(result.pagination, locale))}
            </ButtonLink>
          </Group>
        ) : undefined
      }
    >
      {recruitments.isPending ? (
        <LoadingRows rows={2} height={220} />
      ) : recruitments.isError ? (
        <ErrorState error={recruitments.error} onRetry={() => void recruitments.refetch()} />
      ) : result && result.recruitments.length > 0 ? (
        <SimpleGrid component="ul" cols={{ base: 1, lg: 2 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {result.recruitments.map((recruitment) => (
            <RecruitmentPanel key={recruitment.id} recruitment={recruitment} />
          ))}
        </SimpleGrid>
      ) : (
        <Card withBorder radius="lg" padding="xl">
          <EmptyState title={t('dashboard.emptyTitle')} description={t('dashboard.emptyHint')}>
            <EmptyState.Actions>
              <ButtonLink to="/employer/recruitments/new" leftSection={<IconPlus size={18} aria-hidden="true" />}>
                {t('dashboard.createFirst')}
              </ButtonLink>
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      )}
    </Page>
  );
}

function RecruitmentPanel({ recruitment }: { recruitment: RecruitmentListItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card component="li" withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <RecruitmentHeading recruitment={recruitment} />
        <Text size="sm" c="dimmed">
          {recruitment.postedAt
            ? t('recruitments.postedOn', { date: formatDate(recruitment.postedAt, locale) })
            : t('recruitments.createdOn', { date: formatDate(recruitment.createdAt, locale) })}
        </Text>
        <Suspense fallback={<Skeleton height={150} radius="sm" />}>
          <FunnelChart stats={recruitment.stats} title={recruitment.title} />
        </Suspense>
      </Stack>
    </Card>
  );
}
