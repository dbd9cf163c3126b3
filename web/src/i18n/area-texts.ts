import { i18n } from './index.ts';

type Texts = { default: Record<string, unknown> };

/**
 * Texts that load with the screens that use them rather than with the home page (whose budget
 * counts the main texts): both languages at once, so that a language switch on those screens
 * needs nothing more. Returns the loader: it loads once, and again after a failure.
 */
export function areaTexts(load: () => Promise<[Texts, Texts]>): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () => {
    loading ??= load().then(
      ([en, th]) => {
        i18n.addResourceBundle('en', 'translation', en.default, true, false);
        i18n.addResourceBundle('th', 'translation', th.default, true, false);
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}
