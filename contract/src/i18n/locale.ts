import { z } from 'zod';
import { en, th } from 'zod/locales';

export const LOCALES = ['en', 'th'] as const;
export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * Where the caller's language comes from differs per runtime (a request's Accept-Language on the
 * server, the chosen UI language in the browser), so each runtime installs its own resolver and
 * every validation message is rendered in that language at the moment zod reports it.
 */
let resolveLocale: () => Locale = () => DEFAULT_LOCALE;

export function setLocaleResolver(resolver: () => Locale): void {
  resolveLocale = resolver;
}

export function activeLocale(): Locale {
  return resolveLocale();
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks the best supported locale from an Accept-Language header ("th-TH,th;q=0.9,en;q=0.8"). */
export function negotiateLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0], quality: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  return (ranked.find((entry) => isLocale(entry.language))?.language as Locale | undefined) ?? DEFAULT_LOCALE;
}

const zodLocales = { en: en().localeError, th: th().localeError };

// zod's own messages (wrong type, malformed uuid, …) follow the same resolver as ours.
z.config({ localeError: (issue) => zodLocales[activeLocale()](issue) });
