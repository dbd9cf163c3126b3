import { countBound, MAX_TOTAL_COUNT, type PaginationQuery } from '@jobmatch/contract';
import {
  type AliasedSelectQueryBuilder,
  type Expression,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { boundFor, hiddenFromPlanner, type PreparedOptions, preparedQuery } from './prepared-query.ts';
import type { Database } from './schema.ts';
import { isWalked, type KeywordShape } from './search.ts';

export type Page<T> = { rows: T[]; total: number; totalExact: boolean; page: number; pageSize: number };

/**
 * The statement counting the rows `query` matches up to `limit`: it reads at most that many, so
 * a broad search over a million rows costs what a search over the limit does. Give it the query
 * without the joins that only add columns: inner joins are kept by the planner even when they
 * cannot change the count.
 */
export function countQuery<DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
  limit: number,
) {
  const matches = query.clearSelect().clearOrderBy().select(sql<number>`1`.as('one')).limit(limit).as('matches');
  return db.selectFrom(matches).select(sql<number>`count(*)`.as('total'));
}

/**
 * The statement counting, up to `limit`, the rows of `held` that pass `filters`, tested on them
 * outside it (a keyword's word-start count, docs/decisions.md #35): `held` is a sub-query that
 * PostgreSQL cannot merge into the statement (OFFSET 0), so it reads the rows `held` reads and no
 * filter's index. The limit is hidden from the planner: one plan serves every call.
 */
export function countOfUnmerged<O, A extends string>(
  db: Kysely<Database>,
  held: AliasedSelectQueryBuilder<O, A>,
  filters: readonly Expression<SqlBool>[],
  limit: number,
) {
  let counted = db.selectFrom(held).select(sql<number>`1`.as('one'));
  for (const filter of filters) counted = counted.where(() => filter);
  const matches = counted.limit(hiddenFromPlanner<number>(limit, 'integer')).as('matches');
  return db.selectFrom(matches).select(sql<number>`count(*)`.as('total'));
}

/** Counts what `countQuery` counts: how many rows there are up to `limit`. */
export type CountUpTo = (limit: number) => Promise<number>;

/**
 * The total a page belongs to, counted (`count`) exactly up to `bound`; beyond it the total is
 * the bound (or the end of the page shown, past the greatest bound) and not exact. The searches
 * over every posting or candidate pass the page's `countBound`, since each counted row costs a
 * keyword test there; lists of one company's or one candidate's rows count to MAX_TOTAL_COUNT
 * (`pageOf`). A page that is not full is the last one and tells the exact total itself, which
 * spares the count exactly where it costs most: a narrow search reads every row for its page
 * already, and would read them all again to count.
 */
export async function totalOfPage(
  count: CountUpTo,
  paging: PaginationQuery,
  rowsOnPage: number,
  bound: number,
): Promise<{ total: number; totalExact: boolean }> {
  const before = (paging.page - 1) * paging.pageSize;
  const lastPage = rowsOnPage < paging.pageSize && (rowsOnPage > 0 || paging.page === 1);
  if (lastPage) return { total: before + rowsOnPage, totalExact: true };
  const total = await count(bound + 1);
  if (total <= bound) return { total, totalExact: true };
  // A full page past the bound: at least the rows up to its end, so that totalPages never falls
  // behind the page shown. (An empty page past the end only says there are fewer than `before`.)
  return { total: rowsOnPage > 0 ? Math.max(bound, before + rowsOnPage) : bound, totalExact: false };
}

/**
 * One page of an ordered list of one company's or one candidate's rows, plus its total, counted
 * exactly up to MAX_TOTAL_COUNT (`totalOfPage`). A page past the end is an empty list with the
 * total, not an error (docs/api-conventions.md).
 */
export async function pageOf<DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
  paging: PaginationQuery,
): Promise<Page<O>> {
  const { limit, offset } = windowOf(paging);
  const rows = await query.limit(limit).offset(offset).execute();
  return {
    rows,
    ...(await totalOfPage(countUpTo(db, query), paging, rows.length, MAX_TOTAL_COUNT)),
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

/** Counts the rows of `query`, building the count statement per call. */
export const countUpTo =
  <DB, TB extends keyof DB, O>(db: Kysely<Database>, query: SelectQueryBuilder<DB, TB, O>): CountUpTo =>
  async (limit) => {
    const counted = await countQuery(db, query, limit).executeTakeFirst();
    return Number(counted?.total ?? 0);
  };

/** The LIMIT and OFFSET of one page. */
export const windowOf = ({ page, pageSize }: PaginationQuery) => ({ limit: pageSize, offset: (page - 1) * pageSize });

type Matches<V, S, DB, TB extends keyof DB, O> = (
  db: Kysely<Database>,
  values: V,
  shape: S,
) => SelectQueryBuilder<DB, TB, O>;

/**
 * The prepared count statement (`preparedQuery`, `countQuery`) of the rows `matches` builds:
 * given a call's values and shape, the `CountUpTo` that `totalOfPage` asks.
 */
export function preparedCount<V extends Record<string, unknown>, S, DB, TB extends keyof DB, O>(
  matches: Matches<V, S, DB, TB, O>,
  options: PreparedOptions<S> = {},
) {
  const count = preparedQuery(
    (db, values: V & { countLimit: number }, shape: S) => countQuery(db, matches(db, values, shape), values.countLimit),
    options,
  );
  return (db: Kysely<Database>, values: V, shape: S): CountUpTo =>
    async (limit) => {
      const [counted] = await count(db, { ...values, countLimit: limit }, shape);
      return Number(counted?.total ?? 0);
    };
}

/**
 * The shape of a counted page's statement: its search's shape, and the limit of the matches it
 * counts where that limit is written into its SQL: the limits of the count bounds are (a handful
 * of values), any other limit is bound as a value. A plan made for `limit $n` assumes a tenth of
 * the rows pass, so for a page of the newest rows it is a sort of all of them: PostgreSQL then
 * plans each call anew, and planning was most of its work for the unfiltered first page. With the
 * limit in the SQL, one plan serves every call (`planOnce`).
 */
export type CountedShape<S> = { search: S; countLimitInStatement: number | null };

/**
 * The limit of the matches a counted page reads (`CountedShape`), a value `hidden` from the planner
 * where the statement's other values are (`boundFor`).
 */
export const countLimitOf = (values: { countLimit: number }, shape: CountedShape<unknown>, hidden = false) => {
  if (shape.countLimitInStatement !== null) return sql.lit(shape.countLimitInStatement);
  return boundFor(hidden, values.countLimit, 'integer');
};

/**
 * How many matches a counted page reads: the first `countBound + 1`, or as many as the page needs
 * when it lies further (past MAX_TOTAL_COUNT the page lies beyond the bound).
 */
export const countedMatchesOf = (paging: PaginationQuery) =>
  Math.max(countBound(paging) + 1, paging.page * paging.pageSize);

/** The prepared statements of a search over every posting or candidate. */
type SearchStatements<V, S, R> = {
  /** The page's rows. */
  page: (db: Kysely<Database>, values: V, shape: S) => Promise<R[]>;
  /** The page's rows, each with how many rows match up to `countLimit` (`matches`, a window over them). */
  countedPage: (
    db: Kysely<Database>,
    values: V & { countLimit: number },
    shape: CountedShape<S>,
  ) => Promise<(R & { matches: number })[]>;
  /** The count on its own (`preparedCount`). */
  count: (db: Kysely<Database>, values: V, shape: S) => CountUpTo;
};

/** A counted page's rows and how many matches its window counted (none when the page is past the end). */
async function countedPageOf<V, S, R>(
  statements: SearchStatements<V, S, R>,
  db: Kysely<Database>,
  { values, shape, paging }: { values: V; shape: S; paging: PaginationQuery },
  countLimit = countedMatchesOf(paging),
) {
  const bound = countBound(paging);
  const countLimitInStatement = countLimit === bound + 1 ? countLimit : null;
  const rows = await statements.countedPage(db, { ...values, countLimit }, { search: shape, countLimitInStatement });
  const first: { matches: number } | undefined = rows[0];
  return { rows, matches: first ? Number(first.matches) : null, countLimit, bound };
}

/**
 * A page of a search and its total, counted up to the page's `countBound` (`totalOfPage`). With
 * `together`, one statement reads the page and counts the first `countBound + 1` matches, or as
 * many as the page needs when it lies further (docs/decisions.md #21); a page past the end has no
 * row to carry that count, so it is then counted on its own.
 */
export async function searchPageOf<V, S, R>(
  statements: SearchStatements<V, S, R>,
  db: Kysely<Database>,
  search: { values: V; shape: S; paging: PaginationQuery; together: boolean },
): Promise<{ rows: R[]; total: number; totalExact: boolean }> {
  const { values, shape, paging } = search;
  if (search.together) {
    const { rows, matches, bound } = await countedPageOf(statements, db, search);
    const count: CountUpTo = matches === null ? statements.count(db, values, shape) : async () => matches;
    return { rows, ...(await totalOfPage(count, paging, rows.length, bound)) };
  }
  const rows = await statements.page(db, values, shape);
  return { rows, ...(await totalOfPage(statements.count(db, values, shape), paging, rows.length, countBound(paging))) };
}

/**
 * `searchPageOf` for the job and candidate searches, whose keyword may be walked to
 * (keyword-sample.ts): a walked keyword is read with its count, or, where the sample or the
 * keyword's word-start index has counted past the count's bound (`walkedPage`), only up to the
 * end of the page, and kept when the walk found all the matches it was asked for. A walk reads a
 * bounded number of rows, so having found fewer (rows written since the sample was read pushed
 * them further) it may have stopped short of some: the search then goes through the keyword's
 * indexes after all, or reads as its `fallback` says, unless the walk read its whole list (`whole`).
 */
export async function keywordSearchPageOf<V, S extends { keyword: KeywordShape | null }, R>(
  statements: SearchStatements<V, S, R>,
  db: Kysely<Database>,
  search: { values: V; shape: S; paging: PaginationQuery; together: boolean },
): Promise<{ rows: R[]; total: number; totalExact: boolean }> {
  const { keyword } = search.shape;
  if (keyword === null || !isWalked(keyword)) return searchPageOf(statements, db, search);
  const { paging } = search;
  const pageOnly = keyword.read === 'walkedPage';
  const walk = await countedPageOf(statements, db, search, pageOnly ? paging.page * paging.pageSize : undefined);
  const { matches } = walk;
  // A walk of its whole list that found fewer than the bound has counted every match.
  const wholeWalk = keyword.whole === true && !pageOnly;
  if (matches !== null && (matches >= walk.countLimit || wholeWalk)) {
    // Past the page, the count taken before (the sample's or the word-start index's) stands for
    // the walk's: more than the bound match.
    const count: CountUpTo = pageOnly ? async (limit) => limit : async () => matches;
    return { rows: walk.rows, ...(await totalOfPage(count, paging, walk.rows.length, walk.bound)) };
  }
  if (wholeWalk) {
    // A page past the end of a whole walk has no row to carry the count: the walk counts again.
    const count = statements.count(db, search.values, search.shape);
    return { rows: walk.rows, ...(await totalOfPage(count, paging, 0, walk.bound)) };
  }
  const read = keyword.fallback ?? 'indexes';
  // A keyword read in full is read behind its fence, which only the statement of a page and its
  // count together has: a walk for a keyword alone falling back to it reads them together.
  return searchPageOf(statements, db, {
    ...search,
    shape: {
      ...search.shape,
      keyword: {
        words: keyword.words,
        read,
        ...(keyword.commonWord !== undefined && { commonWord: keyword.commonWord }),
        ...(keyword.inLexemes !== undefined && { inLexemes: keyword.inLexemes }),
      },
    },
    together: search.together || read === 'rare',
  });
}

/**
 * `pageOf` with prepared statements (`preparedQuery`): `ordered` builds the list in its order.
 * `options` apply to its page and its count.
 */
export function preparedList<V extends Record<string, unknown>, S, DB, TB extends keyof DB, O>(
  ordered: Matches<V, S, DB, TB, O>,
  options: PreparedOptions<S>,
) {
  const rowsOf = preparedQuery(
    (db, values: V & { limit: number; offset: number }, shape: S) =>
      ordered(db, values, shape).limit(values.limit).offset(values.offset),
    options,
  );
  const countOf = preparedCount(ordered, options);
  return async (db: Kysely<Database>, values: V, paging: PaginationQuery, shape: S): Promise<Page<O>> => {
    const rows = await rowsOf(db, { ...values, ...windowOf(paging) }, shape);
    return {
      rows,
      ...(await totalOfPage(countOf(db, values, shape), paging, rows.length, MAX_TOTAL_COUNT)),
      page: paging.page,
      pageSize: paging.pageSize,
    };
  };
}
