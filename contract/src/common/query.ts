import { z } from 'zod';
import { localized } from '../i18n/messages.ts';

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

/** An optional array query parameter: `a=1&a=2`, `a[]=1&a[]=2` and a single `a=1` all work. */
export const queryArray = <T extends z.ZodType>(item: T, max = 50) =>
  z.preprocess<unknown, z.ZodOptional<z.ZodArray<T>>, z.input<T> | z.input<T>[]>(
    toQueryArray,
    z.array(item).max(max, localized('tooManyItems', { max })).optional(),
  );

/** A whole number of 0 or more, from a query string. */
export const queryNonNegativeInt = z.coerce
  .number(localized('wholeNumber'))
  .int(localized('wholeNumber'))
  .min(0, localized('nonNegativeNumber'));

/** `true` or `false`, from a query string (the typed client may pass a boolean). */
export const queryBoolean = z.preprocess<unknown, z.ZodBoolean, boolean | 'true' | 'false'>(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean(localized('invalidBoolean')),
);
