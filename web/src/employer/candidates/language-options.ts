import type { Locale } from '@jobmatch/contract';
import type { ComboboxData } from '@mantine/core';
import { useMemo } from 'react';
import { queryKeys, tsr } from '../../api.ts';
import { nameIn, sortByName } from '../../reference/text.ts';

/** The ISO 639-1 languages, by name in the UI language. */
export function useLanguageOptions(locale: Locale): ComboboxData {
  const { data } = tsr.shared.languages.list.useQuery({ queryKey: queryKeys.languages() });
  return useMemo(
    () =>
      sortByName(data?.body.result.languages ?? [], locale).map((language) => ({
        value: language.id,
        label: nameIn(language.localized, locale),
      })),
    [data, locale],
  );
}
