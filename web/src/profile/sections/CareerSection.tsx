import {
  type CandidateProfile,
  candidateProfileUpdateBody,
  EmploymentStatus,
  JobChangeCount,
} from '@jobmatch/contract';
import { Checkbox, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { SectionForm } from '../SectionForm.tsx';
import { useProfileSaved } from '../use-profile.ts';

/** Where the candidate stands: employed or not, how often they changed jobs, management, discretion. */
export function CareerSection({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const form = useContractForm(candidateProfileUpdateBody, { ...profile.career });
  const serverErrors = useServerErrors(form);
  const saved = useProfileSaved();
  const save = tsr.candidate.profile.update.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: saved,
  });

  return (
    <SectionForm
      onSubmit={form.onSubmit((body) => save.mutate({ body }))}
      pending={save.isPending}
      saved={save.isSuccess}
      error={serverErrors.formError}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('profile.career.employmentStatus')}
          data={EmploymentStatus.options.map((value) => ({ value, label: t(`profile.employmentStatus.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps('employmentStatus')}
        />
        <Select
          label={t('profile.career.jobChangeCount')}
          data={JobChangeCount.options.map((value) => ({ value, label: t(`profile.jobChangeCount.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps('jobChangeCount')}
        />
      </SimpleGrid>
      <Checkbox
        label={t('profile.career.hasManagementExperience')}
        {...form.getInputProps('hasManagementExperience', { type: 'checkbox' })}
      />
      <Checkbox
        label={t('profile.career.hideCompanyName')}
        description={t('profile.career.hideCompanyNameHint')}
        {...form.getInputProps('hideCompanyName', { type: 'checkbox' })}
      />
    </SectionForm>
  );
}
