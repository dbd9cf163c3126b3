import { z } from 'zod';
import { localized } from '../i18n/messages.ts';
import { MAX_INTEGER } from './fields.ts';

export const DEFAULT_PAGE_SIZE = 12;
/**
 * Lists count their matches exactly up to this many; beyond it `total` is this number and
 * `totalExact` is false ("1,000+"), so that no request counts a million rows. A thousand is
 * more than anyone pages through (84 pages of 12); past it a search is narrowed, not read. Each
 * counted match costs an index entry read, and a search matching one candidate in twenty reads
 * twenty entries per match: counting to 10,000 took ~850 ms at a million candidates, to 1,000
 * under 10 ms (docs/decisions.md).
 */
export const TOTAL_COUNT_CAP = 1_000;
export const MAX_PAGE_SIZE = 100;

/** page ≥ 1 (default 1), pageSize 1..100 (default 12); both arrive as query strings. */
export const paginationQuery = z.object({
  page: z.coerce
    .number()
    .int(localized('pageMin'))
    .min(1, localized('pageMin'))
    .max(MAX_INTEGER, localized('numberTooLarge', { max: MAX_INTEGER }))
    .default(1),
  pageSize: z.coerce
    .number()
    .int(localized('pageSizeRange'))
    .min(1, localized('pageSizeRange'))
    .max(MAX_PAGE_SIZE, localized('pageSizeRange'))
    .default(DEFAULT_PAGE_SIZE),
});

export const pagination = z
  .object({
    page: z.int().min(1),
    pageSize: z.int().min(1).max(MAX_PAGE_SIZE),
    total: z
      .int()
      .min(0)
      .describe(
        `The number of matches, counted exactly up to ${TOTAL_COUNT_CAP.toLocaleString('en')}; beyond that it is ${TOTAL_COUNT_CAP.toLocaleString('en')} and \`totalExact\` is false (show it as "${TOTAL_COUNT_CAP.toLocaleString('en')}+")`,
      ),
    totalExact: z
      .boolean()
      .describe(
        `False when there are more than ${TOTAL_COUNT_CAP.toLocaleString('en')} matches and \`total\` is the cap`,
      ),
    totalPages: z
      .int()
      .min(0)
      .describe(
        `Pages of \`pageSize\` in \`total\` (so, when the total is capped, in the first ${TOTAL_COUNT_CAP.toLocaleString('en')})`,
      ),
  })
  .meta({ id: 'Pagination' });

export type PaginationQuery = z.infer<typeof paginationQuery>;
export type Pagination = z.infer<typeof pagination>;
