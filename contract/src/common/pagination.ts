import { z } from 'zod';
import { localized } from '../i18n/messages.ts';
import { MAX_INTEGER } from './fields.ts';

export const DEFAULT_PAGE_SIZE = 12;
/**
 * Lists count their rows exactly up to MAX_TOTAL_COUNT; the job and candidate searches, over
 * every posting or candidate, count only up to a bound that grows with the page asked for
 * (`countBound`). Beyond the bound `total` is the bound and `totalExact` is false ("100+").
 * Counting a search costs a keyword test per counted row: at a million candidates and 200,000
 * postings a slow search's page took 0.2–2 ms while counting to 1,001 matches took 16–134 ms (job
 * keyword "engineer" 22 ms, "Chiang Mai" 134 ms), so a search's count only tells the pages a user
 * can reach from where they are. Past MAX_TOTAL_COUNT a search is narrowed, not read
 * (docs/decisions.md).
 */
export const MAX_TOTAL_COUNT = 10_000;
/** The bounds a count stops at: round numbers, so that "500+" reads as a rough size. */
const COUNT_BOUNDS = [100, 200, 500, 1_000, 2_000, 5_000, MAX_TOTAL_COUNT] as const;

/**
 * How far a search counts for one page: the smallest of 100, 200, 500, 1,000, 2,000, 5,000 and
 * 10,000 that covers the page asked for and four more ((page + 4) × pageSize), 10,000 at most.
 * As the user pages on the bound grows, so the pagination always offers pages ahead of the one
 * shown (page 1 of 12 → 100, page 5 of 12 → 200, page 1 of 100 → 500, page 200 of 100 → 10,000).
 */
export function countBound({ page, pageSize }: { page: number; pageSize: number }): number {
  const wanted = (page + 4) * pageSize;
  return COUNT_BOUNDS.find((bound) => bound >= wanted) ?? MAX_TOTAL_COUNT;
}

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

const BOUNDS_TEXT = `${COUNT_BOUNDS.slice(0, -1)
  .map((bound) => bound.toLocaleString('en'))
  .join(', ')} and ${MAX_TOTAL_COUNT.toLocaleString('en')}`;
const MAX_TEXT = MAX_TOTAL_COUNT.toLocaleString('en');

export const pagination = z
  .object({
    page: z.int().min(1),
    pageSize: z.int().min(1).max(MAX_PAGE_SIZE),
    total: z
      .int()
      .min(0)
      .describe(
        `The number of matches, counted exactly up to a bound. The job and candidate searches count up to a bound that grows with the page asked for: the smallest of ${BOUNDS_TEXT} that is at least (page + 4) × pageSize (page 1 of 12 counts to 100, page 5 of 12 to 200); every other list counts up to ${MAX_TEXT}. Beyond the bound \`total\` is the bound (for a full page beyond ${MAX_TEXT}, the rows up to its end) and \`totalExact\` is false: show it as \`{total}+\`, e.g. "100+". A page that has rows but is not full is the last one, and its total is exact.`,
      ),
    totalExact: z
      .boolean()
      .describe(
        `False when there are more matches than the bound: there are at least \`total\`. A later page of a search counts further (its bound is larger, up to ${MAX_TEXT}).`,
      ),
    totalPages: z
      .int()
      .min(0)
      .describe(
        `Pages of \`pageSize\` in \`total\`. When the total is not exact these are the pages known so far: for a search at least four past the one asked for (below the ${MAX_TEXT} maximum), and a later page's answer counts further.`,
      ),
  })
  .meta({ id: 'Pagination' });

export type PaginationQuery = z.infer<typeof paginationQuery>;
export type Pagination = z.infer<typeof pagination>;
