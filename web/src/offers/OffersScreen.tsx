import type { CandidateOffer } from '@jobmatch/contract';
import { Badge, Button, Card, EmptyState, Group, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBuilding, IconUser } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../api.ts';
import { PagedList } from '../components/PagedList.tsx';
import { ResultCount } from '../components/ResultCount.tsx';
import { formatDate, totalCount } from '../format.ts';
import { useLocale } from '../i18n/index.ts';
import { useIndustryOptions } from '../jobs/filter-options.ts';
import { AnchorLink, ButtonLink } from '../shell/links.tsx';
import { Page } from '../shell/Page.tsx';
import { OfferHighlights, OfferStatusBadge, recruiterText } from './offer-parts.tsx';
import classes from './offers.module.css';
import { OFFERS_PAGE_SIZE } from './search-params.ts';

const route = getRouteApi('/candidate/offers');

/**
 * The offers inbox, newest first. An offer never opened is marked unread until its page is
 * opened (the server records the first read; OfferScreen updates this list's cache). The
 * industry filter and the page live in the URL.
 */
export function OffersScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const industryOptions = useIndustryOptions(locale, t);
  const query = { ...search, pageSize: OFFERS_PAGE_SIZE };
  const offers = tsr.candidate.offers.list.useQuery({
    queryKey: queryKeys.offers(query),
    queryData: { query },
    placeholderData: keepPreviousData,
  });
  const result = offers.data?.body.result;
  const showAll = () => void navigate({ search: {} });

  return (
    <Page title={t('offers.title')} intro={t('offers.intro')}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label={t('offers.filterLabel')}
          placeholder={t('offers.allIndustries')}
          data={industryOptions}
          value={search.industryId ?? null}
          onChange={(industryId) => void navigate({ search: { industryId: industryId ?? undefined } })}
          searchable
          clearable
          nothingFoundMessage={t('offers.noIndustryMatch')}
          w={{ base: '100%', xs: 360 }}
          comboboxProps={{ withinPortal: true }}
        />
        <ResultCount>
          {result?.pagination.total ? t('offers.count', totalCount(result.pagination, locale)) : null}
        </ResultCount>
      </Group>
      <PagedList
        query={offers}
        items={result?.offers}
        totalPages={result?.pagination.totalPages}
        page={search.page}
        onPageChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
        paginationLabel={t('offers.pagination')}
        itemKey={(offer) => offer.id}
        renderItem={(offer) => <OfferItem offer={offer} />}
        empty={
          search.industryId ? (
            <EmptyState title={t('offers.emptyFilteredTitle')} description={t('offers.emptyFilteredHint')}>
              <EmptyState.Actions>
                <Button variant="light" onClick={showAll}>
                  {t('offers.showAll')}
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          ) : (
            <EmptyState title={t('offers.emptyTitle')} description={t('offers.emptyHint')}>
              <EmptyState.Actions>
                <ButtonLink to="/jobs" variant="light">
                  {t('offers.browse')}
                </ButtonLink>
              </EmptyState.Actions>
            </EmptyState>
          )
        }
      />
    </Page>
  );
}

function OfferItem({ offer }: { offer: CandidateOffer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const unread = offer.openedAt === null;
  const dates = [
    offer.sentAt && t('offers.sentOn', { date: formatDate(offer.sentAt, locale) }),
    offer.status === 'SENT' && offer.expiresAt && t('offers.answerBy', { date: formatDate(offer.expiresAt, locale) }),
    offer.answeredAt && t('offers.answeredOn', { date: formatDate(offer.answeredAt, locale) }),
    offer.status === 'EXPIRED' &&
      offer.expiresAt &&
      t('offers.expiredOn', { date: formatDate(offer.expiresAt, locale) }),
  ].filter(Boolean);

  return (
    <Card withBorder radius="lg" padding="lg" className={classes.item} data-unread={unread || undefined}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="xs" wrap="nowrap" align="flex-start" className={classes.subjectLine}>
            {unread && <span className={classes.unreadDot} aria-hidden="true" />}
            <AnchorLink
              to="/offers/$offerId"
              params={{ offerId: offer.id }}
              className={classes.subject}
              fw={unread ? 700 : 500}
              size="lg"
            >
              {unread && <VisuallyHidden>{t('offers.unread')}: </VisuallyHidden>}
              {offer.subject}
            </AnchorLink>
          </Group>
          <Group gap={6}>
            {unread && (
              <Badge color="indigo" variant="filled" tt="none" size="lg" aria-hidden="true">
                {t('offers.unread')}
              </Badge>
            )}
            <OfferStatusBadge status={offer.status} />
          </Group>
        </Group>
        <Group gap="lg" c="dimmed" style={{ rowGap: 4 }}>
          <Meta icon={<IconBuilding size={16} aria-hidden="true" />}>{offer.company.name}</Meta>
          <Meta icon={<IconUser size={16} aria-hidden="true" />}>
            {t('offers.from', { name: recruiterText(offer.recruiter, t) })}
          </Meta>
        </Group>
        <Text size="sm">{t('offers.forJob', { title: offer.job.title })}</Text>
        <OfferHighlights offer={offer} />
        <Text size="sm" c="dimmed">
          {dates.join(' · ')}
        </Text>
      </Stack>
    </Card>
  );
}

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      {icon}
      <Text size="sm" span className={classes.wrap}>
        {children}
      </Text>
    </Group>
  );
}
