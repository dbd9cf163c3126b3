import type { Locale, LocalizedText } from '@jobmatch/contract';
import { nameIn } from '../../reference/text.ts';
import { isoToBangkokWallClock } from '../offers/bangkok-time.ts';

/** Full years on today's date in Bangkok, as the API's age filter counts them. */
export function ageOf(dateOfBirth: string, now = new Date()): number {
  const today = isoToBangkokWallClock(now).slice(0, 10);
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** "Bang Rak, Bangkok" in the UI language. */
export function placeOf(location: { district: LocalizedText; province: LocalizedText }, locale: Locale): string {
  return `${nameIn(location.district, locale)}, ${nameIn(location.province, locale)}`;
}
