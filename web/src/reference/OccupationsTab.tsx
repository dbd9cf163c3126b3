import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../api.ts';
import { TreeTab } from './TreeTab.tsx';

/** ISCO-08 major → sub-major → minor groups. */
export function OccupationsTab({ query, onClearQuery }: { query: string; onClearQuery: () => void }) {
  const { t } = useTranslation();
  const occupations = tsr.shared.occupations.list.useQuery({ queryKey: queryKeys.occupations() });
  return (
    <TreeTab
      status={occupations.status}
      items={occupations.data?.body.result.occupations}
      error={occupations.error}
      refetch={occupations.refetch}
      query={query}
      onClearQuery={onClearQuery}
      source={t('reference.occupations.source')}
      childCountLabel={(depth, count) =>
        depth === 0
          ? t('reference.occupations.subMajorGroups', { count })
          : t('reference.occupations.minorGroups', { count })
      }
    />
  );
}
