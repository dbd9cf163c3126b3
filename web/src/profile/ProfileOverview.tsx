import type { CandidateProfile, Locale } from '@jobmatch/contract';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatBaht, formatDate } from '../format.ts';
import { useLocale } from '../i18n/index.ts';
import { nameIn } from '../reference/text.ts';
import { ButtonLink } from '../shell/links.tsx';
import classes from './profile.module.css';
import { PROFILE_SECTIONS, type ProfileSection } from './sections.ts';

const years = (value: number | null, t: TFunction) =>
  value === null ? null : t('profile.yearsCount', { count: value });
/** "Industries: A, B": a list with what it is, or nothing when it is empty. */
const listed = (label: string, items: string[]) => (items.length === 0 ? '' : `${label}: ${items.join(', ')}`);
const joined = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** What each section holds, as a few readable lines; none when it is still empty. */
function summaries(profile: CandidateProfile, t: TFunction, locale: Locale): Record<ProfileSection, string[]> {
  const { personal, address, jobPreferences: preferences } = profile;
  const names = (label: string, items: { entity: { localized: { en: string; th: string } } }[]) =>
    listed(
      label,
      items.map((item) => nameIn(item.entity.localized, locale)),
    );
  return {
    personal: [
      [personal.firstName, personal.lastName].filter(Boolean).join(' '),
      joined([
        personal.dateOfBirth && t('profile.overview.born', { date: formatDate(personal.dateOfBirth, locale) }),
        personal.gender && t(`profile.gender.${personal.gender}`),
        personal.phoneNumber,
      ]),
      joined([
        address.address,
        address.district && nameIn(address.district, locale),
        address.province && nameIn(address.province, locale),
        address.postalCode,
      ]),
    ].filter(Boolean),
    education: profile.educations.map((education) =>
      joined([education.institution, education.fieldOfStudy, t(`profile.educationLevel.${education.level}`)]),
    ),
    languages: profile.languageSkills.map((skill) =>
      joined([
        nameIn(skill.language.localized, locale),
        t(`profile.proficiency.${skill.communication}`),
        ...skill.certifications.map((certificate) => joined([certificate.name, certificate.score])),
      ]),
    ),
    skills: [
      listed(
        t('profile.skills.skillsTitle'),
        profile.skills.map((skill) => skill.name),
      ),
      listed(
        t('profile.skills.qualificationsTitle'),
        profile.qualifications.map((qualification) => qualification.name),
      ),
    ].filter(Boolean),
    experience: profile.experiences.map((experience) =>
      joined([nameIn(experience.entity.localized, locale), years(experience.yearOfExperience, t)]),
    ),
    workHistory: profile.workHistories.map((job) =>
      joined([
        job.companyName,
        nameIn(job.occupation.localized, locale),
        job.isCurrent ? t('profile.overview.current') : null,
      ]),
    ),
    career: [
      joined([
        t(`profile.employmentStatus.${profile.career.employmentStatus}`),
        t('profile.overview.jobChanges', { times: t(`profile.jobChangeCount.${profile.career.jobChangeCount}`) }),
        profile.career.hasManagementExperience ? t('profile.overview.manager') : null,
      ]),
    ],
    preferences: preferences
      ? [
          t(`profile.jobSearchStatus.${preferences.jobSearchStatus}`),
          names(t('profile.preferences.industries'), preferences.industries),
          names(t('profile.preferences.locations'), preferences.locations),
          names(t('profile.preferences.occupations'), preferences.occupations),
          preferences.desiredAnnualSalary === null
            ? ''
            : t('profile.overview.desiredSalary', { amount: formatBaht(preferences.desiredAnnualSalary) }),
        ].filter(Boolean)
      : [],
    introduction: personal.selfIntroduction ? [personal.selfIntroduction] : [],
    email: [personal.email],
  };
}

/** Every section with what it holds and a way into its form. */
export function ProfileOverview({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lines = summaries(profile, t, locale);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {PROFILE_SECTIONS.map((section) => (
        <Card
          key={section}
          withBorder
          radius="lg"
          padding="lg"
          component="section"
          aria-labelledby={`profile-section-${section}`}
        >
          <Stack gap="xs" h="100%">
            <Title id={`profile-section-${section}`} order={2} size="h4">
              {t(`profile.sections.${section}.title`)}
            </Title>
            {lines[section].length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('profile.overview.empty')}
              </Text>
            ) : (
              <Stack gap={2} className={classes.summary}>
                {lines[section].map((line) => (
                  <Text key={line} size="sm" lineClamp={section === 'introduction' ? 3 : 2}>
                    {line}
                  </Text>
                ))}
              </Stack>
            )}
            <Group mt="auto" pt="xs">
              <ButtonLink
                to="/profile"
                search={{ section }}
                variant="light"
                size="sm"
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                aria-label={t('profile.editSection', { section: t(`profile.sections.${section}.title`) })}
              >
                {t('profile.edit')}
              </ButtonLink>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
