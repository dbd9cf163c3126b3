import type { TalentPoolMember } from '@jobmatch/contract';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconMapPin, IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';
import { nameIn } from '../../reference/text.ts';
import { AnchorLink } from '../../shell/links.tsx';
import { RowActionButton } from '../components/RowActionButton.tsx';
import classes from './talent-pools.module.css';

/** Full years between a date of birth and today in Bangkok (the server counts ages the same way). */
export function ageOn(dateOfBirth: string, today = new Date()): number {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' })
    .format(today)
    .split('-')
    .map(Number) as [number, number, number];
  const [birthYear, birthMonth, birthDay] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

/**
 * One member of a pool as the search shows candidates: anonymous (a number, never a name),
 * with where this company stands with them (their latest application and offer).
 */
export function MemberCard({ member, onRemove }: { member: TalentPoolMember; onRemove: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { candidate } = member;
  const history = candidate.recentHistory;
  const facts = [
    candidate.dateOfBirth && t('talentPools.member.age', { count: ageOn(candidate.dateOfBirth) }),
    t(`talentPools.member.employmentStatus.${candidate.employmentStatus}`),
    t(`talentPools.member.jobChanges.${candidate.jobChangeCount}`),
  ].filter(Boolean);
  const label = t('talentPools.member.name', { number: candidate.userNo });

  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <AnchorLink
            to="/employer/candidates/$candidateId"
            params={{ candidateId: member.candidateId }}
            fw={600}
            size="lg"
          >
            {label}
          </AnchorLink>
          <Group gap={6}>
            {member.applicationStatus && (
              <Badge variant="light" color="green" tt="none">
                {t(`talentPools.member.applicationStatus.${member.applicationStatus}`)}
              </Badge>
            )}
            {member.offerStatus && (
              <Badge variant="light" color="indigo" tt="none">
                {t(`talentPools.member.offerStatus.${member.offerStatus}`)}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">{facts.join(' · ')}</Text>
        {history && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconBriefcase size={16} aria-hidden="true" className={classes.icon} />
            <Text size="sm" className={classes.name}>
              {t(history.isCurrent ? 'talentPools.member.historyCurrent' : 'talentPools.member.historyPast', {
                occupation: nameIn(history.occupation.localized, locale),
                industry: nameIn(history.industry.localized, locale),
                count: history.years,
              })}
            </Text>
          </Group>
        )}
        {candidate.location && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} aria-hidden="true" className={classes.icon} />
            <Text size="sm">
              {nameIn(candidate.location.district, locale)}, {nameIn(candidate.location.province, locale)}
            </Text>
          </Group>
        )}
        <Group justify="space-between" align="center" gap="sm">
          <Text size="sm" c="dimmed">
            {[
              t('talentPools.member.addedOn', { date: formatDate(member.addedAt, locale) }),
              candidate.lastLoginAt &&
                t('talentPools.member.lastActive', { date: formatDate(candidate.lastLoginAt, locale) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <RowActionButton
            icon={IconUserMinus}
            danger
            onClick={onRemove}
            label={t('talentPools.member.removeLabel', { name: label })}
          >
            {t('talentPools.member.remove')}
          </RowActionButton>
        </Group>
      </Stack>
    </Card>
  );
}
