import type { RecruitmentListItem, RecruitmentStats, RecruitmentStatus } from '@jobmatch/contract';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';
import { AnchorLink } from '../../shell/links.tsx';

const STATUS_COLORS: Record<RecruitmentStatus, string> = {
  DRAFT: 'gray',
  ACTIVE: 'green',
  PAUSED: 'yellow',
  CLOSED: 'red',
};

export function RecruitmentStatusBadge({ status }: { status: RecruitmentStatus }) {
  const { t } = useTranslation();
  return (
    // Beside a long title the title wraps; the status is never cut to "Publis…".
    <Badge color={STATUS_COLORS[status]} variant="light" tt="none" size="lg" style={{ flexShrink: 0 }}>
      {t(`recruitments.status.${status}`)}
    </Badge>
  );
}

/** The order of a recruitment's stats: the funnel from offers sent to offers accepted, then applications. */
export const STAT_NAMES = ['sent', 'opened', 'viewed', 'applications', 'interested'] as const;

/** A recruitment's counts as one line of "label value" pairs. */
export function RecruitmentStatsLine({ stats }: { stats: RecruitmentStats }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Group component="dl" gap="lg" m={0} style={{ rowGap: 4 }}>
      {STAT_NAMES.map((name) => (
        <Group key={name} gap={6} wrap="nowrap">
          <Text component="dt" size="sm" c="dimmed">
            {t(`recruitments.stats.${name}`)}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0}>
            {formatNumber(stats[name], locale)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

/** A recruitment's title, linking to it, with its status beside it. */
export function RecruitmentHeading({ recruitment }: { recruitment: RecruitmentListItem }) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
      <AnchorLink
        to="/employer/recruitments/$recruitmentId"
        params={{ recruitmentId: recruitment.id }}
        fw={600}
        size="lg"
        style={{ overflowWrap: 'anywhere' }}
      >
        {recruitment.title}
      </AnchorLink>
      <RecruitmentStatusBadge status={recruitment.status} />
    </Group>
  );
}
