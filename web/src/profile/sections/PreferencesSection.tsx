import {
  type CandidateProfile,
  candidateJobPreferencesUpdateBody,
  JobSearchStatus,
  MAX_PREFERENCES_PER_KIND,
  RelocationPreference,
} from '@jobmatch/contract';
import { Checkbox, MultiSelect, NumberInput, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { useLocale } from '../../i18n/index.ts';
import { nullableNumber } from '../inputs.ts';
import { useIndustryChoices, useOccupationChoices, useProvinceChoices } from '../reference-options.tsx';
import { SectionForm } from '../SectionForm.tsx';
import { useProfileSaved } from '../use-profile.ts';

/** What the candidate looks for: at most three industries, provinces and occupations, salary, status. */
export function PreferencesSection({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const industries = useIndustryChoices(locale);
  const occupations = useOccupationChoices(locale);
  const provinces = useProvinceChoices(locale);
  const preferences = profile.jobPreferences;
  const form = useContractForm(candidateJobPreferencesUpdateBody, {
    jobSearchStatus: preferences?.jobSearchStatus ?? 'OPEN_TO_OFFERS',
    relocationPreference: preferences?.relocationPreference ?? 'NEUTRAL',
    desiredAnnualSalary: preferences?.desiredAnnualSalary ?? null,
    isOpenToAnyIndustry: preferences?.isOpenToAnyIndustry ?? false,
    isOpenToAnyLocation: preferences?.isOpenToAnyLocation ?? false,
    industryIds: preferences?.industries.map((item) => item.entityId) ?? [],
    locationIds: preferences?.locations.map((item) => item.entityId) ?? [],
    occupationIds: preferences?.occupations.map((item) => item.entityId) ?? [],
  });
  const serverErrors = useServerErrors(form);
  const saved = useProfileSaved();
  const save = tsr.candidate.profile.updateJobPreferences.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: saved,
  });
  const values = form.getValues();
  // Mantine ignores a choice past maxValues; the hint says why nothing happens.
  const hint = (chosen: string[] | undefined) =>
    (chosen?.length ?? 0) >= MAX_PREFERENCES_PER_KIND
      ? t('profile.preferences.full', { max: MAX_PREFERENCES_PER_KIND })
      : t('profile.preferences.upTo', { max: MAX_PREFERENCES_PER_KIND });

  return (
    <SectionForm
      onSubmit={form.onSubmit((body) => save.mutate({ body }))}
      pending={save.isPending}
      saved={save.isSuccess}
      error={serverErrors.formError}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('profile.preferences.jobSearchStatus')}
          data={JobSearchStatus.options.map((status) => ({
            value: status,
            label: t(`profile.jobSearchStatus.${status}`),
          }))}
          allowDeselect={false}
          {...form.getInputProps('jobSearchStatus')}
        />
        <Select
          label={t('profile.preferences.relocation')}
          data={RelocationPreference.options.map((value) => ({ value, label: t(`profile.relocation.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps('relocationPreference')}
        />
        <NumberInput
          label={t('profile.preferences.desiredAnnualSalary')}
          min={0}
          allowDecimal={false}
          thousandSeparator=","
          prefix="฿"
          {...nullableNumber(form, 'desiredAnnualSalary')}
        />
      </SimpleGrid>
      <MultiSelect
        label={t('profile.preferences.industries')}
        description={hint(values.industryIds)}
        data={industries}
        searchable
        maxValues={MAX_PREFERENCES_PER_KIND}
        nothingFoundMessage={t('profile.nothingFound')}
        {...form.getInputProps('industryIds')}
      />
      <Checkbox
        label={t('profile.preferences.anyIndustry')}
        {...form.getInputProps('isOpenToAnyIndustry', { type: 'checkbox' })}
      />
      <MultiSelect
        label={t('profile.preferences.locations')}
        description={hint(values.locationIds)}
        data={provinces}
        searchable
        maxValues={MAX_PREFERENCES_PER_KIND}
        nothingFoundMessage={t('profile.nothingFound')}
        {...form.getInputProps('locationIds')}
      />
      <Checkbox
        label={t('profile.preferences.anyLocation')}
        {...form.getInputProps('isOpenToAnyLocation', { type: 'checkbox' })}
      />
      <MultiSelect
        label={t('profile.preferences.occupations')}
        description={hint(values.occupationIds)}
        {...occupations}
        searchable
        maxValues={MAX_PREFERENCES_PER_KIND}
        nothingFoundMessage={t('profile.nothingFound')}
        {...form.getInputProps('occupationIds')}
      />
    </SectionForm>
  );
}
