import type { CandidateProfileView } from '@jobmatch/contract';
import { Alert, Avatar, Badge, Card, EmptyState, Group, Stack, Text } from '@mantine/core';
import { IconEyeOff, IconInfoCircle, IconLockOpen } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../api.ts';
import { PagedList } from '../components/PagedList.tsx';
import { formatDateTime, initialsOf, totalCount } from '../format.ts';
import { useLocale } from '../i18n/index.ts';
import { Page } from '../shell/Page.tsx';
import classes from './profile-views.module.css';

const route = getRouteApi('/candidate/profile/views');

const PAGE_SIZE = 20;

/** Which companies opened the candidate's profile, newest first, and whether they saw the contact details. */
export function ProfileViewsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { page } = route.useSearch();
  const navigate = route.useNavigate();
  const query = { page, pageSize: PAGE_SIZE };
  const views = tsr.candidate.profileViews.list.useQuery({
    queryKey: queryKeys.profileViews(page),
    queryData: { query },
    placeholderData: keepPreviousData,
  });
  const result = views.data?.body.result;

  return (
    <Page title={t('profileViews.title')} intro={t('profileViews.intro')}>
      <Alert
        variant="light"
        color="indigo"
        icon={<IconInfoCircle size={20} aria-hidden="true" />}
        className={classes.explanation}
      >
        {t('profileViews.contactExplained')}
      </Alert>
      {result && result.pagination.total > 0 && (
        <Text fw={600}>{t('profileViews.count', totalCount(result.pagination, locale))}</Text>
      )}
      <PagedList
        query={views}
        items={result?.profileViews}
        totalPages={result?.pagination.totalPages}
        page={page}
        onPageChange={(next) => void navigate({ search: { page: next } })}
        paginationLabel={t('profileViews.pagination')}
        itemKey={(view) => view.id}
        renderItem={(view) => <ProfileView view={view} />}
        empty={<EmptyState title={t('profileViews.emptyTitle')} description={t('profileViews.emptyHint')} />}
        loading={{ rows: 4, height: 72 }}
      />
    </Page>
  );
}

function ProfileView({ view }: { view: CandidateProfileView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { company } = view;
  const logo = company.logo && /^https?:\/\//.test(company.logo) ? company.logo : null;
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0} className={classes.company}>
          <Avatar src={logo} alt="" radius="sm" color="indigo">
            {initialsOf(company.name, 1)}
          </Avatar>
          <Stack gap={0} miw={0}>
            <Text fw={600} className={classes.wrap}>
              {company.name}
            </Text>
            <Text size="sm" c="dimmed">
              <time dateTime={view.viewedAt}>
                {t('profileViews.viewedAt', { date: formatDateTime(view.viewedAt, locale) })}
              </time>
            </Text>
          </Stack>
        </Group>
        {view.contactUnlocked ? (
          <Badge
            color="green"
            variant="light"
            tt="none"
            size="lg"
            leftSection={<IconLockOpen size={14} aria-hidden="true" />}
          >
            {t('profileViews.contactUnlocked')}
          </Badge>
        ) : (
          <Badge
            color="gray"
            variant="light"
            tt="none"
            size="lg"
            leftSection={<IconEyeOff size={14} aria-hidden="true" />}
          >
            {t('profileViews.anonymous')}
          </Badge>
        )}
      </Group>
    </Card>
  );
}
