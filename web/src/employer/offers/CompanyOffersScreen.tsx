import { type CompanyOffer, MAX_REMINDERS } from '@jobmatch/contract';
import {
  Button,
  EmptyState,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../../api.ts';
import { ListPagination } from '../../components/PagedList.tsx';
import { ErrorState, LoadingRows } from '../../components/QueryStates.tsx';
import { formatDate, formatDateTime } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';
import { AnchorLink, ButtonLink } from '../../shell/links.tsx';
import { Page } from '../../shell/Page.tsx';
import { CompanyOfferStatus } from './offer-status.tsx';
import { useRecruitmentFilterOptions } from './recruitment-options.ts';
import { OFFER_STATUSES, OFFERS_PAGE_SIZE, type OffersSearchParams, RESCOUT_STATUSES } from './search-params.ts';

const route = getRouteApi('/employer/employer/offers');

/** The company's offers with the API's filters (status, reminders sent, recruitment, subject, candidate). */
export function CompanyOffersScreen() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = { ...search, pageSize: OFFERS_PAGE_SIZE };
  const offers = tsr.company.offers.list.useQuery({
    queryKey: queryKeys.companyOffers(query),
    queryData: { query },
    placeholderData: keepPreviousData,
  });
  const result = offers.data?.body.result;
  const filtered = Object.keys(search).some((key) => key !== 'page');
  const filter = (changes: Partial<OffersSearchParams>) =>
    void navigate({ search: (previous) => ({ ...previous, ...changes, page: 1 }) });
  const clear = () => void navigate({ search: { page: 1 } });

  return (
    <Page
      title={t('companyOffers.title')}
      intro={t('companyOffers.intro')}
      actions={
        <Group mt="xs">
          <ButtonLink to="/employer/candidates" variant="light">
            {t('companyOffers.findCandidates')}
          </ButtonLink>
        </Group>
      }
    >
      <OfferFilters search={search} onFilter={filter} onClear={clear} />
      <Text fw={600} role="status" aria-live="polite" aria-atomic="true">
        {result ? t('companyOffers.count', { count: result.pagination.total }) : '\u00a0'}
      </Text>
      {offers.isPending ? (
        <LoadingRows rows={4} height={96} />
      ) : offers.isError ? (
        <ErrorState error={offers.error} onRetry={() => void offers.refetch()} />
      ) : result && result.offers.length > 0 ? (
        <Stack gap="sm" style={{ opacity: offers.isPlaceholderData ? 0.6 : 1 }}>
          {result.offers.map((offer) => (
            <OfferRow key={offer.id} offer={offer} />
          ))}
          {result.pagination.totalPages > 1 && (
            <ListPagination
              label={t('companyOffers.pagination')}
              total={result.pagination.totalPages}
              page={search.page}
              onChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
            />
          )}
        </Stack>
      ) : filtered ? (
        <EmptyState title={t('companyOffers.emptyFilteredTitle')} description={t('companyOffers.emptyFilteredHint')}>
          <EmptyState.Actions>
            <Button variant="light" onClick={clear}>
              {t('companyOffers.filters.clear')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <EmptyState title={t('companyOffers.emptyTitle')} description={t('companyOffers.emptyHint')}>
          <EmptyState.Actions>
            <ButtonLink to="/employer/candidates">{t('companyOffers.findCandidates')}</ButtonLink>
          </EmptyState.Actions>
        </EmptyState>
      )}
    </Page>
  );
}

function OfferRow({ offer }: { offer: CompanyOffer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const when =
    offer.status === 'SCHEDULED' && offer.scheduledAt
      ? t('companyOffers.card.scheduledFor', { time: formatDateTime(offer.scheduledAt, locale) })
      : offer.sentAt
        ? t('companyOffers.card.sentOn', { date: formatDate(offer.sentAt, locale) })
        : null;
  return (
    <Paper withBorder radius="lg" p="md" component="article">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={4} miw={0} flex={1}>
          <AnchorLink to="/employer/offers/$offerId" params={{ offerId: offer.id }} fw={700}>
            {offer.subject}
          </AnchorLink>
          <Text size="sm">
            {t('companyOffers.card.candidate', { userNo: offer.candidateUserNo })} ·{' '}
            {t('companyOffers.card.recruitment', { title: offer.recruitmentTitle })}
          </Text>
          <Text size="sm" c="dimmed">
            {[
              when,
              offer.answeredAt && t('companyOffers.card.answeredOn', { date: formatDate(offer.answeredAt, locale) }),
              offer.status !== 'SCHEDULED' &&
                t('companyOffers.card.reminders', { count: offer.remindersSent, max: MAX_REMINDERS }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <CompanyOfferStatus status={offer.status} />
      </Group>
    </Paper>
  );
}

function OfferFilters({
  search,
  onFilter,
  onClear,
}: {
  search: OffersSearchParams;
  onFilter: (changes: Partial<OffersSearchParams>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const recruitments = useRecruitmentFilterOptions();
  const [subject, setSubject] = useState(search.subject ?? '');
  const [userNo, setUserNo] = useState<string | number>(search.userNo ?? '');
  useEffect(() => setSubject(search.subject ?? ''), [search.subject]);
  useEffect(() => setUserNo(search.userNo ?? ''), [search.userNo]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ subject: subject.trim() || undefined, userNo: typeof userNo === 'number' ? userNo : undefined });
  };
  return (
    <Paper withBorder radius="lg" p="md" component="search" aria-label={t('companyOffers.filters.label')}>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <Select
            label={t('companyOffers.filters.status')}
            placeholder={t('companyOffers.filters.all')}
            data={OFFER_STATUSES.map((status) => ({ value: status, label: t(`companyOffers.status.${status}`) }))}
            value={search.status ?? null}
            onChange={(value) => onFilter({ status: (value as OffersSearchParams['status']) ?? undefined })}
            clearable
          />
          <Select
            label={t('companyOffers.filters.reScout')}
            placeholder={t('companyOffers.filters.all')}
            data={RESCOUT_STATUSES.map((status) => ({ value: status, label: t(`companyOffers.reScout.${status}`) }))}
            value={search.reScoutStatus ?? null}
            onChange={(value) =>
              onFilter({ reScoutStatus: (value as OffersSearchParams['reScoutStatus']) ?? undefined })
            }
            clearable
          />
          <Select
            label={t('companyOffers.filters.recruitment')}
            placeholder={t('companyOffers.filters.all')}
            data={recruitments}
            value={search.recruitmentId ?? null}
            onChange={(value) => onFilter({ recruitmentId: value ?? undefined })}
            searchable
            clearable
            nothingFoundMessage={t('state.noData')}
          />
          <TextInput
            label={t('companyOffers.filters.subject')}
            value={subject}
            onChange={(event) => setSubject(event.currentTarget.value)}
          />
          <NumberInput
            label={t('companyOffers.filters.userNo')}
            value={userNo}
            onChange={setUserNo}
            min={1}
            allowDecimal={false}
            allowNegative={false}
          />
          <Group gap="sm" align="flex-end">
            <Button type="submit">{t('companyOffers.filters.apply')}</Button>
            <Button variant="subtle" onClick={onClear}>
              {t('companyOffers.filters.clear')}
            </Button>
          </Group>
        </SimpleGrid>
      </form>
    </Paper>
  );
}
