import type { Locale } from '@jobmatch/contract';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

export const LANGUAGE_STORAGE_KEY = 'jobmatch.language';

// Not the contract's isLocale: the shell must not load the contract (see api.ts).
function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'th';
}

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

/**
 * Each language's texts are a chunk of their own, loaded when that language is first used: a
 * visitor downloads one language, not both (the files grow with every screen).
 */
const resources: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./en.json'),
  th: () => import('./th.json'),
};

// Not hasResourceBundle: a screen may have added its own texts to a language not loaded yet.
const loaded = new Set<Locale>();

async function loadLanguage(language: Locale): Promise<void> {
  if (loaded.has(language)) return;
  const { default: texts } = await resources[language]();
  i18n.addResourceBundle(language, 'translation', texts, true, false);
  loaded.add(language);
}

/** Loads the first language and starts i18next; the app renders once it has resolved. */
export async function startI18n(): Promise<void> {
  const language = initialLanguage();
  await i18n.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng: language,
    // Both files have the same keys (web/test/i18n.test.ts): nothing falls back to the other one.
    fallbackLng: false,
    supportedLngs: ['en', 'th'],
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  });
  await loadLanguage(language);
  // Texts added after init: announce the language again so that components render them.
  await i18n.changeLanguage(language);
}

/** The language switch: changes the UI language and remembers the choice for the next visit. */
export async function chooseLanguage(language: Locale): Promise<void> {
  await loadLanguage(language);
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
