import type { CompanyOffer, OfferMessageView } from '@jobmatch/contract';
import { Alert, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../../api.ts';
import { FailedRead, LoadingRows } from '../../components/QueryStates.tsx';
import { formatDateTime } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';
import { FlagBadge, OFFER_FLAGS, OfferStatusBadge } from '../../offers/offer-parts.tsx';
import { AnchorLink } from '../../shell/links.tsx';
import { Page } from '../../shell/Page.tsx';
import { MessageStatus } from './offer-status.tsx';
import { ReminderForm } from './ReminderForm.tsx';

const route = getRouteApi('/employer/employer/offers/$offerId');

/** One offer: its facts and times, its letter and reminders, and a new reminder (at most two). */
export function CompanyOfferScreen() {
  const { t } = useTranslation();
  const { offerId } = route.useParams();
  const offer = tsr.company.offers.get.useQuery({
    queryKey: queryKeys.companyOffer(offerId),
    queryData: { params: { offerId } },
  });
  const result = offer.data?.body.result;
  return (
    <Page
      title={result?.offer.subject ?? t('companyOffers.title')}
      intro={<AnchorLink to="/employer/offers">{t('companyOffers.detail.back')}</AnchorLink>}
    >
      {offer.isPending ? (
        <LoadingRows rows={5} height={60} />
      ) : offer.isError ? (
        <FailedRead
          error={offer.error}
          onRetry={() => void offer.refetch()}
          notFound={<Text>{t('companyOffers.detail.notFound')}</Text>}
        />
      ) : (
        result && (
          <Stack gap="lg">
            <OfferFacts offer={result.offer} />
            <ReminderForm offer={result.offer} messages={result.messages} />
            <Messages messages={result.messages} />
          </Stack>
        )
      )}
    </Page>
  );
}

function OfferFacts({ offer }: { offer: CompanyOffer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = (value: string) => t('companyOffers.detail.bangkok', { time: formatDateTime(value, locale) });
  const rows: [string, ReactNode][] = [
    [
      t('companyOffers.detail.candidate'),
      <AnchorLink key="c" to="/employer/candidates/$candidateId" params={{ candidateId: offer.candidateId }}>
        {t('companyOffers.card.candidate', { userNo: offer.candidateUserNo })}
      </AnchorLink>,
    ],
    [t('companyOffers.detail.recruitment'), offer.recruitmentTitle],
    ...(offer.scheduledAt && offer.status === 'SCHEDULED'
      ? [[t('companyOffers.detail.scheduledAt'), time(offer.scheduledAt)] as [string, string]]
      : []),
    ...(offer.sentAt ? [[t('companyOffers.detail.sentAt'), time(offer.sentAt)] as [string, string]] : []),
    ...(offer.sentAt
      ? [
          [
            t('companyOffers.detail.openedAt'),
            offer.openedAt ? time(offer.openedAt) : t('companyOffers.detail.notOpened'),
          ] as [string, string],
        ]
      : []),
    ...(offer.answeredAt ? [[t('companyOffers.detail.answeredAt'), time(offer.answeredAt)] as [string, string]] : []),
    ...(offer.expiresAt && offer.status === 'SENT'
      ? [[t('companyOffers.detail.expiresAt'), time(offer.expiresAt)] as [string, string]]
      : []),
    ...(offer.cancelledAt
      ? [[t('companyOffers.detail.cancelledAt'), time(offer.cancelledAt)] as [string, string]]
      : []),
  ];
  const flags = OFFER_FLAGS.filter((flag) => offer[flag]);
  const reason = offer.reason as keyof typeof reasonKeys | null;
  return (
    <Paper withBorder radius="lg" p="md" component="section">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {t('companyOffers.detail.facts')}
        </Title>
        <OfferStatusBadge status={offer.status} audience="employer" />
      </Group>
      {reason && reason in reasonKeys && (
        <Alert color="orange" variant="light" mb="sm">
          {t(reasonKeys[reason])}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {flags.length > 0 && (
        <Group gap={6} mt="md">
          {flags.map((flag) => (
            <FlagBadge key={flag} flag={flag} t={t} />
          ))}
        </Group>
      )}
      <Text mt="md" fw={600}>
        {offer.introduction}
      </Text>
      <Text mt="xs" style={{ whiteSpace: 'pre-line' }}>
        {offer.message}
      </Text>
      {offer.policies.length > 0 && (
        <>
          <Text mt="md" fw={600}>
            {t('companyOffers.detail.policies')}
          </Text>
          <List>
            {offer.policies.map((policy) => (
              <List.Item key={policy}>{policy}</List.Item>
            ))}
          </List>
        </>
      )}
    </Paper>
  );
}

const reasonKeys = {
  RECRUITMENT_NOT_ACTIVE: 'companyOffers.detail.reason.RECRUITMENT_NOT_ACTIVE',
  CANDIDATE_NOT_OPEN_TO_OFFERS: 'companyOffers.detail.reason.CANDIDATE_NOT_OPEN_TO_OFFERS',
} as const;

function Messages({ messages }: { messages: OfferMessageView[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper withBorder radius="lg" p="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {t('companyOffers.detail.messages')}
      </Title>
      <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {messages.map((message) => {
          const at = message.sentAt ?? message.cancelledAt ?? message.scheduledAt ?? message.createdAt;
          return (
            <li key={message.id}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{t(`companyOffers.messageType.${message.type}`)}</Text>
                <MessageStatus status={message.status} />
                <Text size="sm" c="dimmed">
                  {t('companyOffers.detail.bangkok', { time: formatDateTime(at, locale) })}
                </Text>
              </Group>
              {message.subject && message.type === 'REMINDER' && <Text fw={500}>{message.subject}</Text>}
              {message.type === 'REMINDER' && (
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {message.message}
                </Text>
              )}
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}
