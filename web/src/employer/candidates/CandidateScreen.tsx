import type { Locale, ScoutedCandidate } from '@jobmatch/contract';
import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../../api.ts';
import { FailedRead, LoadingRows } from '../../components/QueryStates.tsx';
import { formatBaht, formatDate } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';
import { nameIn } from '../../reference/text.ts';
import { AnchorLink, ButtonLink } from '../../shell/links.tsx';
import { Page } from '../../shell/Page.tsx';
import { AddToPoolButton } from './AddToPoolButton.tsx';
import { ContactDetails } from './ContactDetails.tsx';
import { ageOf, placeOf } from './candidate-facts.ts';

const route = getRouteApi('/employer/employer/candidates/$candidateId');

/**
 * A candidate's profile as the company may see it: anonymous (a number) until the candidate
 * accepts one of its offers, then with the contact details. From here: a talent pool, an offer.
 */
export function CandidateScreen() {
  const { t } = useTranslation();
  const { candidateId } = route.useParams();
  const candidate = tsr.company.candidates.get.useQuery({
    queryKey: queryKeys.companyCandidate(candidateId),
    queryData: { params: { candidateId } },
  });
  const profile = candidate.data?.body.result.candidate;
  const title = profile
    ? t('candidateSearch.card.title', { userNo: profile.userNo })
    : t('candidateSearch.detail.title');
  return (
    <Page title={title} intro={<AnchorLink to="/employer/candidates">{t('candidateSearch.detail.back')}</AnchorLink>}>
      {candidate.isPending ? (
        <LoadingRows rows={6} height={60} />
      ) : candidate.isError ? (
        <FailedRead
          error={candidate.error}
          onRetry={() => void candidate.refetch()}
          notFound={<Text>{t('candidateSearch.detail.notFound')}</Text>}
        />
      ) : (
        profile && <Profile candidate={profile} />
      )}
    </Page>
  );
}

function Profile({ candidate }: { candidate: ScoutedCandidate }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="wrap">
        <ButtonLink
          to="/employer/offers/new"
          search={{ candidateId: candidate.id }}
          leftSection={<IconSend size={18} aria-hidden="true" />}
        >
          {t('candidateSearch.detail.sendOffer')}
        </ButtonLink>
        <AddToPoolButton candidateId={candidate.id} userNo={candidate.userNo} />
      </Group>
      <ContactDetails contact={candidate.contact} />
      <Section title={t('candidateSearch.detail.about')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
          {facts(candidate, t, locale).map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {candidate.selfIntroduction && (
          <Text mt="md" style={{ whiteSpace: 'pre-line' }}>
            {candidate.selfIntroduction}
          </Text>
        )}
      </Section>
      <Section title={t('candidateSearch.detail.workHistory')} empty={candidate.workHistories.length === 0}>
        <Stack gap="sm">
          {candidate.workHistories.map((job) => (
            <div key={job.id}>
              <Text fw={600}>
                {nameIn(job.occupation.localized, locale)} · {nameIn(job.industry.localized, locale)}
              </Text>
              <Text size="sm" c="dimmed">
                {[
                  job.companyName ?? t('candidateSearch.card.companyHidden'),
                  t(`jobs.employmentType.${job.employmentType}`),
                  period(job.startDate, job.isCurrent ? null : job.endDate, t, locale),
                ].join(' · ')}
              </Text>
              {job.jobDetail && <Text size="sm">{job.jobDetail}</Text>}
            </div>
          ))}
        </Stack>
      </Section>
      <Section title={t('candidateSearch.detail.education')} empty={candidate.educations.length === 0}>
        <Stack gap="sm">
          {candidate.educations.map((education) => (
            <div key={education.id}>
              <Text fw={600}>
                {t(`jobs.educationLevel.${education.level}`)} · {education.fieldOfStudy}
              </Text>
              <Text size="sm" c="dimmed">
                {[
                  education.institution,
                  t(`candidateSearch.graduation.${education.status}`),
                  period(education.startDate, education.endDate, t, locale),
                ].join(' · ')}
              </Text>
            </div>
          ))}
        </Stack>
      </Section>
      <Section title={t('candidateSearch.detail.languages')} empty={candidate.languageSkills.length === 0}>
        <List spacing={4}>
          {candidate.languageSkills.map((skill) => (
            <List.Item key={skill.id}>
              <Text span fw={600}>
                {nameIn(skill.language.localized, locale)}
              </Text>
              {': '}
              {t('candidateSearch.detail.languageLevels', {
                communication: t(`candidateSearch.proficiency.${skill.communication}`),
                reading: t(`candidateSearch.proficiency.${skill.reading}`),
                writing: t(`candidateSearch.proficiency.${skill.writing}`),
              })}
              {skill.certifications.map((certificate) => (
                <Badge key={certificate.id} variant="light" ml={6} tt="none">
                  {certificate.score ? `${certificate.name} ${certificate.score}` : certificate.name}
                </Badge>
              ))}
            </List.Item>
          ))}
        </List>
      </Section>
      <Section
        title={t('candidateSearch.detail.skills')}
        empty={candidate.skills.length + candidate.qualifications.length === 0}
      >
        <Group gap={6}>
          {candidate.skills.map((skill) => (
            <Badge key={skill.id} variant="light" color={skill.type === 'IT' ? 'blue' : 'teal'} tt="none">
              {skill.yearOfExperience === null
                ? skill.name
                : t('candidateSearch.detail.skillYears', { name: skill.name, count: skill.yearOfExperience })}
            </Badge>
          ))}
          {candidate.qualifications.map((qualification) => (
            <Badge key={qualification.id} variant="outline" color="gray" tt="none">
              {qualification.name}
            </Badge>
          ))}
        </Group>
      </Section>
      <Section
        title={t('candidateSearch.detail.wishes')}
        empty={!candidate.jobPreferences && candidate.preferences.length === 0}
      >
        <Stack gap={4}>
          {candidate.jobPreferences && (
            <>
              <Text>
                {t(`candidateSearch.jobSearchStatus.${candidate.jobPreferences.jobSearchStatus}`)}
                {' · '}
                {t(`candidateSearch.relocation.${candidate.jobPreferences.relocationPreference}`)}
              </Text>
              {candidate.jobPreferences.desiredAnnualSalary !== null && (
                <Text>
                  {t('candidateSearch.detail.desiredSalary', {
                    amount: formatBaht(candidate.jobPreferences.desiredAnnualSalary),
                  })}
                </Text>
              )}
            </>
          )}
          {(['INDUSTRY', 'OCCUPATION', 'PROVINCE'] as const).map((type) => {
            const names = candidate.preferences
              .filter((preference) => preference.entityType === type && preference.entity)
              .map((preference) => (preference.entity ? nameIn(preference.entity.localized, locale) : ''));
            return names.length > 0 ? (
              <Text key={type}>
                {t(`candidateSearch.detail.preferred.${type}`)}: {names.join(', ')}
              </Text>
            ) : null;
          })}
        </Stack>
      </Section>
    </Stack>
  );
}

function facts(candidate: ScoutedCandidate, t: TFunction, locale: Locale): [string, string][] {
  const notGiven = t('candidateSearch.detail.notGiven');
  return [
    [
      t('candidateSearch.detail.age'),
      candidate.dateOfBirth ? t('candidateSearch.detail.years', { count: ageOf(candidate.dateOfBirth) }) : notGiven,
    ],
    [t('candidateSearch.detail.gender'), candidate.gender ? t(`candidateSearch.gender.${candidate.gender}`) : notGiven],
    [t('candidateSearch.detail.place'), candidate.location ? placeOf(candidate.location, locale) : notGiven],
    [t('candidateSearch.detail.employment'), t(`candidateSearch.employmentStatus.${candidate.employmentStatus}`)],
    [t('candidateSearch.detail.jobChanges'), t(`candidateSearch.jobChangeCount.${candidate.jobChangeCount}`)],
    [
      t('candidateSearch.detail.management'),
      t(candidate.hasManagementExperience ? 'candidateSearch.detail.yes' : 'candidateSearch.detail.no'),
    ],
    [
      t('candidateSearch.detail.lastActive'),
      candidate.lastLoginAt ? formatDate(candidate.lastLoginAt, locale) : notGiven,
    ],
  ];
}

function period(start: string, end: string | null, t: TFunction, locale: Locale): string {
  return t('candidateSearch.detail.period', {
    from: formatDate(start, locale),
    to: end ? formatDate(end, locale) : t('candidateSearch.detail.now'),
  });
}

function Section({ title, empty = false, children }: { title: string; empty?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {empty ? (
        <Text c="dimmed" size="sm">
          {t('candidateSearch.detail.nothingYet')}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}
