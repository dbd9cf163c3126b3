import type { CandidateJobSummary } from '@jobmatch/contract';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconBuilding, IconCash, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format.ts';
import { useLocale } from '../i18n/index.ts';
import { AnchorLink } from '../shell/links.tsx';
import { locationText, salaryText } from './job-text.ts';
import classes from './jobs.module.css';

/**
 * What the card shows: a search result (`CandidateJobSummary`) as it is, or any posting with its
 * company (a saved job, which has no `hasSaved`).
 */
type CardJob = Pick<
  CandidateJobSummary,
  | 'id'
  | 'title'
  | 'summary'
  | 'employmentType'
  | 'estimatedSalaryMin'
  | 'estimatedSalaryMax'
  | 'salaryExpectation'
  | 'location'
  | 'postedAt'
> & { company: Pick<CandidateJobSummary['company'], 'name'>; hasApplied?: boolean; hasSaved?: boolean };

/** One posting in a list: its title (the link to it), company, place, salary and dates. */
export function JobCard({ job, extra }: { job: CardJob; extra?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const place = locationText(job, locale);
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card} component="article">
      {/* Fills the card, so that cards side by side keep their last line at the same height. */}
      <Stack gap="xs" flex={1}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <AnchorLink to="/jobs/$jobId" params={{ jobId: job.id }} className={classes.cardTitle} fw={600} size="lg">
            {job.title}
          </AnchorLink>
          <Group gap={6} wrap="nowrap">
            {job.hasApplied && (
              <Badge color="green" variant="light">
                {t('jobs.card.applied')}
              </Badge>
            )}
            {job.hasSaved && !job.hasApplied && (
              <Badge color="indigo" variant="light">
                {t('jobs.card.saved')}
              </Badge>
            )}
          </Group>
        </Group>
        <Group gap="lg" c="dimmed" style={{ rowGap: 4 }}>
          <Meta icon={<IconBuilding size={16} aria-hidden="true" />}>{job.company.name}</Meta>
          {place && <Meta icon={<IconMapPin size={16} aria-hidden="true" />}>{place}</Meta>}
          <Meta icon={<IconCash size={16} aria-hidden="true" />}>{salaryText(job, t)}</Meta>
        </Group>
        {job.summary && (
          <Text size="sm" lineClamp={2}>
            {job.summary}
          </Text>
        )}
        <Group gap="sm" justify="space-between" mt="auto">
          <Badge variant="outline" color="gray">
            {t(`jobs.employmentType.${job.employmentType}`)}
          </Badge>
          {job.postedAt && (
            <Text size="xs" c="dimmed">
              {t('jobs.card.posted', { date: formatDate(job.postedAt, locale) })}
            </Text>
          )}
        </Group>
        {extra}
      </Stack>
    </Card>
  );
}

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" className={classes.meta}>
      {icon}
      <Text size="sm" span>
        {children}
      </Text>
    </Group>
  );
}
