import { type CandidateProfile, candidateWorkHistoryUpdateBody, EmploymentType } from '@jobmatch/contract';
import { Checkbox, NumberInput, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { useLocale } from '../../i18n/index.ts';
import { DateInput } from '../DateInput.tsx';
import { nullableNumber, nullableText } from '../inputs.ts';
import { useIndustryChoices, useOccupationChoices } from '../reference-options.tsx';
import { AddButton, ListEntry, SectionForm } from '../SectionForm.tsx';
import { useProfileSaved } from '../use-profile.ts';

/** The jobs the candidate has had: company, industry, occupation, dates, salary and what they did. */
export function WorkHistorySection({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const industries = useIndustryChoices(locale);
  const occupations = useOccupationChoices(locale);
  const form = useContractForm(candidateWorkHistoryUpdateBody, {
    workHistories: profile.workHistories.map((job) => ({
      companyName: job.companyName,
      industryId: job.industryId,
      occupationId: job.occupationId,
      employmentType: job.employmentType,
      startDate: job.startDate,
      endDate: job.endDate,
      isCurrent: job.isCurrent,
      annualSalary: job.annualSalary,
      minSalary: job.minSalary,
      maxSalary: job.maxSalary,
      jobDetail: job.jobDetail,
    })),
  });
  const serverErrors = useServerErrors(form);
  const saved = useProfileSaved();
  const save = tsr.candidate.profile.updateWorkHistory.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: saved,
  });
  const { workHistories } = form.getValues();

  return (
    <SectionForm
      onSubmit={form.onSubmit((body) => save.mutate({ body }))}
      pending={save.isPending}
      saved={save.isSuccess}
      error={serverErrors.formError}
    >
      {workHistories.length === 0 && <Text c="dimmed">{t('profile.workHistory.empty')}</Text>}
      {workHistories.map((job, index) => {
        const field = (name: string) => `workHistories.${index}.${name}`;
        return (
          <ListEntry
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id until saved; their order is their identity
            key={index}
            legend={job.companyName || t('profile.workHistory.entry', { number: index + 1 })}
            onRemove={() => form.removeListItem('workHistories', index)}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('profile.workHistory.companyName')}
                required
                {...form.getInputProps(field('companyName'))}
              />
              <Select
                label={t('profile.workHistory.employmentType')}
                data={EmploymentType.options.map((type) => ({ value: type, label: t(`jobs.employmentType.${type}`) }))}
                allowDeselect={false}
                {...form.getInputProps(field('employmentType'))}
              />
            </SimpleGrid>
            {/* Full width: the reference names are long, in Thai most of all. */}
            <Select
              label={t('profile.workHistory.industry')}
              data={industries}
              searchable
              required
              nothingFoundMessage={t('profile.nothingFound')}
              {...form.getInputProps(field('industryId'))}
            />
            <Select
              label={t('profile.workHistory.occupation')}
              {...occupations}
              searchable
              required
              nothingFoundMessage={t('profile.nothingFound')}
              {...form.getInputProps(field('occupationId'))}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateInput label={t('profile.startDate')} required {...form.getInputProps(field('startDate'))} />
              <DateInput
                label={t('profile.endDate')}
                disabled={job.isCurrent}
                {...nullableText(form, field('endDate'))}
              />
            </SimpleGrid>
            <Checkbox
              label={t('profile.workHistory.isCurrent')}
              {...form.getInputProps(field('isCurrent'), { type: 'checkbox' })}
              onChange={(event) => {
                form.setFieldValue(field('isCurrent') as never, event.currentTarget.checked as never);
                if (event.currentTarget.checked) form.setFieldValue(field('endDate') as never, null as never);
              }}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label={t('profile.workHistory.annualSalary')}
                min={0}
                allowDecimal={false}
                thousandSeparator=","
                prefix="฿"
                {...nullableNumber(form, field('annualSalary'))}
              />
              <NumberInput
                label={t('profile.workHistory.minSalary')}
                min={0}
                allowDecimal={false}
                thousandSeparator=","
                prefix="฿"
                {...nullableNumber(form, field('minSalary'))}
              />
              <NumberInput
                label={t('profile.workHistory.maxSalary')}
                min={0}
                allowDecimal={false}
                thousandSeparator=","
                prefix="฿"
                {...nullableNumber(form, field('maxSalary'))}
              />
            </SimpleGrid>
            <Textarea
              label={t('profile.workHistory.jobDetail')}
              autosize
              minRows={2}
              {...nullableText(form, field('jobDetail'))}
            />
          </ListEntry>
        );
      })}
      <AddButton
        onClick={() =>
          form.insertListItem('workHistories', {
            companyName: '',
            industryId: '',
            occupationId: '',
            employmentType: 'FULL_TIME',
            startDate: '',
            endDate: null,
            isCurrent: false,
            annualSalary: null,
            minSalary: null,
            maxSalary: null,
            jobDetail: null,
          })
        }
      >
        {t('profile.workHistory.add')}
      </AddButton>
    </SectionForm>
  );
}
