import { countBound, type PaginationQuery } from '@jobmatch/contract';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from './schema.ts';

export type Page<T> = { rows: T[]; total: number; totalExact: boolean; page: number; pageSize: number };

/**
 * The number of rows `query` matches, counted exactly up to `bound`: the count reads at most one
 * row past it, so a broad search over a million rows costs what a search over the bound does.
 * Each counted row costs what the search's filters cost (a keyword test per row), which is why
 * the bound follows the page asked for (`countBound`) rather than one figure for every request.
 * Give it the query without the joins that only add columns: inner joins are kept by the
 * planner even when they cannot change the count.
 */
export async function countUpTo<DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
  bound: number,
): Promise<{ total: number; totalExact: boolean }> {
  const matches = query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'))
    .limit(bound + 1)
    .as('matches');
  const counted = await db.selectFrom(matches).select(sql<number>`count(*)`.as('total')).executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  return { total: Math.min(total, bound), totalExact: total <= bound };
}

/**
 * The total a page of `query` belongs to, counted up to the page's `countBound`. A page that is
 * not full is the last one and tells the exact total itself, whatever the bound, which spares the
 * count exactly where it costs most: a narrow search reads every candidate row for its page
 * already, and would read them all again to count. (Below the maximum bound such a total is
 * within the bound anyway, since the bound covers the page asked for; past the maximum it is
 * still exact, and says more than a count stopped at the maximum would.)
 */
export async function totalOfPage<DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
  paging: PaginationQuery,
  rowsOnPage: number,
): Promise<{ total: number; totalExact: boolean }> {
  const before = (paging.page - 1) * paging.pageSize;
  const lastPage = rowsOnPage < paging.pageSize && (rowsOnPage > 0 || paging.page === 1);
  if (lastPage) return { total: before + rowsOnPage, totalExact: true };
  return countUpTo(db, query, countBound(paging));
}

/**
 * One page of an ordered query plus the total it pages through (`totalOfPage`). A page past
 * the end is an empty list with the right total, not an error (docs/api-conventions.md).
 */
export async function pageOf<DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
  paging: PaginationQuery,
): Promise<Page<O>> {
  const rows = await query.$call(pageWindow(paging)).execute();
  return { rows, ...(await totalOfPage(db, query, paging, rows.length)), page: paging.page, pageSize: paging.pageSize };
}

/** LIMIT and OFFSET of one page. */
export const pageWindow =
  ({ page, pageSize }: PaginationQuery) =>
  <Q extends { limit(limit: number): Q; offset(offset: number): Q }>(query: Q): Q =>
    query.limit(pageSize).offset((page - 1) * pageSize);
