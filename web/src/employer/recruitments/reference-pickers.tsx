import type { Locale, LocalizedText } from '@jobmatch/contract';
import { type ComboboxData, Select, type SelectProps, SimpleGrid, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../../api.ts';
import { useLocale } from '../../i18n/index.ts';
import { nameIn, sortByName } from '../../reference/text.ts';
import type { AnyForm } from './form-fields.tsx';

/** ISIC divisions grouped by their section, named in the UI language. */
function useIndustryChoices(): ComboboxData {
  const locale = useLocale();
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

/** ISCO sub-major groups and their minor groups, grouped by major group. */
function useOccupationChoices(): ComboboxData {
  const locale = useLocale();
  const { data } = tsr.shared.occupations.list.useQuery({ queryKey: queryKeys.occupations() });
  return useMemo(
    () =>
      (data?.body.result.occupations ?? []).map((major) => ({
        group: nameIn(major.localized, locale),
        items: major.children.flatMap((subMajor) => [
          { value: subMajor.id, label: nameIn(subMajor.localized, locale) },
          ...subMajor.children.map((minor) => ({ value: minor.id, label: `– ${nameIn(minor.localized, locale)}` })),
        ]),
      })),
    [data, locale],
  );
}

/** Places (provinces, districts) by name in the UI language, as choices. */
function useNamedChoices(items: readonly { id: string; localized: LocalizedText }[] | undefined, locale: Locale) {
  return useMemo(
    () => sortByName(items ?? [], locale).map((item) => ({ value: item.id, label: nameIn(item.localized, locale) })),
    [items, locale],
  );
}

/** A searchable picker of reference data. */
function ReferenceSelect(props: SelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      placeholder={t('recruitments.editor.pick')}
      searchable
      nothingFoundMessage={t('recruitments.editor.nothingFound')}
      {...props}
    />
  );
}

/** The industry and occupation of a posting, picked from the reference trees (searchable). */
export function ClassificationPickers({ form }: { form: AnyForm }) {
  const { t } = useTranslation();
  const industries = useIndustryChoices();
  const occupations = useOccupationChoices();
  // Their names are long (ISIC and ISCO titles): one picker a row.
  return (
    <Stack gap="md">
      <ReferenceSelect
        label={t('recruitments.fields.industry')}
        data={industries}
        required
        maxDropdownHeight={320}
        {...form.getInputProps('industryId')}
      />
      <ReferenceSelect
        label={t('recruitments.fields.occupation')}
        data={occupations}
        required
        maxDropdownHeight={320}
        {...form.getInputProps('occupationId')}
      />
    </Stack>
  );
}

/**
 * Where the job is: a province, then one of its districts (the posting stores the district).
 * Changing the province clears the district.
 */
export function LocationPicker({ form, initialProvinceId }: { form: AnyForm; initialProvinceId: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [provinceId, setProvinceId] = useState(initialProvinceId);
  const provinces = tsr.shared.locations.provinces.useQuery({
    queryKey: queryKeys.provinces(undefined),
    queryData: { query: {} },
  });
  const districts = tsr.shared.locations.districts.useQuery({
    queryKey: queryKeys.districts(provinceId ?? ''),
    queryData: { query: { provinceId: provinceId ?? undefined } },
    enabled: provinceId !== null,
  });
  const provinceChoices = useNamedChoices(provinces.data?.body.result.provinces, locale);
  const districtChoices = useNamedChoices(districts.data?.body.result.districts, locale);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <ReferenceSelect
        label={t('recruitments.fields.province')}
        data={provinceChoices}
        clearable
        value={provinceId}
        onChange={(value) => {
          setProvinceId(value);
          form.setFieldValue('districtId', null);
        }}
      />
      <ReferenceSelect
        label={t('recruitments.fields.district')}
        placeholder={provinceId ? t('recruitments.editor.pick') : t('recruitments.editor.provinceFirst')}
        data={districtChoices}
        clearable
        disabled={!provinceId}
        {...form.getInputProps('districtId')}
      />
    </SimpleGrid>
  );
}
