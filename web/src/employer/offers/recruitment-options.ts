import { useMemo } from 'react';
import { queryKeys, tsr } from '../../api.ts';

const SHOWN = 100;

/** Every recruitment of the company, by title, for the lists' "recruitment" filters. */
export function useRecruitmentFilterOptions() {
  const { data } = tsr.company.recruitments.list.useQuery({
    queryKey: queryKeys.companyOfferChoices('all-recruitments'),
    queryData: { query: { pageSize: SHOWN } },
  });
  return useMemo(
    () => (data?.body.result.recruitments ?? []).map((item) => ({ value: item.id, label: item.title })),
    [data],
  );
}
