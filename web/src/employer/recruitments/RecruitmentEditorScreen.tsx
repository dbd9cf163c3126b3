import {
  createRecruitmentBody,
  EducationLevel,
  EmploymentType,
  RECRUITMENT_LIMITS as L,
  type Recruitment,
} from '@jobmatch/contract';
import { Alert, Button, EmptyState, Group, Select, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../../api.ts';
import { FailedRead, LoadingRows } from '../../components/QueryStates.tsx';
import { formatDateTime } from '../../format.ts';
import { FormError, useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { useLocale } from '../../i18n/index.ts';
import { ButtonLink } from '../../shell/links.tsx';
import { Page } from '../../shell/Page.tsx';
import {
  type AnyForm,
  BahtInput,
  ListEditor,
  LongText,
  listError,
  NullableTextInput,
  PostingText,
  Section,
} from './form-fields.tsx';
import { RecruitmentStatusBadge } from './recruitment-status.tsx';
import {
  bangkokDate,
  emptyRecruitment,
  endOfBangkokDay,
  type RecruitmentValues,
  recruitmentValues,
} from './recruitment-values.ts';
import { ClassificationPickers, LocationPicker } from './reference-pickers.tsx';
import { StatusActions, useRecruitmentUpdate } from './StatusActions.tsx';

const route = getRouteApi('/employer/employer/recruitments/$recruitmentId');

/** `/employer/recruitments/new`: an empty editor, saved as a draft or published at once. */
export function NewRecruitmentScreen() {
  return <RecruitmentEditor />;
}

/** `/employer/recruitments/$recruitmentId`: a saved recruitment, its content and its status. */
export function RecruitmentEditorScreen() {
  const { t } = useTranslation();
  const { recruitmentId } = route.useParams();
  const query = tsr.company.recruitments.get.useQuery({
    queryKey: queryKeys.recruitment(recruitmentId),
    queryData: { params: { recruitmentId } },
  });
  if (query.isPending) {
    return (
      <Page title={t('recruitments.editor.title')}>
        <LoadingRows rows={6} height={90} />
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page title={t('recruitments.editor.title')}>
        <FailedRead
          error={query.error}
          onRetry={() => void query.refetch()}
          notFound={
            <EmptyState title={t('recruitments.editor.notFound')} description={t('recruitments.editor.notFoundHint')}>
              <EmptyState.Actions>
                <ButtonLink to="/employer/recruitments" variant="light">
                  {t('recruitments.backToList')}
                </ButtonLink>
              </EmptyState.Actions>
            </EmptyState>
          }
        />
      </Page>
    );
  }
  // A new key remounts the form when another recruitment is opened.
  return <RecruitmentEditor key={recruitmentId} recruitment={query.data.body.result.recruitment} />;
}

/** Brings the first field with an error into view: the form is long. */
function focusFirstError() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

function RecruitmentEditor({ recruitment }: { recruitment?: Recruitment }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useContractForm(
    createRecruitmentBody,
    recruitment ? recruitmentValues(recruitment) : emptyRecruitment(),
  );
  const serverErrors = useServerErrors(form);
  const [feedback, setFeedback] = useState<string | null>(null);

  const create = tsr.company.recruitments.create.useMutation({
    onMutate: serverErrors.clear,
    onError: (error) => {
      serverErrors.onError(error);
      focusFirstError();
    },
    onSuccess: async ({ body }) => {
      const created = body.result.recruitment;
      queryClient.setQueryData(queryKeys.recruitment(created.id), { status: 200, body, headers: new Headers() });
      void queryClient.invalidateQueries({ queryKey: ['company', 'recruitments', 'list'] });
      await navigate({ to: '/employer/recruitments/$recruitmentId', params: { recruitmentId: created.id } });
    },
  });
  const update = useRecruitmentUpdate();

  /** The form's values when they pass the contract's schema; otherwise the errors show and null. */
  const validContent = (): RecruitmentValues | null => {
    setFeedback(null);
    if (form.validate().hasErrors) {
      focusFirstError();
      return null;
    }
    return form.getValues() as RecruitmentValues;
  };

  const save = (status?: 'DRAFT' | 'ACTIVE') => {
    const values = validContent();
    if (!values) return;
    if (!recruitment) {
      create.mutate({ body: { ...values, status: status ?? 'DRAFT' } });
      return;
    }
    serverErrors.clear();
    update.mutate(
      { params: { recruitmentId: recruitment.id }, body: values },
      {
        onSuccess: () => {
          form.resetDirty();
          setFeedback(t('recruitments.editor.saved'));
        },
        onError: (error) => {
          serverErrors.onError(error);
          focusFirstError();
        },
      },
    );
  };

  const title = recruitment?.title ?? t('recruitments.editor.newTitle');
  return (
    <Page
      title={title}
      intro={
        recruitment
          ? t('recruitments.editor.lastChanged', { date: formatDateTime(recruitment.updatedAt, locale) })
          : t('recruitments.editor.newIntro')
      }
    >
      {recruitment && (
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm">
            <Text fw={500}>{t('recruitments.editor.status')}</Text>
            <RecruitmentStatusBadge status={recruitment.status} />
          </Group>
          <StatusActions
            recruitment={recruitment}
            content={validContent}
            onChanged={(message, changed) => {
              // Reopening sets a new expiry: the form must not send the old one back with the next save.
              form.setFieldValue('expiredAt', changed.expiredAt);
              setFeedback(message);
            }}
          />
        </Group>
      )}
      {feedback && (
        <Alert color="green" variant="light" role="status">
          {feedback}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="lg">
          <BasicsSection form={form} />
          <Section title={t('recruitments.sections.location')}>
            <LocationPicker form={form} initialProvinceId={recruitment?.location?.provinceId ?? null} />
            <PostingText form={form} field="locationDetail" max={L.address} minRows={2} />
            <PostingText form={form} field="accessInfo" max={L.longText} minRows={2} />
          </Section>
          <PaySection form={form} />
          <Section title={t('recruitments.sections.application')}>
            <PostingText form={form} field="qualification" max={L.longText} />
            <PostingText form={form} field="applicationInstructions" max={L.longText} />
            <ListEditor
              form={form}
              path="applicationSteps"
              label={t('recruitments.fields.applicationSteps')}
              addLabel={t('recruitments.editor.addStep')}
              removeLabel={(index) => t('recruitments.editor.removeStep', { number: index + 1 })}
              emptyItem={{ title: '', description: '' }}
              max={L.listItems}
              renderItem={(index) => (
                <>
                  <TextInput
                    label={t('recruitments.fields.stepTitle', { number: index + 1 })}
                    required
                    {...form.getInputProps(`applicationSteps.${index}.title`)}
                  />
                  <LongText
                    form={form}
                    path={`applicationSteps.${index}.description`}
                    label={t('recruitments.fields.stepDescription')}
                    max={L.longText}
                    minRows={2}
                  />
                </>
              )}
            />
            <PostingText form={form} field="contactInfo" max={L.longText} minRows={2} />
          </Section>
          <ShowcaseSection form={form} />
          <Section title={t('recruitments.sections.publishing')}>
            <TextInput
              type="date"
              label={t('recruitments.fields.expiredAt')}
              description={
                form.values.expiredAt
                  ? t('recruitments.fields.expiredAtChosen', { date: formatDateTime(form.values.expiredAt, locale) })
                  : t('recruitments.fields.expiredAtHint')
              }
              value={form.values.expiredAt ? bangkokDate(form.values.expiredAt) : ''}
              error={form.errors.expiredAt}
              onChange={(event) =>
                form.setFieldValue(
                  'expiredAt',
                  event.currentTarget.value ? endOfBangkokDay(event.currentTarget.value) : null,
                )
              }
              maw={260}
            />
            <PostingText
              form={form}
              field="memo"
              description={t('recruitments.fields.memoHint')}
              max={L.memo}
              minRows={2}
            />
          </Section>
          <FormError error={serverErrors.formError} />
          <Group justify="flex-end" gap="sm">
            {recruitment ? (
              <Button type="submit" loading={update.isPending}>
                {t('recruitments.editor.saveChanges')}
              </Button>
            ) : (
              <>
                <Button
                  type="submit"
                  variant="default"
                  loading={create.isPending && create.variables?.body.status === 'DRAFT'}
                  disabled={create.isPending}
                >
                  {t('recruitments.editor.saveDraft')}
                </Button>
                <Button
                  loading={create.isPending && create.variables?.body.status === 'ACTIVE'}
                  disabled={create.isPending}
                  onClick={() => save('ACTIVE')}
                >
                  {t('recruitments.editor.publish')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </form>
    </Page>
  );
}

function BasicsSection({ form }: { form: AnyForm }) {
  const { t } = useTranslation();
  return (
    <Section title={t('recruitments.sections.basics')} description={t('recruitments.sections.basicsHint')}>
      <TextInput label={t('recruitments.fields.title')} required {...form.getInputProps('title')} />
      <PostingText form={form} field="summary" max={L.summary} minRows={2} />
      <PostingText form={form} field="highlight" max={L.highlight} minRows={1} />
      <PostingText form={form} field="description" max={L.description} required minRows={6} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('recruitments.fields.employmentType')}
          data={EmploymentType.options.map((type) => ({ value: type, label: t(`jobs.employmentType.${type}`) }))}
          required
          allowDeselect={false}
          {...form.getInputProps('employmentStatus')}
        />
        <Select
          label={t('recruitments.fields.educationLevel')}
          placeholder={t('recruitments.editor.any')}
          data={EducationLevel.options.map((level) => ({ value: level, label: t(`jobs.educationLevel.${level}`) }))}
          clearable
          {...form.getInputProps('educationLevel')}
        />
      </SimpleGrid>
      <ClassificationPickers form={form} />
    </Section>
  );
}

function PaySection({ form }: { form: AnyForm }) {
  const { t } = useTranslation();
  return (
    <Section title={t('recruitments.sections.pay')} description={t('recruitments.sections.payHint')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <BahtInput form={form} path="estimatedSalaryMin" label={t('recruitments.fields.salaryMin')} />
        <BahtInput form={form} path="estimatedSalaryMax" label={t('recruitments.fields.salaryMax')} />
        <BahtInput form={form} path="salaryExpectation" label={t('recruitments.fields.salaryExpectation')} />
      </SimpleGrid>
      <ListEditor
        form={form}
        path="salaryExamples"
        label={t('recruitments.fields.salaryExamples')}
        addLabel={t('recruitments.editor.addSalaryExample')}
        removeLabel={(index) => t('recruitments.editor.removeSalaryExample', { number: index + 1 })}
        emptyItem={{ title: '', annualSalary: 0 }}
        max={L.listItems}
        renderItem={(index) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('recruitments.fields.salaryExampleTitle', { number: index + 1 })}
              required
              {...form.getInputProps(`salaryExamples.${index}.title`)}
            />
            <BahtInput
              form={form}
              path={`salaryExamples.${index}.annualSalary`}
              label={t('recruitments.fields.salaryExampleAmount')}
              nullable={false}
            />
          </SimpleGrid>
        )}
      />
      <PostingText form={form} field="bonusPolicy" max={L.longText} minRows={2} />
      <PostingText form={form} field="salaryIncreasePolicy" max={L.longText} minRows={2} />
      <PostingText form={form} field="employeeBenefits" max={L.employeeBenefits} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('recruitments.fields.workHours')} {...form.getInputProps('workHours')} />
        <TextInput label={t('recruitments.fields.probationPeriod')} {...form.getInputProps('probationPeriod')} />
      </SimpleGrid>
      <PostingText form={form} field="leavePolicy" max={L.longText} minRows={2} />
    </Section>
  );
}

function ShowcaseSection({ form }: { form: AnyForm }) {
  const { t } = useTranslation();
  return (
    <Section title={t('recruitments.sections.showcase')} description={t('recruitments.sections.showcaseHint')}>
      <TextInput label={t('recruitments.fields.specialTopic')} {...form.getInputProps('specialTopic')} />
      <PostingText form={form} field="specialDescription" max={L.longText} minRows={2} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NullableTextInput form={form} path="coverImage" type="url" label={t('recruitments.fields.coverImage')} />
        <NullableTextInput form={form} path="specialImage" type="url" label={t('recruitments.fields.specialImage')} />
      </SimpleGrid>
      <TagsInput
        label={t('recruitments.fields.images')}
        description={t('recruitments.fields.imagesHint')}
        maxTags={L.listItems}
        value={form.values.images ?? []}
        onChange={(images) => form.setFieldValue('images', images)}
        error={listError(form, 'images')}
      />
      <ListEditor
        form={form}
        path="testimonials"
        label={t('recruitments.fields.testimonials')}
        addLabel={t('recruitments.editor.addTestimonial')}
        removeLabel={(index) => t('recruitments.editor.removeTestimonial', { number: index + 1 })}
        emptyItem={{ quote: '', role: '', tenure: '', title: '' }}
        max={L.listItems}
        renderItem={(index) => (
          <>
            <LongText
              form={form}
              path={`testimonials.${index}.quote`}
              label={t('recruitments.fields.testimonialQuote', { number: index + 1 })}
              max={L.testimonial}
              required
              minRows={2}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label={t('recruitments.fields.testimonialTitle')}
                {...form.getInputProps(`testimonials.${index}.title`)}
              />
              <TextInput
                label={t('recruitments.fields.testimonialRole')}
                {...form.getInputProps(`testimonials.${index}.role`)}
              />
              <TextInput
                label={t('recruitments.fields.testimonialTenure')}
                {...form.getInputProps(`testimonials.${index}.tenure`)}
              />
            </SimpleGrid>
          </>
        )}
      />
      <TagsInput
        label={t('recruitments.fields.keywords')}
        description={t('recruitments.fields.keywordsHint')}
        maxTags={L.listItems}
        value={form.values.companySearchKeyword ?? []}
        onChange={(keywords) => form.setFieldValue('companySearchKeyword', keywords)}
        error={listError(form, 'companySearchKeyword')}
      />
    </Section>
  );
}
