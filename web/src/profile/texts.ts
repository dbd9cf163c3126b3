import { i18n } from '../i18n/index.ts';

/**
 * The texts of the profile, settings and account screens, in both languages: a chunk of their
 * own, loaded with those screens rather than with the home page (whose budget counts the main
 * texts). Both languages at once, so that a language switch on these screens needs nothing more.
 */
async function loadAccountTexts(): Promise<void> {
  const [en, th] = await Promise.all([import('./texts/en.json'), import('./texts/th.json')]);
  i18n.addResourceBundle('en', 'translation', en.default, true, false);
  i18n.addResourceBundle('th', 'translation', th.default, true, false);
}

/** A screen's module, once these texts are there too (for `lazyRouteComponent`). */
export function withAccountTexts<T>(screen: Promise<T>): Promise<T> {
  return Promise.all([screen, loadAccountTexts()]).then(([module]) => module);
}
