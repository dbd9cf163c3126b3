import { isLocale, type Locale, setLocaleResolver } from '@jobmatch/contract';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import en from './en.json';
import th from './th.json';

export const LANGUAGE_STORAGE_KEY = 'jobmatch.language';

/** The saved choice if there is one, else the browser's language: Thai for th-*, English otherwise. */
export function initialLanguage(): Locale {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLocale(saved)) return saved;
  } catch {
    // Storage can be unavailable (privacy mode); fall back to the browser's language.
  }
  return navigator.language.toLowerCase().startsWith('th') ? 'th' : 'en';
}

// <html lang> follows the UI language: screen readers, fonts and line breaking depend on it.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

// Resources are bundled and initAsync is off, so the instance is ready when this module returns.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, th: { translation: th } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'th'],
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

// Validation messages of the shared contract schemas follow the UI language.
setLocaleResolver(() => currentLocale());

/** The language switch: changes the UI language and remembers the choice for the next visit. */
export async function chooseLanguage(language: Locale): Promise<void> {
  await i18n.changeLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered this time; the switch still works for this page's lifetime.
  }
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : 'en';
}

/** The UI language as a contract Locale, re-rendering the caller when it changes. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return isLocale(instance.language) ? instance.language : 'en';
}

export { i18n };
