import type { ScheduledMessage } from '@jobmatch/contract';
import {
  Alert,
  Badge,
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
import { formatDateTime } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';
import { AnchorLink } from '../../shell/links.tsx';
import { Page } from '../../shell/Page.tsx';
import { useRecruitmentFilterOptions } from './recruitment-options.ts';
import { ScheduledMessageActions } from './ScheduledMessageActions.tsx';
import { OFFERS_PAGE_SIZE, type ScheduledMessagesParams } from './search-params.ts';

const route = getRouteApi('/employer/employer/scheduled-messages');

/** Letters and reminders waiting for their time, soonest first: change the time or text, or cancel. */
export function ScheduledMessagesScreen() {
  const { t } = useTranslation();
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
      <Text fw={600} role="status" aria-live="polite" aria-atomic="true">
        {result ? t('companyOffers.scheduled.count', { count: result.pagination.total }) : '\u00a0'}
      </Text>
      {messages.isPending ? (
        <LoadingRows rows={3} height={96} />
      ) : messages.isError ? (
        <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />
      ) : result && result.messages.length > 0 ? (
        <Stack gap="sm" style={{ opacity: messages.isPlaceholderData ? 0.6 : 1 }}>
          {result.messages.map((message) => (
            <MessageRow key={message.id} message={message} onDone={setNotice} />
          ))}
          {result.pagination.totalPages > 1 && (
            <ListPagination
              label={t('companyOffers.scheduled.pagination')}
              total={result.pagination.totalPages}
              page={search.page}
              onChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
            />
          )}
        </Stack>
      ) : (
        <EmptyState
          title={t('companyOffers.scheduled.emptyTitle')}
          description={t('companyOffers.scheduled.emptyHint')}
        />
      )}
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
  const recruitments = useRecruitmentFilterOptions();
  const [subject, setSubject] = useState(search.subject ?? '');
  const [userNo, setUserNo] = useState<string | number>(search.userNo ?? '');
  useEffect(() => setSubject(search.subject ?? ''), [search.subject]);
  useEffect(() => setUserNo(search.userNo ?? ''), [search.userNo]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ subject: subject.trim() || undefined, userNo: typeof userNo === 'number' ? userNo : undefined });
  };
  const day = (field: 'scheduledStartDate' | 'scheduledEndDate', label: string) => (
    <TextInput
      type="date"
      label={label}
      value={search[field] ?? ''}
      onChange={(event) => onFilter({ [field]: event.currentTarget.value || undefined })}
    />
  );
  return (
    <Paper withBorder radius="lg" p="md" component="search" aria-label={t('companyOffers.scheduled.filters')}>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
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
          {day('scheduledStartDate', t('companyOffers.scheduled.from'))}
          {day('scheduledEndDate', t('companyOffers.scheduled.to'))}
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
