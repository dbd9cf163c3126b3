import { type CandidateProfile, candidateProfileUpdateBody, Proficiency } from '@jobmatch/contract';
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { tsr } from '../../api.ts';
import { useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { useLocale } from '../../i18n/index.ts';
import { nameIn } from '../../reference/text.ts';
import { nullableText } from '../inputs.ts';
import { useLanguages } from '../reference-options.tsx';
import { AddButton, ListEntry, SectionForm } from '../SectionForm.tsx';
import { useProfileSaved } from '../use-profile.ts';

type LanguageSkillInput = NonNullable<z.input<typeof candidateProfileUpdateBody>['languageSkills']>[number];

/** The languages the candidate speaks, how well, and their certificates (TOEIC, JLPT, …) with scores. */
export function LanguagesSection({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const languages = useLanguages(locale);
  const form = useContractForm(candidateProfileUpdateBody, {
    languageSkills: profile.languageSkills.map((skill) => ({
      languageId: skill.languageId,
      communication: skill.communication,
      reading: skill.reading,
      writing: skill.writing,
      certifications: skill.certifications.map(({ certificationId, score }) => ({ certificationId, score })),
    })),
  });
  const serverErrors = useServerErrors(form);
  const saved = useProfileSaved();
  const save = tsr.candidate.profile.update.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: saved,
  });
  const skills: LanguageSkillInput[] = form.getValues().languageSkills ?? [];
  const levels = Proficiency.options.map((level) => ({ value: level, label: t(`profile.proficiency.${level}`) }));
  const languageOptions = languages.map((language) => ({
    value: language.id,
    label: nameIn(language.localized, locale),
  }));

  return (
    <SectionForm
      onSubmit={form.onSubmit(({ languageSkills }) => save.mutate({ body: { languageSkills } }))}
      pending={save.isPending}
      saved={save.isSuccess}
      error={serverErrors.formError}
    >
      {skills.length === 0 && <Text c="dimmed">{t('profile.languages.empty')}</Text>}
      {skills.map((skill, index) => {
        const path = `languageSkills.${index}`;
        const language = languages.find((item) => item.id === skill.languageId);
        const certificateOptions = (language?.certifications ?? []).map((certificate) => ({
          value: certificate.id,
          label: certificate.name,
        }));
        const legend = language
          ? nameIn(language.localized, locale)
          : t('profile.languages.entry', { number: index + 1 });
        return (
          <ListEntry
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id until saved; their order is their identity
            key={index}
            legend={legend}
            onRemove={() => form.removeListItem('languageSkills', index)}
          >
            <Select
              label={t('profile.languages.language')}
              data={languageOptions}
              searchable
              required
              nothingFoundMessage={t('profile.nothingFound')}
              {...form.getInputProps(`${path}.languageId`)}
              onChange={(value) => {
                form.setFieldValue(`${path}.languageId` as never, value as never);
                // Certificates belong to one language.
                form.setFieldValue(`${path}.certifications` as never, [] as never);
              }}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {(['communication', 'reading', 'writing'] as const).map((aspect) => (
                <Select
                  key={aspect}
                  label={t(`profile.languages.${aspect}`)}
                  data={levels}
                  allowDeselect={false}
                  {...form.getInputProps(`${path}.${aspect}`)}
                />
              ))}
            </SimpleGrid>
            <Stack gap="xs">
              {(skill.certifications ?? []).map((_, certificateIndex) => (
                <Group
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  key={certificateIndex}
                  align="flex-end"
                  wrap="wrap"
                  gap="sm"
                >
                  <Select
                    label={t('profile.languages.certificate')}
                    data={certificateOptions}
                    required
                    flex="1 1 200px"
                    {...form.getInputProps(`${path}.certifications.${certificateIndex}.certificationId`)}
                  />
                  <TextInput
                    label={t('profile.languages.score')}
                    flex="1 1 120px"
                    {...nullableText(form, `${path}.certifications.${certificateIndex}.score`)}
                  />
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() => form.removeListItem(`${path}.certifications` as never, certificateIndex)}
                  >
                    {t('profile.languages.removeCertificate')}
                  </Button>
                </Group>
              ))}
              {certificateOptions.length > 0 && (
                <Group>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconPlus size={14} aria-hidden="true" />}
                    onClick={() =>
                      form.insertListItem(`${path}.certifications` as never, { certificationId: '', score: null })
                    }
                  >
                    {t('profile.languages.addCertificate')}
                  </Button>
                </Group>
              )}
            </Stack>
          </ListEntry>
        );
      })}
      <AddButton
        onClick={() =>
          form.insertListItem('languageSkills', {
            languageId: '',
            communication: 'INTERMEDIATE',
            reading: 'INTERMEDIATE',
            writing: 'INTERMEDIATE',
            certifications: [],
          })
        }
      >
        {t('profile.languages.add')}
      </AddButton>
    </SectionForm>
  );
}
