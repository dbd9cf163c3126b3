import type { Contract, Recruiter } from '@jobmatch/contract';
import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { DataResponse } from '@ts-rest/react-query/v5';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { FailedRead, LoadingRows } from '../../components/QueryStates.tsx';
import { formatDate } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';
import { queryKeys } from '../../query-client.ts';
import { isCompanyAdmin, useSession } from '../../session/session.ts';
import { Page } from '../../shell/Page.tsx';
import {
  BackToRecruiters,
  DetailList,
  RecruiterAvatar,
  RecruiterRoleBadge,
  RecruiterStatusBadge,
} from './organization-parts.tsx';
import { RecruiterStatusChange } from './RecruiterStatusChange.tsx';

const route = getRouteApi('/employer/employer/recruiters/$recruiterId');

type RecruiterResponse = DataResponse<Contract['company']['organization']['getRecruiter']>;

export function RecruiterScreen() {
  const { t } = useTranslation();
  const { recruiterId } = route.useParams();
  const query = tsr.company.organization.getRecruiter.useQuery({
    queryKey: queryKeys.recruiter(recruiterId),
    queryData: { params: { recruiterId } },
  });
  const recruiter = query.data?.body.result.recruiter;
  const back = <BackToRecruiters />;

  if (query.isPending) return <LoadingRows rows={4} />;
  if (query.isError || !recruiter) {
    return (
      <Page title={t('recruiters.detailTitle')}>
        <FailedRead
          error={query.error}
          onRetry={() => void query.refetch()}
          notFound={
            <Alert color="yellow" variant="light">
              {t('recruiters.notFound')}
            </Alert>
          }
        />
        {back}
      </Page>
    );
  }
  return (
    <Page title={recruiter.name} actions={back}>
      <RecruiterDetails recruiter={recruiter} />
    </Page>
  );
}

function RecruiterDetails({ recruiter }: { recruiter: Recruiter }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const queryClient = useQueryClient();
  const isSelf = session?.audience === 'employer' && session.user.recruiterId === recruiter.id;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="sm" align="center">
          <RecruiterAvatar name={recruiter.name} size="lg" />
          <RecruiterRoleBadge role={recruiter.role} />
          <RecruiterStatusBadge status={recruiter.status} />
          {isSelf && (
            <Text size="sm" c="dimmed">
              {t('recruiters.thisIsYou')}
            </Text>
          )}
        </Group>
        <DetailList
          items={[
            { label: t('recruiters.email'), value: recruiter.email },
            { label: t('recruiters.phone'), value: recruiter.phoneNumber },
            { label: t('recruiters.position'), value: recruiter.position },
            { label: t('recruiters.profile'), value: recruiter.profile },
            { label: t('recruiters.joinedLabel'), value: formatDate(recruiter.createdAt, locale) },
          ]}
        />
        {isCompanyAdmin(session) && !isSelf && (
          <RecruiterStatusChange
            recruiter={recruiter}
            onChanged={(changed) => {
              queryClient.setQueryData<RecruiterResponse>(queryKeys.recruiter(recruiter.id), (old) =>
                old ? { ...old, body: { ...old.body, result: { recruiter: changed } } } : old,
              );
              void queryClient.invalidateQueries({ queryKey: ['company', 'organization', 'recruiters', 'list'] });
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
