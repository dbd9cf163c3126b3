/** Column values as the contract writes them, for the repositories that map rows to its DTOs. */

/** A timestamp as ISO 8601 in UTC; a null column stays null. */
export function iso(date: Date): string;
export function iso(date: Date | null): string | null;
export function iso(date: Date | null) {
  return date?.toISOString() ?? null;
}

/** English and Thai name columns as a localized text; a missing name reads as empty. */
export const names = (en: string | null, th: string | null) => ({ en: en ?? '', th: th ?? '' });
