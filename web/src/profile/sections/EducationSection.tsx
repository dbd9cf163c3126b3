import {
  type CandidateProfile,
  candidateProfileUpdateBody,
  EducationLevel,
  GraduationStatus,
} from '@jobmatch/contract';
import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { tsr } from '../../api.ts';
import { useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { DateInput } from '../DateInput.tsx';
import { nullableText } from '../inputs.ts';
import { AddButton, ListEntry, SectionForm } from '../SectionForm.tsx';
import { useProfileSaved } from '../use-profile.ts';

type EducationInput = NonNullable<z.input<typeof candidateProfileUpdateBody>['educations']>[number];

const blankEducation: EducationInput = {
  institution: '',
  fieldOfStudy: '',
  level: 'BACHELOR',
  status: 'GRADUATED',
  startDate: '',
  endDate: null,
};

/** The schools and degrees: add, change and remove entries, then save the list. */
export function EducationSection({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const form = useContractForm(candidateProfileUpdateBody, {
    educations: profile.educations.map(({ institution, fieldOfStudy, level, status, startDate, endDate }) => ({
      institution,
      fieldOfStudy,
      level,
      status,
      startDate,
      endDate,
    })),
  });
  const serverErrors = useServerErrors(form);
  const saved = useProfileSaved();
  const save = tsr.candidate.profile.update.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: saved,
  });
  const educations = form.getValues().educations ?? [];

  return (
    <SectionForm
      onSubmit={form.onSubmit(({ educations }) => save.mutate({ body: { educations } }))}
      pending={save.isPending}
      saved={save.isSuccess}
      error={serverErrors.formError}
    >
      {educations.length === 0 && <Text c="dimmed">{t('profile.education.empty')}</Text>}
      {educations.map((education, index) => {
        const field = (name: keyof EducationInput) => `educations.${index}.${name}`;
        return (
          <ListEntry
            // Entries have no id until saved; the form's own order is their identity here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            legend={education.institution || t('profile.education.entry', { number: index + 1 })}
            onRemove={() => form.removeListItem('educations', index)}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('profile.education.institution')}
                required
                {...form.getInputProps(field('institution'))}
              />
              <TextInput
                label={t('profile.education.fieldOfStudy')}
                required
                {...form.getInputProps(field('fieldOfStudy'))}
              />
              <Select
                label={t('profile.education.level')}
                data={EducationLevel.options.map((level) => ({
                  value: level,
                  label: t(`profile.educationLevel.${level}`),
                }))}
                allowDeselect={false}
                {...form.getInputProps(field('level'))}
              />
              <Select
                label={t('profile.education.status')}
                data={GraduationStatus.options.map((status) => ({
                  value: status,
                  label: t(`profile.graduationStatus.${status}`),
                }))}
                allowDeselect={false}
                {...form.getInputProps(field('status'))}
              />
              <DateInput label={t('profile.startDate')} required {...form.getInputProps(field('startDate'))} />
              <DateInput label={t('profile.endDate')} {...nullableText(form, field('endDate'))} />
            </SimpleGrid>
          </ListEntry>
        );
      })}
      <AddButton onClick={() => form.insertListItem('educations', { ...blankEducation })}>
        {t('profile.education.add')}
      </AddButton>
    </SectionForm>
  );
}
