import { EmploymentType, type Locale } from '@jobmatch/contract';
import type { ComboboxData } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { queryKeys, tsr } from '../api.ts';
import { nameIn, sortByName } from '../reference/text.ts';

/**
 * The choices of the job search's filters, from reference data in the UI language. A section
 * or group can be chosen as a whole (it matches everything below it), so each group of options
 * starts with "All of <group>".
 */
export function useIndustryOptions(locale: Locale, t: TFunction): ComboboxData {
  const { data } = tsr.shared.industries.list.useQuery({ queryKey: queryKeys.industries() });
  return useMemo(
    () =>
      (data?.body.result.industries ?? []).map((section) => ({
        group: nameIn(section.localized, locale),
        items: [
          { value: section.id, label: t('jobs.search.allOf', { name: nameIn(section.localized, locale) }) },
          ...section.children.map((division) => ({ value: division.id, label: nameIn(division.localized, locale) })),
        ],
      })),
    [data, locale, t],
  );
}

export function useOccupationOptions(locale: Locale, t: TFunction): ComboboxData {
  const { data } = tsr.shared.occupations.list.useQuery({ queryKey: queryKeys.occupations() });
  return useMemo(
    () =>
      (data?.body.result.occupations ?? []).map((major) => ({
        group: nameIn(major.localized, locale),
        items: [
          { value: major.id, label: t('jobs.search.allOf', { name: nameIn(major.localized, locale) }) },
          ...major.children.flatMap((subMajor) => [
            { value: subMajor.id, label: nameIn(subMajor.localized, locale) },
            ...subMajor.children.map((minor) => ({ value: minor.id, label: `– ${nameIn(minor.localized, locale)}` })),
          ]),
        ],
      })),
    [data, locale, t],
  );
}

export function useProvinceOptions(locale: Locale): ComboboxData {
  const { data } = tsr.shared.locations.provinces.useQuery({
    queryKey: queryKeys.provinces(undefined),
    queryData: { query: {} },
  });
  return useMemo(
    () =>
      sortByName(data?.body.result.provinces ?? [], locale).map((province) => ({
        value: province.id,
        label: nameIn(province.localized, locale),
      })),
    [data, locale],
  );
}

export function employmentTypeOptions(t: TFunction): ComboboxData {
  return EmploymentType.options.map((type) => ({ value: type, label: t(`jobs.employmentType.${type}`) }));
}
