import i18next, { type TFunction } from 'i18next';
import employerEn from '../../src/employer/texts/en.json' with { type: 'json' };
import employerTh from '../../src/employer/texts/th.json' with { type: 'json' };
import { formatNumber } from '../../src/format.ts';
import en from '../../src/i18n/en.json' with { type: 'json' };
import th from '../../src/i18n/th.json' with { type: 'json' };
import accountEn from '../../src/profile/texts/en.json' with { type: 'json' };
import accountTh from '../../src/profile/texts/th.json' with { type: 'json' };
import type { Language } from './browser.ts';

/**
 * The app's own texts in a language, through i18next as the app renders them (placeholders,
 * plurals): tests look for what a person reads, without copying the translations. A list's
 * counted text shows `total` and picks its plural by `count` (web/src/format.ts `totalCount`):
 * given only a `count`, it shows that number as the app formats it.
 */
export async function textsIn(language: Language): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: {
      en: { translation: { ...en, ...accountEn, ...employerEn } },
      th: { translation: { ...th, ...accountTh, ...employerTh } },
    },
    interpolation: { escapeValue: false },
    // i18next passes the call's options, typed as its init options. Any other missing value stays
    // as the placeholder it was, which no page shows.
    missingInterpolationHandler: (_text: string, [placeholder, name]: RegExpExecArray, options: object) => {
      const { count } = options as { count?: unknown };
      return name?.trim() === 'total' && typeof count === 'number' ? formatNumber(count, language) : placeholder;
    },
  });
  return instance.t;
}
