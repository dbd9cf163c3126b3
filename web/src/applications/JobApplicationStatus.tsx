import type { CandidateJob } from '@jobmatch/contract';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format.ts';
import { useLocale } from '../i18n/index.ts';
import { AnchorLink } from '../shell/links.tsx';
import { ApplicationStatusBadge } from './application-status.tsx';
import { useApplicationWithdrawal } from './use-application-withdrawal.tsx';

/**
 * On a job's page: the caller's latest application to it, what its status means, and withdrawal
 * while it is PENDING. After a withdrawal the page offers to apply again (JobDetailScreen).
 */
export function JobApplicationStatus({
  job,
  application,
}: {
  job: CandidateJob;
  application: NonNullable<CandidateJob['application']>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const withdrawal = useApplicationWithdrawal({
    applicationId: application.id,
    jobId: job.id,
    canWithdraw: application.status === 'PENDING',
    jobTitle: job.title,
    company: job.company.name,
  });
  const date = formatDate(
    application.status === 'PENDING' ? application.createdAt : (application.withdrawnAt ?? application.updatedAt),
    locale,
  );

  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" component="section" aria-label={t('applications.onJob.label')}>
      <Stack gap="xs">
        <Group gap="xs" align="center">
          <ApplicationStatusBadge status={application.status} />
          <Text size="sm" flex="1 1 220px">
            {t(`applications.onJob.${application.status}`, { date, company: job.company.name })}
          </Text>
        </Group>
        <Group gap="sm">
          {withdrawal.button}
          <AnchorLink to="/applications" size="sm">
            {t('applications.onJob.seeAll')}
          </AnchorLink>
        </Group>
        {withdrawal.feedback}
      </Stack>
      {withdrawal.dialog}
    </Paper>
  );
}
