/**
 * A `timestamptz` column's text, as PostgreSQL writes it with `DateStyle = ISO`
 * ('2026-11-27 09:06:19.123456+00', the offset being the session's time zone's), read into a
 * Date by position instead of by regular expressions: a page of postings holds four timestamps
 * a row, and pg's general parser (postgres-date) was most of the time spent reading its rows.
 * Anything else PostgreSQL may write (infinity, years BC, below 100 or beyond 9999, another
 * DateStyle) goes to `fallback`, pg's own parser. Fractions of a millisecond are cut off, as
 * Date keeps none.
 */
export function timestamptzParser(fallback: (text: string) => unknown) {
  return (text: string): unknown => {
    const time = epochMillisecondsOf(text);
    return time === null ? fallback(text) : new Date(time);
  };
}

const ZERO = 48;

/** The digits of `text` from `start` to `end` (exclusive) as a number, or -1 if one is not a digit. */
function digits(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index++) {
    const digit = text.charCodeAt(index) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** 'YYYY-MM-DD HH:MM:SS[.f…][±HH[:MM[:SS]]]' as milliseconds since the epoch; null for any other form. */
function epochMillisecondsOf(text: string): number | null {
  if (text.length < 22 || text[4] !== '-' || text[7] !== '-' || text[10] !== ' ' || text[13] !== ':') return null;
  if (text[16] !== ':') return null;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 7);
  const day = digits(text, 8, 10);
  const hour = digits(text, 11, 13);
  const minute = digits(text, 14, 16);
  const second = digits(text, 17, 19);
  if (year < 100 || month < 1 || day < 1 || hour < 0 || minute < 0 || second < 0) return null;

  let index = 19;
  let milliseconds = 0;
  if (text[index] === '.') {
    const start = ++index;
    while (index < text.length && text.charCodeAt(index) >= ZERO && text.charCodeAt(index) <= ZERO + 9) index++;
    if (index === start) return null;
    // The first three digits are the milliseconds ('.5' is 500); the rest are cut off.
    for (let place = 0; place < 3; place++) {
      const digit = start + place < index ? text.charCodeAt(start + place) - ZERO : 0;
      milliseconds = milliseconds * 10 + digit;
    }
  }

  const sign = text[index] === '+' ? 1 : text[index] === '-' ? -1 : 0;
  if (sign === 0) return null;
  const offset = offsetSecondsOf(text, index + 1);
  if (offset === null) return null;
  return Date.UTC(year, month - 1, day, hour, minute, second, milliseconds) - sign * offset * 1000;
}

/** The offset after its sign, 'HH', 'HH:MM' or 'HH:MM:SS' to the end of `text`, in seconds. */
function offsetSecondsOf(text: string, start: number): number | null {
  const parts = (text.length - start + 1) / 3;
  if (parts !== 1 && parts !== 2 && parts !== 3) return null;
  let seconds = 0;
  for (let part = 0; part < 3; part++) {
    const at = start + part * 3;
    if (part >= parts) {
      seconds *= 60;
      continue;
    }
    if (part > 0 && text[at - 1] !== ':') return null;
    const value = digits(text, at, at + 2);
    if (value < 0) return null;
    seconds = seconds * 60 + value;
  }
  return seconds;
}
