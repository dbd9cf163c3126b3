import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../api.ts';
import { TreeTab } from './TreeTab.tsx';

/** ISIC Rev.4 sections → divisions. */
export function IndustriesTab({ query, onClearQuery }: { query: string; onClearQuery: () => void }) {
  const { t } = useTranslation();
  const industries = tsr.shared.industries.list.useQuery({ queryKey: queryKeys.industries() });
  return (
    <TreeTab
      status={industries.status}
      items={industries.data?.body.result.industries}
      error={industries.error}
      refetch={industries.refetch}
      query={query}
      onClearQuery={onClearQuery}
      source={t('reference.industries.source')}
      childCountLabel={(_depth, count) => t('reference.industries.divisions', { count })}
    />
  );
}
