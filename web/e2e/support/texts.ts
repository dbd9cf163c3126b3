import i18next, { type TFunction } from 'i18next';
import employerEn from '../../src/employer/texts/en.json' with { type: 'json' };
import employerTh from '../../src/employer/texts/th.json' with { type: 'json' };
import en from '../../src/i18n/en.json' with { type: 'json' };
import th from '../../src/i18n/th.json' with { type: 'json' };
import accountEn from '../../src/profile/texts/en.json' with { type: 'json' };
import accountTh from '../../src/profile/texts/th.json' with { type: 'json' };
import type { Language } from './browser.ts';

/**
 * The app's own texts in a language, through i18next as the app renders them (placeholders,
 * plurals): tests look for what a person reads, without copying the translations.
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
  });
  return instance.t;
}
