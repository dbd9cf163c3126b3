import type { ScheduledMessage } from '@jobmatch/contract';
import { Alert, Badge, EmptyState, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../../api.ts';
import { PagedList } from '../../components/PagedList.tsx';
import { ResultCount } from '../../components/ResultCount.tsx';
import { formatDateTime, totalCount } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';
import { AnchorLink } from '../../shell/links.tsx';
import { Page } from '../../shell/Page.tsx';
import { OfferSearchFilters } from './OfferSearchFilters.tsx';
import { RecruitmentFilter } from './RecruitmentFilter.tsx';
import { ScheduledMessageActions } from './ScheduledMessageActions.tsx';
import { OFFERS_PAGE_SIZE, type ScheduledMessagesParams } from './search-params.ts';

const route = getRouteApi('/employer/employer/scheduled-messages');

/** Letters and reminders waiting for their time, soonest first: change the time or text, or cancel. */
export function ScheduledMessagesScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const query = { ...search, pageSize: OFFERS_PAGE_SIZE };
  const messages = tsr.company.offers.scheduledMessages.useQuery({
    queryKey: queryKeys.companyScheduledMessages(query),
    queryData: { query },
    placeholderData: keepPreviousData,
  });
  const result = messages.data?.body.result;
  const filter = (changes: Partial<ScheduledMessagesParams>) =>
    void navigate({ search: (previous) => ({ ...previous, ...changes, page: 1 }) });
  const clear = () => void navigate({ search: { page: 1 } });

  return (
    <Page title={t('companyOffers.scheduled.title')} intro={t('companyOffers.scheduled.intro')}>
      <ScheduledFilters search={search} onFilter={filter} onClear={clear} />
      {notice && (
        <Alert
          color="green"
          variant="light"
          role="status"
          withCloseButton
          closeButtonLabel={t('companyOffers.scheduled.close')}
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      )}
      <ResultCount>
        {result ? t('companyOffers.scheduled.count', totalCount(result.pagination, locale)) : null}
      </ResultCount>
      <PagedList
        query={messages}
        items={result?.messages}
        totalPages={result?.pagination.totalPages}
        page={search.page}
        onPageChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
        paginationLabel={t('companyOffers.scheduled.pagination')}
        itemKey={(message) => message.id}
        renderItem={(message) => <MessageRow message={message} onDone={setNotice} />}
        empty={
          <EmptyState
            title={t('companyOffers.scheduled.emptyTitle')}
            description={t('companyOffers.scheduled.emptyHint')}
          />
        }
      />
    </Page>
  );
}

function MessageRow({ message, onDone }: { message: ScheduledMessage; onDone: (notice: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper withBorder radius="lg" p="md" component="article">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color={message.type === 'LETTER' ? 'violet' : 'cyan'} tt="none">
            {t(`companyOffers.messageType.${message.type}`)}
          </Badge>
          <Text fw={700}>
            {message.scheduledAt &&
              t('companyOffers.scheduled.sendsAt', { time: formatDateTime(message.scheduledAt, locale) })}
          </Text>
        </Group>
        <Text fw={600}>{message.subject ?? message.offerSubject}</Text>
        <Text size="sm">
          {t('companyOffers.card.candidate', { userNo: message.candidateUserNo })} ·{' '}
          {t('companyOffers.card.recruitment', { title: message.recruitmentTitle })} ·{' '}
          <AnchorLink to="/employer/offers/$offerId" params={{ offerId: message.offerId }}>
            {t('companyOffers.scheduled.openOffer')}
          </AnchorLink>
        </Text>
        <ScheduledMessageActions message={message} onDone={onDone} />
      </Stack>
    </Paper>
  );
}

function ScheduledFilters({
  search,
  onFilter,
  onClear,
}: {
  search: ScheduledMessagesParams;
  onFilter: (changes: Partial<ScheduledMessagesParams>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const day = (field: 'scheduledStartDate' | 'scheduledEndDate', label: string) => (
    <TextInput
      type="date"
      label={label}
      value={search[field] ?? ''}
      onChange={(event) => onFilter({ [field]: event.currentTarget.value || undefined })}
    />
  );
  return (
    <OfferSearchFilters
      label={t('companyOffers.scheduled.filters')}
      search={search}
      onFilter={onFilter}
      onClear={onClear}
    >
      <RecruitmentFilter
        label={t('companyOffers.filters.recruitment')}
        placeholder={t('companyOffers.filters.all')}
        value={search.recruitmentId}
        onChange={(recruitmentId) => onFilter({ recruitmentId })}
      />
      {day('scheduledStartDate', t('companyOffers.scheduled.from'))}
      {day('scheduledEndDate', t('companyOffers.scheduled.to'))}
    </OfferSearchFilters>
  );
}
