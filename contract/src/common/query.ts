import { z } from 'zod';
import { localized } from '../i18n/messages.ts';
import { MAX_INTEGER } from './fields.ts';

/**
 * Query strings carry text only, and their arrays come in several spellings. The server parses
 * them with Express's extended (qs) parser: `a=1` arrives as '1', `a=1&a=2` and `a[]=1` as arrays,
 * and more than 20 indexed items (`a[0]=…`, as the ts-rest client writes arrays) as an object
 * keyed by index. `toQueryArray` turns each of these into a plain array.
 */
export function toQueryArray(value: unknown): unknown {
  if (value === undefined || value === '') return undefined;
  if (Array.isArray(value)) return value;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (!entries.every(([key]) => /^\d+$/.test(key))) return value;
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
  }
  return [value];
}

/**
 * An optional array query parameter: `a=1&a=2`, `a[]=1&a[]=2` and a single `a=1` all work. Each
 * item costs the database work, so every filter names how many items it takes.
 */
export const queryArray = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess<unknown, z.ZodOptional<z.ZodArray<T>>, z.input<T> | z.input<T>[]>(
    toQueryArray,
    z.array(item).max(max, localized('tooManyItems', { max })).optional(),
  );

/**
 * A whole number from a query string, from `min` (0 or 1) up to `max`: by default what a
 * PostgreSQL integer holds, so that no number reaches the database that it cannot compare.
 */
export const queryWholeNumber = (min: 0 | 1, max = MAX_INTEGER) =>
  z.coerce
    .number(localized('wholeNumber'))
    .int(localized('wholeNumber'))
    .min(min, localized(min === 0 ? 'nonNegativeNumber' : 'positiveNumber'))
    .max(max, localized('numberTooLarge', { max }));

/** `true` or `false`, from a query string (the typed client may pass a boolean). */
export const queryBoolean = z.preprocess<unknown, z.ZodBoolean, boolean | 'true' | 'false'>(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean(localized('invalidBoolean')),
);
