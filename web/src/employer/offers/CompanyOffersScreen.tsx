import { type CompanyOffer, MAX_REMINDERS } from '@jobmatch/contract';
import { Button, EmptyState, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../../api.ts';
import { PagedList } from '../../components/PagedList.tsx';
import { ResultCount } from '../../components/ResultCount.tsx';
import { formatDate, formatDateTime, totalCount } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';
import { OfferStatusBadge } from '../../offers/offer-parts.tsx';
import { AnchorLink, ButtonLink } from '../../shell/links.tsx';
import { Page } from '../../shell/Page.tsx';
import { OfferSearchFilters } from './OfferSearchFilters.tsx';
import { RecruitmentFilter } from './RecruitmentFilter.tsx';
import { OFFER_STATUSES, OFFERS_PAGE_SIZE, type OffersSearchParams, RESCOUT_STATUSES } from './search-params.ts';

const route = getRouteApi('/employer/employer/offers');

/** The company's offers with the API's filters (status, reminders sent, recruitment, subject, candidate). */
export function CompanyOffersScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
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
      <ResultCount>{result ? t('companyOffers.count', totalCount(result.pagination, locale)) : null}</ResultCount>
      <PagedList
        query={offers}
        items={result?.offers}
        totalPages={result?.pagination.totalPages}
        page={search.page}
        onPageChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
        paginationLabel={t('companyOffers.pagination')}
        itemKey={(offer) => offer.id}
        renderItem={(offer) => <OfferRow offer={offer} />}
        loading={{ rows: 4, height: 96 }}
        empty={
          filtered ? (
            <EmptyState
              title={t('companyOffers.emptyFilteredTitle')}
              description={t('companyOffers.emptyFilteredHint')}
            >
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
          )
        }
      />
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
        <OfferStatusBadge status={offer.status} audience="employer" />
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
  return (
    <OfferSearchFilters label={t('companyOffers.filters.label')} search={search} onFilter={onFilter} onClear={onClear}>
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
        onChange={(value) => onFilter({ reScoutStatus: (value as OffersSearchParams['reScoutStatus']) ?? undefined })}
        clearable
      />
      <RecruitmentFilter
        label={t('companyOffers.filters.recruitment')}
        placeholder={t('companyOffers.filters.all')}
        value={search.recruitmentId}
        onChange={(recruitmentId) => onFilter({ recruitmentId })}
      />
    </OfferSearchFilters>
  );
}
