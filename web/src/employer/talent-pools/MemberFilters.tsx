import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES } from '../../applications/search-params.ts';
import { MAX_USER_NO, MEMBER_SORTS, OFFER_STATUSES, type TalentPoolSearchParams } from './search-params.ts';

type Filters = Omit<TalentPoolSearchParams, 'page'>;

/**
 * The members query's filters and order, as the contract has them: where the company stands
 * with each member (latest application, latest offer, a scheduled offer), a candidate number,
 * and the order.
 */
export function MemberFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation();
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  const scheduled = filters.offerScheduled === undefined ? null : String(filters.offerScheduled);
  return (
    <SimpleGrid cols={{ base: 2, lg: 5 }} spacing="sm">
      <Select
        label={t('talentPools.filters.applicationStatus')}
        placeholder={t('talentPools.filters.any')}
        data={APPLICATION_STATUSES.map((value) => ({
          value,
          label: t(`talentPools.member.applicationStatus.${value}`),
        }))}
        value={filters.applicationStatus ?? null}
        onChange={(value) => set({ applicationStatus: APPLICATION_STATUSES.find((status) => status === value) })}
        clearable
      />
      <Select
        label={t('talentPools.filters.offerStatus')}
        placeholder={t('talentPools.filters.any')}
        data={OFFER_STATUSES.map((value) => ({ value, label: t(`talentPools.member.offerStatus.${value}`) }))}
        value={filters.offerStatus ?? null}
        onChange={(value) => set({ offerStatus: OFFER_STATUSES.find((status) => status === value) })}
        clearable
      />
      <Select
        label={t('talentPools.filters.offerScheduled')}
        placeholder={t('talentPools.filters.any')}
        data={[
          { value: 'true', label: t('talentPools.filters.withScheduled') },
          { value: 'false', label: t('talentPools.filters.withoutScheduled') },
        ]}
        value={scheduled}
        onChange={(value) => set({ offerScheduled: value === null ? undefined : value === 'true' })}
        clearable
      />
      <NumberInput
        label={t('talentPools.filters.userNo')}
        value={filters.userNo ?? ''}
        onChange={(value) => set({ userNo: typeof value === 'number' && value >= 1 ? value : undefined })}
        min={1}
        max={MAX_USER_NO}
        allowDecimal={false}
        allowNegative={false}
        hideControls
      />
      <Select
        label={t('talentPools.filters.sortBy')}
        data={MEMBER_SORTS.map((value) => ({ value, label: t(`talentPools.filters.sort.${value}`) }))}
        value={filters.sortBy}
        onChange={(value) => set({ sortBy: MEMBER_SORTS.find((sort) => sort === value) ?? filters.sortBy })}
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}
