import type { CandidateSearchItem } from '@jobmatch/contract';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconMapPin, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';
import { nameIn } from '../../reference/text.ts';
import { AnchorLink } from '../../shell/links.tsx';
import { ageOf, placeOf } from './candidate-facts.ts';

/** One search result: what the API gives of an anonymous candidate, never a name or contact. */
export function CandidateCard({ candidate }: { candidate: CandidateSearchItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const history = candidate.recentHistory;
  return (
    <Paper withBorder radius="lg" p="md" component="article">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <AnchorLink to="/employer/candidates/$candidateId" params={{ candidateId: candidate.id }} fw={700} fz="lg">
            {t('candidateSearch.card.title', { userNo: candidate.userNo })}
          </AnchorLink>
          <Badge variant="light" color="gray" tt="none">
            {t(`candidateSearch.employmentStatus.${candidate.employmentStatus}`)}
          </Badge>
        </Group>
        <Group gap="lg" style={{ rowGap: 4 }}>
          <Fact icon={<IconUser size={16} aria-hidden="true" />}>
            {candidate.dateOfBirth
              ? t('candidateSearch.card.age', { count: ageOf(candidate.dateOfBirth) })
              : t('candidateSearch.card.ageUnknown')}
          </Fact>
          <Fact icon={<IconMapPin size={16} aria-hidden="true" />}>
            {candidate.location ? placeOf(candidate.location, locale) : t('candidateSearch.card.placeUnknown')}
          </Fact>
        </Group>
        {history ? (
          <Fact icon={<IconBriefcase size={16} aria-hidden="true" />}>
            {t(history.isCurrent ? 'candidateSearch.card.currentJob' : 'candidateSearch.card.lastJob', {
              occupation: nameIn(history.occupation.localized, locale),
              industry: nameIn(history.industry.localized, locale),
              count: history.years,
            })}
            {' · '}
            {history.companyName ?? t('candidateSearch.card.companyHidden')}
          </Fact>
        ) : (
          <Text size="sm" c="dimmed">
            {t('candidateSearch.card.noHistory')}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t(`candidateSearch.jobChangeCount.${candidate.jobChangeCount}`)}
          {candidate.lastLoginAt &&
            ` · ${t('candidateSearch.card.lastActive', { date: formatDate(candidate.lastLoginAt, locale) })}`}
        </Text>
      </Stack>
    </Paper>
  );
}

function Fact({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text c="dimmed" lh={1} mt={3} component="span">
        {icon}
      </Text>
      <Text size="sm">{children}</Text>
    </Group>
  );
}
