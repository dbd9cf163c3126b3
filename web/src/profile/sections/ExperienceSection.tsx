import { type CandidateProfile, candidateExperienceUpdateBody, ExperienceType } from '@jobmatch/contract';
import { NumberInput, Select, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { useLocale } from '../../i18n/index.ts';
import { nullableNumber } from '../inputs.ts';
import { useIndustryChoices, useOccupationChoices } from '../reference-options.tsx';
import { AddButton, ListEntry, SectionForm } from '../SectionForm.tsx';
import { useProfileSaved } from '../use-profile.ts';

/** Years of experience per industry and per occupation, picked from the reference trees. */
export function ExperienceSection({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const industries = useIndustryChoices(locale);
  const occupations = useOccupationChoices(locale);
  const form = useContractForm(candidateExperienceUpdateBody, {
    experiences: profile.experiences.map(({ experienceType, entityId, yearOfExperience }) => ({
      experienceType,
      entityId,
      yearOfExperience,
    })),
  });
  const serverErrors = useServerErrors(form);
  const saved = useProfileSaved();
  const save = tsr.candidate.profile.updateExperience.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: saved,
  });
  const { experiences } = form.getValues();

  return (
    <SectionForm
      onSubmit={form.onSubmit((body) => save.mutate({ body }))}
      pending={save.isPending}
      saved={save.isSuccess}
      error={serverErrors.formError}
    >
      {experiences.length === 0 && <Text c="dimmed">{t('profile.experience.empty')}</Text>}
      {experiences.map((experience, index) => (
        <ListEntry
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id until saved; their order is their identity
          key={index}
          legend={t('profile.experience.entry', { number: index + 1 })}
          onRemove={() => form.removeListItem('experiences', index)}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('profile.experience.type')}
              data={ExperienceType.options.map((type) => ({ value: type, label: t(`profile.experienceType.${type}`) }))}
              allowDeselect={false}
              {...form.getInputProps(`experiences.${index}.experienceType`)}
              onChange={(value) => {
                form.setFieldValue(`experiences.${index}.experienceType`, value as 'INDUSTRY' | 'OCCUPATION');
                form.setFieldValue(`experiences.${index}.entityId`, '');
              }}
            />
            <NumberInput
              label={t('profile.years')}
              min={0}
              allowDecimal={false}
              {...nullableNumber(form, `experiences.${index}.yearOfExperience`)}
            />
          </SimpleGrid>
          <Select
            label={
              experience.experienceType === 'INDUSTRY'
                ? t('profile.experience.industry')
                : t('profile.experience.occupation')
            }
            {...(experience.experienceType === 'INDUSTRY' ? { data: industries } : occupations)}
            searchable
            required
            nothingFoundMessage={t('profile.nothingFound')}
            {...form.getInputProps(`experiences.${index}.entityId`)}
          />
        </ListEntry>
      ))}
      <AddButton
        onClick={() =>
          form.insertListItem('experiences', { experienceType: 'INDUSTRY', entityId: '', yearOfExperience: null })
        }
      >
        {t('profile.experience.add')}
      </AddButton>
    </SectionForm>
  );
}
