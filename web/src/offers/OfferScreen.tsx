import type { CandidateOffer, Contract } from '@jobmatch/contract';
import { Alert, Avatar, Button, Card, DataList, Grid, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBuilding, IconCash, IconMapPin } from '@tabler/icons-react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { DataResponse } from '@ts-rest/react-query/v5';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, responseStatus, tsr } from '../api.ts';
import { describeError, errorCodeOf } from '../api-errors.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { ErrorState, LoadingRows } from '../components/QueryStates.tsx';
import { formatDate, formatDateTime, initialsOf } from '../format.ts';
import { useLocale } from '../i18n/index.ts';
import { locationText, salaryText } from '../jobs/job-text.ts';
import { AnchorLink, ButtonLink } from '../shell/links.tsx';
import { usePageTitle } from '../shell/Page.tsx';
import { FlagBadge, flagsOf, OfferStatusBadge, recruiterText } from './offer-parts.tsx';
import classes from './offers.module.css';

const route = getRouteApi('/candidate/offers/$offerId');

/**
 * The server marks an offer opened on its first GET and answers it with `openedAt` set; every
 * cached inbox page that lists it takes the fresh copy, so the inbox shows it read at once.
 */
function putInInbox(queryClient: QueryClient, offer: CandidateOffer) {
  queryClient.setQueriesData<DataResponse<Contract['candidate']['offers']['list']>>(
    { queryKey: ['candidate', 'offers', 'list'] },
    (old) =>
      old && old.status === 200
        ? {
            ...old,
            body: {
              ...old.body,
              result: {
                ...old.body.result,
                offers: old.body.result.offers.map((item) => (item.id === offer.id ? offer : item)),
              },
            },
          }
        : old,
  );
}

/** One offer: the letter in full, who sent it and when, the job, and the answer. */
export function OfferScreen() {
  const { t } = useTranslation();
  const { offerId } = route.useParams();
  const queryClient = useQueryClient();
  const offer = tsr.candidate.offers.get.useQuery({
    queryKey: queryKeys.offer(offerId),
    queryData: { params: { offerId } },
  });
  const loaded = offer.data?.body.result.offer;
  usePageTitle(loaded?.subject ?? (offer.isError ? t('offers.detail.notFoundTitle') : t('offers.title')));

  useEffect(() => {
    if (loaded) putInInbox(queryClient, loaded);
  }, [loaded, queryClient]);

  return (
    <Stack gap="md">
      <AnchorLink to="/offers" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {t('offers.detail.back')}
        </Group>
      </AnchorLink>
      {offer.isPending ? (
        <LoadingRows rows={4} height={96} />
      ) : offer.isError && responseStatus(offer.error) === 404 ? (
        <OfferGone />
      ) : offer.isError ? (
        <ErrorState error={offer.error} onRetry={() => void offer.refetch()} />
      ) : (
        <OfferLetter offer={offer.data.body.result.offer} />
      )}
    </Stack>
  );
}

/** A candidate never sees a cancelled offer (nor another candidate's): the server answers 404. */
function OfferGone() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="flex-start" gap="sm">
        <Title order={1} size="h2">
          {t('offers.detail.notFoundTitle')}
        </Title>
        <Text>{t('offers.detail.notFoundBody')}</Text>
        <ButtonLink to="/offers">{t('offers.detail.back')}</ButtonLink>
      </Stack>
    </Card>
  );
}

function OfferLetter({ offer }: { offer: CandidateOffer }) {
  const { t } = useTranslation();
  const flags = flagsOf(offer);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby="offer-subject">
            <Stack gap="md">
              <Group gap="xs">
                <OfferStatusBadge status={offer.status} />
                {flags.includes('isPremiumOffer') && <FlagBadge flag="isPremiumOffer" t={t} />}
              </Group>
              <Title id="offer-subject" order={1} size="h2" className={classes.subject}>
                {offer.subject}
              </Title>
              <Sender offer={offer} />
              <Text fw={500} className={classes.longText}>
                {offer.introduction}
              </Text>
              <Text className={classes.longText}>{offer.message}</Text>
              {offer.policies.length > 0 && (
                <Stack gap="xs" component="section" aria-labelledby="offer-policies">
                  <Title id="offer-policies" order={2} size="h5">
                    {t('offers.detail.policies')}
                  </Title>
                  <List spacing={4}>
                    {offer.policies.map((policy) => (
                      <List.Item key={policy}>
                        <span className={classes.wrap}>{policy}</span>
                      </List.Item>
                    ))}
                  </List>
                </Stack>
              )}
            </Stack>
          </Card>
          {flags.length > 0 && (
            <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="offer-conditions">
              <Title id="offer-conditions" order={2} size="h4" mb="sm">
                {t('offers.detail.conditions')}
              </Title>
              <Stack gap="sm" component="ul" className={classes.list}>
                {flags.map((flag) => (
                  <Stack component="li" key={flag} gap={2} align="flex-start">
                    <FlagBadge flag={flag} t={t} />
                    <Text size="sm">{t(`offers.flagHints.${flag}`)}</Text>
                  </Stack>
                ))}
              </Stack>
            </Card>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <Answer offer={offer} />
          <Times offer={offer} />
          <OfferJob offer={offer} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** Who wrote the letter, beside the company they wrote it for. */
function Sender({ offer }: { offer: CandidateOffer }) {
  const { t } = useTranslation();
  const { recruiter, company } = offer;
  const picture = recruiter.image && /^https?:\/\//.test(recruiter.image) ? recruiter.image : null;
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <Avatar src={picture} alt="" radius="xl" size={44} color="indigo" className={classes.avatar}>
        {initialsOf(recruiter.name, 1)}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Text size="sm" c="dimmed">
          {t('offers.detail.sender')}
        </Text>
        <Text fw={600} className={classes.wrap}>
          {recruiterText(recruiter, t)}
        </Text>
        <Group gap={6} wrap="nowrap" c="dimmed">
          <IconBuilding size={16} aria-hidden="true" />
          <Text size="sm" className={classes.wrap}>
            {company.name}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}

/** Sent, first opened, answered and the deadline, in Bangkok time (Thai: Buddhist era). */
function Times({ offer }: { offer: CandidateOffer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const times: [string, string | null][] = [
    [t('offers.detail.sentAt'), offer.sentAt],
    [t('offers.detail.openedAt'), offer.openedAt],
    [t('offers.detail.answeredAt'), offer.answeredAt],
    [offer.status === 'EXPIRED' ? t('offers.detail.expiredAt') : t('offers.detail.expiresAt'), offer.expiresAt],
  ];
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="offer-times">
      <Title id="offer-times" order={2} size="h4" mb="sm">
        {t('offers.detail.times')}
      </Title>
      <DataList labelWidth="40%" gap="xs">
        {times.map(([label, value]) =>
          value ? (
            <DataList.Item key={label}>
              <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
              <DataList.ItemValue>{formatDateTime(value, locale)}</DataList.ItemValue>
            </DataList.Item>
          ) : null,
        )}
      </DataList>
    </Card>
  );
}

/** The posting the offer is for, with a link to its page. */
function OfferJob({ offer }: { offer: CandidateOffer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { job } = offer;
  const place = locationText(job, locale);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="offer-job">
      <Title id="offer-job" order={2} size="h4" mb="sm">
        {t('offers.detail.job')}
      </Title>
      <Stack gap="xs">
        <AnchorLink to="/jobs/$jobId" params={{ jobId: job.id }} fw={600} className={classes.wrap}>
          {job.title}
        </AnchorLink>
        <Meta icon={<IconBuilding size={16} aria-hidden="true" />}>{offer.company.name}</Meta>
        {place && <Meta icon={<IconMapPin size={16} aria-hidden="true" />}>{place}</Meta>}
        <Meta icon={<IconCash size={16} aria-hidden="true" />}>{salaryText(job, t)}</Meta>
        <Text size="sm">{t(`jobs.employmentType.${job.employmentType}`)}</Text>
      </Stack>
    </Card>
  );
}

type Answer = 'ACCEPTED' | 'REJECTED';

/**
 * Accept or decline a SENT offer, each after a confirmation; an answered or expired offer says
 * what became of it. Accepting creates an application, so My applications and the job's page
 * are fetched again.
 */
function Answer({ offer }: { offer: CandidateOffer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Answer | null>(null);
  const answer = tsr.candidate.offers.answer.useMutation({
    onSuccess: ({ body }) => {
      setConfirming(null);
      const answered = body.result.offer;
      queryClient.setQueryData<DataResponse<Contract['candidate']['offers']['get']>>(
        queryKeys.offer(answered.id),
        (old) => (old ? { ...old, body: { ...old.body, result: { offer: answered } } } : old),
      );
      putInInbox(queryClient, answered);
      // Accepting applies to the job: every list that marks applied jobs changes.
      for (const queryKey of [['candidate', 'applications'], ['candidate', 'saved-jobs'], ['jobs']]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) => {
      setConfirming(null);
      // It expired or was withdrawn while the page was open: show where it stands now.
      if (errorCodeOf(error) === 'OFFER_NOT_OPEN')
        void queryClient.invalidateQueries({ queryKey: ['candidate', 'offers'] });
    },
  });
  const company = offer.company.name;
  // Always set for an answered or expired offer; a missing one reads as a dash, not a crash.
  const day = (value: string | null) => (value ? formatDate(value, locale) : '–');

  if (offer.status === 'ACCEPTED') {
    return (
      <Alert color="green" variant="light" title={t('offers.detail.acceptedTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('offers.detail.accepted', { date: day(offer.answeredAt), company })}</Text>
          {/* The theme's link colour is too faint on the green tint. */}
          <AnchorLink to="/applications" size="sm" c="dark.8" underline="always" fw={600}>
            {t('offers.detail.acceptedLink')}
          </AnchorLink>
        </Stack>
      </Alert>
    );
  }
  if (offer.status === 'REJECTED') {
    return (
      <Alert color="gray" variant="light" title={t('offers.detail.rejectedTitle')}>
        <Text size="sm">{t('offers.detail.rejected', { date: day(offer.answeredAt) })}</Text>
      </Alert>
    );
  }
  if (offer.status !== 'SENT') {
    return (
      <Alert color="orange" variant="light" title={t('offers.detail.expiredTitle')}>
        <Text size="sm">{t('offers.detail.expired', { date: day(offer.expiresAt) })}</Text>
      </Alert>
    );
  }

  const confirmTexts =
    confirming === 'REJECTED'
      ? {
          title: t('offers.detail.confirmRejectTitle'),
          body: t('offers.detail.confirmRejectBody', { company }),
          action: t('offers.detail.confirmReject'),
        }
      : {
          title: t('offers.detail.confirmAcceptTitle'),
          body: t('offers.detail.confirmAcceptBody', { company, title: offer.job.title }),
          action: t('offers.detail.confirmAccept'),
        };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="offer-answer">
      <Stack gap="sm">
        <Title id="offer-answer" order={2} size="h4">
          {t('offers.detail.answerTitle')}
        </Title>
        <Text size="sm">{t('offers.detail.answerIntro', { company, title: offer.job.title })}</Text>
        {offer.expiresAt && (
          <Text size="sm" fw={600}>
            {t('offers.answerBy', { date: formatDateTime(offer.expiresAt, locale) })}
          </Text>
        )}
        <Group gap="sm" grow>
          <Button onClick={() => setConfirming('ACCEPTED')}>{t('offers.detail.accept')}</Button>
          <Button variant="default" onClick={() => setConfirming('REJECTED')}>
            {t('offers.detail.reject')}
          </Button>
        </Group>
        {answer.isError && (
          <Alert color="red" variant="light" role="alert">
            {describeError(answer.error, t)}
          </Alert>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={confirmTexts.title}
        message={confirmTexts.body}
        confirmLabel={confirmTexts.action}
        danger={confirming === 'REJECTED'}
        pending={answer.isPending}
        error={null}
        onConfirm={() => confirming && answer.mutate({ params: { offerId: offer.id }, body: { status: confirming } })}
        onClose={() => setConfirming(null)}
        cancelLabel={t('offers.detail.cancel')}
        closeLabel={t('offers.detail.closeDialog')}
      />
    </Card>
  );
}

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      {icon}
      <Text size="sm" className={classes.wrap}>
        {children}
      </Text>
    </Group>
  );
}
