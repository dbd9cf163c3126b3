import { createOfferBody } from '@jobmatch/contract';
import {
  Button,
  Checkbox,
  EmptyState,
  Fieldset,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../../api.ts';
import { FormError, SubmitButton, useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { OFFER_FLAGS } from '../../offers/offer-parts.tsx';
import { AnchorLink, ButtonLink } from '../../shell/links.tsx';
import { Page } from '../../shell/Page.tsx';
import { BangkokDateTimeInput } from './BangkokDateTimeInput.tsx';
import { ScheduleFields } from './ScheduleFields.tsx';

const route = getRouteApi('/employer/employer/offers/new');
const CHOICES_SHOWN = 100;

/** Sending an offer letter to the candidate of the URL: now, or at a time in Bangkok. */
export function SendOfferScreen() {
  const { t } = useTranslation();
  const { candidateId, recruitmentId } = route.useSearch();
  return (
    <Page title={t('companyOffers.send.title')} intro={t('companyOffers.send.intro')}>
      {candidateId ? (
        <OfferForm candidateId={candidateId} recruitmentId={recruitmentId} />
      ) : (
        <EmptyState title={t('companyOffers.send.noCandidate')} description={t('companyOffers.send.noCandidateHint')}>
          <EmptyState.Actions>
            <ButtonLink to="/employer/candidates">{t('employerNav.candidates')}</ButtonLink>
          </EmptyState.Actions>
        </EmptyState>
      )}
    </Page>
  );
}

function OfferForm({ candidateId, recruitmentId }: { candidateId: string; recruitmentId: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const candidate = tsr.company.candidates.get.useQuery({
    queryKey: queryKeys.companyCandidate(candidateId),
    queryData: { params: { candidateId } },
  });
  const recruitments = tsr.company.recruitments.list.useQuery({
    queryKey: queryKeys.companyOfferChoices('recruitments'),
    queryData: { query: { status: 'ACTIVE', pageSize: CHOICES_SHOWN } },
  });
  const templates = tsr.company.templates.offerLetters.list.useQuery({
    queryKey: queryKeys.companyOfferChoices('letter-templates'),
    queryData: { query: { pageSize: CHOICES_SHOWN } },
  });
  const form = useContractForm(createOfferBody, {
    candidateId,
    recruitmentId: recruitmentId ?? '',
    templateId: undefined,
    subject: '',
    introduction: '',
    message: '',
    policies: [],
    isPremiumOffer: false,
    isResumeScreeningExempt: false,
    isFirstSecondInterviewExempt: false,
    isFirstInterviewExempt: false,
    isCasualInterviewOK: false,
    isNoReasonToEntryOK: false,
    isPreviousJobSalaryGuaranteed: false,
    expiresAt: undefined,
    isScheduled: false,
    scheduledAt: undefined,
  });
  const serverErrors = useServerErrors(form, {
    OFFER_ALREADY_EXISTS: 'recruitmentId',
    RECRUITMENT_NOT_ACTIVE: 'recruitmentId',
  });
  const send = tsr.company.offers.create.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: ({ body }) => {
      void queryClient.invalidateQueries({ queryKey: ['company', 'offers'] });
      void navigate({ to: '/employer/offers/$offerId', params: { offerId: body.result.offer.id } });
    },
  });

  const templateList = templates.data?.body.result.templates ?? [];
  const chooseTemplate = (templateId: string | null) => {
    const template = templateList.find((item) => item.id === templateId);
    form.setValues({
      templateId: template?.id,
      ...(template && {
        subject: template.subject,
        introduction: template.introduction,
        message: template.message,
        policies: template.policies,
      }),
    });
  };
  const values = form.getValues();
  const profile = candidate.data?.body.result.candidate;
  const recruitmentOptions = (recruitments.data?.body.result.recruitments ?? []).map((item) => ({
    value: item.id,
    label: item.title,
  }));

  return (
    <form noValidate onSubmit={form.onSubmit((body) => send.mutate({ body }))}>
      <Stack gap="lg" maw={760}>
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Text>
              {t('companyOffers.send.to')}{' '}
              <AnchorLink to="/employer/candidates/$candidateId" params={{ candidateId }} fw={600}>
                {profile
                  ? t('candidateSearch.card.title', { userNo: profile.userNo })
                  : t('candidateSearch.detail.title')}
              </AnchorLink>
            </Text>
            <Select
              label={t('companyOffers.send.recruitment')}
              description={t('companyOffers.send.recruitmentHint')}
              placeholder={recruitments.isPending ? t('state.loading') : undefined}
              data={recruitmentOptions}
              required
              searchable
              nothingFoundMessage={t('companyOffers.send.noActiveRecruitment')}
              {...form.getInputProps('recruitmentId')}
              value={values.recruitmentId || null}
              onChange={(value) => form.setFieldValue('recruitmentId', value ?? '')}
            />
            {recruitments.isSuccess && recruitmentOptions.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('companyOffers.send.noActiveRecruitment')}{' '}
                <AnchorLink to="/employer/recruitments">{t('employerNav.recruitments')}</AnchorLink>
              </Text>
            )}
          </Stack>
        </Paper>
        <Fieldset legend={t('companyOffers.send.letter')} radius="lg">
          <Stack gap="sm">
            <Select
              label={t('companyOffers.send.template')}
              description={t('companyOffers.send.templateHint')}
              placeholder={t('companyOffers.send.noTemplate')}
              data={templateList.map((template) => ({ value: template.id, label: template.name }))}
              value={values.templateId ?? null}
              onChange={chooseTemplate}
              clearable
              nothingFoundMessage={t('state.noData')}
            />
            <TextInput label={t('companyOffers.send.subject')} required {...form.getInputProps('subject')} />
            <Textarea
              label={t('companyOffers.send.introduction')}
              autosize
              minRows={2}
              required
              {...form.getInputProps('introduction')}
            />
            <Textarea
              label={t('companyOffers.send.message')}
              autosize
              minRows={6}
              required
              {...form.getInputProps('message')}
            />
            <TagsInput
              label={t('companyOffers.send.policies')}
              description={t('companyOffers.send.policiesHint')}
              {...form.getInputProps('policies')}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('companyOffers.send.promises')} radius="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {OFFER_FLAGS.map((flag) => (
              <Checkbox
                key={flag}
                label={t(`offers.flags.${flag}`)}
                {...form.getInputProps(flag, { type: 'checkbox' })}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('companyOffers.send.timing')} radius="lg">
          <Stack gap="md">
            <ScheduleFields
              isScheduled={values.isScheduled ?? false}
              scheduledAt={values.scheduledAt}
              onChange={(changes) => {
                form.setValues(changes);
                form.clearFieldError('scheduledAt');
              }}
              error={form.errors.scheduledAt}
            />
            <BangkokDateTimeInput
              label={t('companyOffers.send.expiresAt')}
              value={values.expiresAt}
              onChange={(iso) => form.setFieldValue('expiresAt', iso || undefined)}
              error={form.errors.expiresAt}
            />
          </Stack>
        </Fieldset>
        <FormError error={serverErrors.formError} />
        <div>
          <SubmitButton pending={send.isPending}>
            {values.isScheduled ? t('companyOffers.send.schedule') : t('companyOffers.send.sendNow')}
          </SubmitButton>{' '}
          <Button variant="subtle" onClick={() => window.history.back()}>
            {t('companyOffers.send.cancel')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
