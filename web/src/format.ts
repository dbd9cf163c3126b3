import type { Locale, Pagination } from '@jobmatch/contract';

/**
 * Dates, times and money as people in Thailand read them. Times are shown in Bangkok time
 * whatever the browser's zone; Thai dates count years in the Buddhist era (2025 → 2568).
 */
const TIME_ZONE = 'Asia/Bangkok';
const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', th: 'th-TH-u-ca-buddhist' };

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, create: () => T): T {
  let format = cache.get(key);
  if (!format) {
    format = create();
    cache.set(key, format);
  }
  return format as T;
}

const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** "5 Mar 2025" / "5 มี.ค. 2568". */
export function formatDate(value: string | Date, locale: Locale): string {
  const format = cached(`date:${locale}`, () =>
    Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'medium', timeZone: TIME_ZONE }),
  );
  return format.format(asDate(value));
}

/** "5 Mar 2025, 14:30" / "5 มี.ค. 2568 14:30". */
export function formatDateTime(value: string | Date, locale: Locale): string {
  const format = cached(`datetime:${locale}`, () =>
    Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }),
  );
  return format.format(asDate(value));
}

/**
 * "฿360,000" — Thai baht as Thailand writes it, in both UI languages. Whole amounts (salaries
 * are whole baht) drop the satang.
 */
export function formatBaht(amount: number): string {
  const whole = Number.isInteger(amount);
  const format = cached(`baht:${whole}`, () =>
    Intl.NumberFormat('th-TH', {
      style: 'currency',
      currency: 'THB',
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    }),
  );
  return format.format(amount);
}

/** A whole number with thousands separators ("1,234"). */
export function formatNumber(value: number, locale: Locale): string {
  return cached(`number:${locale}`, () => Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-GB')).format(value);
}

/**
 * A list's total as the API counted it: "1,234", or "100+" when the count stopped at its bound
 * (a search's grows with the page asked for: 100, 200, 500 … 10,000; see `countBound`).
 */
export function formatTotal({ total, totalExact }: Pick<Pagination, 'total' | 'totalExact'>, locale: Locale): string {
  const formatted = formatNumber(total, locale);
  return totalExact ? formatted : `${formatted}+`;
}

/**
 * The options of a list's counted text ("{{total}} offers"): `count` picks the plural form and
 * `total` is what it shows, "100+" when the count stopped at its bound.
 */
export function totalCount(pagination: Pick<Pagination, 'total' | 'totalExact'>, locale: Locale) {
  return { count: pagination.total, total: formatTotal(pagination, locale) };
}

/**
 * The letters an avatar shows for a name: the first letter of its first `words` words, in Thai
 * the consonant rather than a vowel sign written before it and read after it (เ แ โ ใ ไ):
 * "สมชาย ใจดี" → "สจ", "เจ้าพระยา" → "จ".
 */
export function initialsOf(name: string, words = 2): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, words)
    .map((word) => Array.from(word.replace(/^[\u0e40-\u0e44]+/, ''))[0] ?? '')
    .join('')
    .toUpperCase();
}
