import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../../api.ts';

const SHOWN = 100;

/** Every recruitment of the company, by title, for the lists' "recruitment" filters. */
function useRecruitmentFilterOptions() {
  const { data } = tsr.company.recruitments.list.useQuery({
    queryKey: queryKeys.companyOfferChoices('all-recruitments'),
    queryData: { query: { pageSize: SHOWN } },
  });
  return useMemo(
    () => (data?.body.result.recruitments ?? []).map((item) => ({ value: item.id, label: item.title })),
    [data],
  );
}

/** A list's "recruitment" filter: one of the company's recruitments, searchable, or all. */
export function RecruitmentFilter({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  onChange: (recruitmentId: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const recruitments = useRecruitmentFilterOptions();
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={recruitments}
      value={value ?? null}
      onChange={(recruitmentId) => onChange(recruitmentId ?? undefined)}
      searchable
      clearable
      nothingFoundMessage={t('state.noData')}
    />
  );
}
