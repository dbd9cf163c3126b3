import type { Locale } from '@jobmatch/contract';
import type { ComboboxData, ComboboxItem, ComboboxLikeRenderOptionInput } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { queryKeys, tsr } from '../api.ts';
import { nameIn, sortByName } from '../reference/text.ts';
import classes from './profile.module.css';

/**
 * The choices of the profile's pickers, from reference data in the UI language. Unlike the job
 * search's filters, a profile names what the candidate did: industry divisions under their
 * section, occupation groups under their major group (each option once).
 */
export function useIndustryChoices(locale: Locale): ComboboxData {
  const { data } = tsr.shared.industries.list.useQuery({ queryKey: queryKeys.industries() });
  return useMemo(
    () =>
      (data?.body.result.industries ?? []).map((section) => ({
        group: nameIn(section.localized, locale),
        items: section.children.map((division) => ({ value: division.id, label: nameIn(division.localized, locale) })),
      })),
    [data, locale],
  );
}

/**
 * Occupations: sub-major groups with their minor groups indented under them (by renderOption, so
 * that the chosen pill and the option's accessible name stay the plain name).
 */
export function useOccupationChoices(locale: Locale): {
  data: ComboboxData;
  renderOption: (input: ComboboxLikeRenderOptionInput<ComboboxItem>) => ReactNode;
} {
  const { data } = tsr.shared.occupations.list.useQuery({ queryKey: queryKeys.occupations() });
  return useMemo(() => {
    const minorIds = new Set<string>();
    const options = (data?.body.result.occupations ?? []).map((major) => ({
      group: nameIn(major.localized, locale),
      items: major.children.flatMap((subMajor) => [
        { value: subMajor.id, label: nameIn(subMajor.localized, locale) },
        ...subMajor.children.map((minor) => {
          minorIds.add(minor.id);
          return { value: minor.id, label: nameIn(minor.localized, locale) };
        }),
      ]),
    }));
    return {
      data: options,
      renderOption: ({ option }) =>
        minorIds.has(option.value) ? <span className={classes.minorOption}>{option.label}</span> : option.label,
    };
  }, [data, locale]);
}

export function useProvinceChoices(locale: Locale): ComboboxData {
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

/** The districts of a province (none until a province is chosen), with their main postal code. */
export function useDistricts(provinceId: string | null, locale: Locale) {
  const { data } = tsr.shared.locations.districts.useQuery({
    queryKey: queryKeys.districts(provinceId ?? ''),
    queryData: { query: { provinceId: provinceId ?? undefined } },
    enabled: provinceId !== null,
  });
  return useMemo(() => sortByName(data?.body.result.districts ?? [], locale), [data, locale]);
}

export function useLanguages(locale: Locale) {
  const { data } = tsr.shared.languages.list.useQuery({ queryKey: queryKeys.languages() });
  return useMemo(() => sortByName(data?.body.result.languages ?? [], locale), [data, locale]);
}
