import { type ComboboxData, Select, SimpleGrid, Stack } from '@mantine/core';
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

/** The industry and occupation of a posting, picked from the reference trees (searchable). */
export function ClassificationPickers({ form }: { form: AnyForm }) {
  const { t } = useTranslation();
  const industries = useIndustryChoices();
  const occupations = useOccupationChoices();
  // Their names are long (ISIC and ISCO titles): one picker a row.
  return (
    <Stack gap="md">
      <Select
        label={t('recruitments.fields.industry')}
        placeholder={t('recruitments.editor.pick')}
        data={industries}
        searchable
        required
        nothingFoundMessage={t('recruitments.editor.nothingFound')}
        maxDropdownHeight={320}
        {...form.getInputProps('industryId')}
      />
      <Select
        label={t('recruitments.fields.occupation')}
        placeholder={t('recruitments.editor.pick')}
        data={occupations}
        searchable
        required
        nothingFoundMessage={t('recruitments.editor.nothingFound')}
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
  const provinceChoices = useMemo(
    () =>
      sortByName(provinces.data?.body.result.provinces ?? [], locale).map((province) => ({
        value: province.id,
        label: nameIn(province.localized, locale),
      })),
    [provinces.data, locale],
  );
  const districtChoices = useMemo(
    () =>
      sortByName(districts.data?.body.result.districts ?? [], locale).map((district) => ({
        value: district.id,
        label: nameIn(district.localized, locale),
      })),
    [districts.data, locale],
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t('recruitments.fields.province')}
        placeholder={t('recruitments.editor.pick')}
        data={provinceChoices}
        searchable
        clearable
        nothingFoundMessage={t('recruitments.editor.nothingFound')}
        value={provinceId}
        onChange={(value) => {
          setProvinceId(value);
          form.setFieldValue('districtId', null);
        }}
      />
      <Select
        label={t('recruitments.fields.district')}
        placeholder={provinceId ? t('recruitments.editor.pick') : t('recruitments.editor.provinceFirst')}
        data={districtChoices}
        searchable
        clearable
        disabled={!provinceId}
        nothingFoundMessage={t('recruitments.editor.nothingFound')}
        {...form.getInputProps('districtId')}
      />
    </SimpleGrid>
  );
}
