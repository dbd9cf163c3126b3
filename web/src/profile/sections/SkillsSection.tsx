import { type CandidateProfile, candidateProfileUpdateBody, SkillType } from '@jobmatch/contract';
import { NumberInput, Select, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { DateInput } from '../DateInput.tsx';
import { nullableNumber, nullableText } from '../inputs.ts';
import { AddButton, ListEntry, SectionForm } from '../SectionForm.tsx';
import { useProfileSaved } from '../use-profile.ts';

/** Skills (general and IT, with years) and qualifications (licences, certificates), saved together. */
export function SkillsSection({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const form = useContractForm(candidateProfileUpdateBody, {
    skills: profile.skills.map(({ name, type, yearOfExperience }) => ({ name, type, yearOfExperience })),
    qualifications: profile.qualifications.map(({ name, acquiredOn }) => ({ name, acquiredOn })),
  });
  const serverErrors = useServerErrors(form);
  const saved = useProfileSaved();
  const save = tsr.candidate.profile.update.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: saved,
  });
  const { skills = [], qualifications = [] } = form.getValues();

  return (
    <SectionForm
      onSubmit={form.onSubmit(({ skills, qualifications }) => save.mutate({ body: { skills, qualifications } }))}
      pending={save.isPending}
      saved={save.isSuccess}
      error={serverErrors.formError}
    >
      <Title order={2} size="h4">
        {t('profile.skills.skillsTitle')}
      </Title>
      {skills.length === 0 && <Text c="dimmed">{t('profile.skills.emptySkills')}</Text>}
      {skills.map((skill, index) => (
        <ListEntry
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id until saved; their order is their identity
          key={index}
          legend={skill.name || t('profile.skills.skillEntry', { number: index + 1 })}
          onRemove={() => form.removeListItem('skills', index)}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('profile.skills.name')} required {...form.getInputProps(`skills.${index}.name`)} />
            <Select
              label={t('profile.skills.type')}
              data={SkillType.options.map((type) => ({ value: type, label: t(`profile.skillType.${type}`) }))}
              allowDeselect={false}
              {...form.getInputProps(`skills.${index}.type`)}
            />
            <NumberInput
              label={t('profile.years')}
              min={0}
              allowDecimal={false}
              {...nullableNumber(form, `skills.${index}.yearOfExperience`)}
            />
          </SimpleGrid>
        </ListEntry>
      ))}
      <AddButton onClick={() => form.insertListItem('skills', { name: '', type: 'SKILL', yearOfExperience: null })}>
        {t('profile.skills.addSkill')}
      </AddButton>

      <Title order={2} size="h4" mt="md">
        {t('profile.skills.qualificationsTitle')}
      </Title>
      {qualifications.length === 0 && <Text c="dimmed">{t('profile.skills.emptyQualifications')}</Text>}
      {qualifications.map((qualification, index) => (
        <ListEntry
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          key={index}
          legend={qualification.name || t('profile.skills.qualificationEntry', { number: index + 1 })}
          onRemove={() => form.removeListItem('qualifications', index)}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('profile.skills.qualification')}
              required
              {...form.getInputProps(`qualifications.${index}.name`)}
            />
            <DateInput
              label={t('profile.skills.acquiredOn')}
              {...nullableText(form, `qualifications.${index}.acquiredOn`)}
            />
          </SimpleGrid>
        </ListEntry>
      ))}
      <AddButton onClick={() => form.insertListItem('qualifications', { name: '', acquiredOn: null })}>
        {t('profile.skills.addQualification')}
      </AddButton>
    </SectionForm>
  );
}
