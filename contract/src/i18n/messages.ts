import { activeLocale, type Locale } from './locale.ts';
import { AUTH_MESSAGES } from './messages/auth.ts';
import { CANDIDATE_MESSAGES } from './messages/candidate.ts';
import { COMMON_MESSAGES } from './messages/common.ts';
import { COMPANY_MESSAGES } from './messages/company.ts';
import { OFFER_MESSAGES } from './messages/offers.ts';

/**
 * Every validation and error text the product shows, one file per domain. English texts are
 * the product's own, word for word; each has its Thai translation. `{name}` placeholders are filled
 * by `message()`.
 */
export const MESSAGES = {
  ...COMMON_MESSAGES,
  ...AUTH_MESSAGES,
  ...OFFER_MESSAGES,
  ...CANDIDATE_MESSAGES,
  ...COMPANY_MESSAGES,
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;
/** A placeholder's value: as it is, or `{ message }` — a word of the catalogue, in the same language (a status name). */
export type MessageParams = Record<string, string | number | { message: MessageKey }>;

export function message(key: MessageKey, params: MessageParams = {}, locale: Locale = activeLocale()): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return typeof value === 'object' ? message(value.message, {}, locale) : String(value);
  });
}

/**
 * A zod error option that renders `key` in the caller's language when the issue is raised:
 * `z.string().min(1, localized('subjectRequired'))`.
 */
export function localized(key: MessageKey, params?: MessageParams): { error: () => string } {
  return { error: () => message(key, params) };
}

/** Like `localized`, for a "required" check: when it fails, the field's other checks are skipped. */
export function requiredMessage(key: MessageKey): { error: () => string; abort: true } {
  return { ...localized(key), abort: true };
}
