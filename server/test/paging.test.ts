import { countBound, MAX_TOTAL_COUNT } from '@jobmatch/contract';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  type CountedShape,
  countLimitOf,
  countUpTo,
  pageOf,
  preparedCount,
  searchPageOf,
  totalOfPage,
  windowOf,
} from '../src/db/paging.ts';
import { preparedQuery } from '../src/db/prepared-query.ts';
import type { Database } from '../src/db/schema.ts';
import { capturingStatements } from './support/statement-capture.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

/** `rows` numbered rows, newest first, as a list route would page them. */
function numbers(rows: number) {
  return app.db
    .selectFrom(sql<{ n: number }>`generate_series(1, ${rows}::int)`.as('series'))
    .select(sql<number>`series`.as('n'))
    .orderBy(sql`series`, 'desc');
}

/** A page as the job and candidate searches read it: counted up to the page's `countBound`. */
async function searchPage(rows: number, paging: { page: number; pageSize: number }) {
  const query = numbers(rows);
  const { limit, offset } = windowOf(paging);
  const found = await query.limit(limit).offset(offset).execute();
  return { rows: found, ...(await totalOfPage(countUpTo(app.db, query), paging, found.length, countBound(paging))) };
}

describe("the searches' totals: exact up to the page's bound, the bound beyond it", () => {
  it('counts exactly up to the bound', async () => {
    expect(countBound({ page: 2, pageSize: 5 })).toBe(100);
    const page = await searchPage(100, { page: 2, pageSize: 5 });
    expect(page).toMatchObject({ total: 100, totalExact: true });
    expect(page.rows.map((row) => row.n)).toEqual([95, 94, 93, 92, 91]);
  });

  it('reports the bound and says the count is not exact one row past it', async () => {
    const page = await searchPage(101, { page: 1, pageSize: 3 });
    expect(page).toMatchObject({ total: 100, totalExact: false });
    expect(page.rows.map((row) => row.n)).toEqual([101, 100, 99]);
  });

  it('counts further for a later page of the same search', async () => {
    expect(await searchPage(1_000, { page: 1, pageSize: 12 })).toMatchObject({ total: 100, totalExact: false });
    // Page 9 of 12 is the last page the first answer offered; its own answer offers more.
    expect(await searchPage(1_000, { page: 9, pageSize: 12 })).toMatchObject({ total: 200, totalExact: false });
    expect(await searchPage(1_000, { page: 80, pageSize: 12 })).toMatchObject({ total: 1_000, totalExact: true });
  });
});

describe(`lists: exact totals up to ${MAX_TOTAL_COUNT}`, () => {
  it("counts a list exactly where a search would stop at the page's bound", async () => {
    expect(await pageOf(app.db, numbers(1_000), { page: 1, pageSize: 12 })).toMatchObject({
      total: 1_000,
      totalExact: true,
      page: 1,
      pageSize: 12,
    });
  });

  it(`counts no further than ${MAX_TOTAL_COUNT}; a full page beyond it counts at least to its own end`, async () => {
    const pageSize = 100;
    expect(await pageOf(app.db, numbers(50_000), { page: 1, pageSize })).toMatchObject({
      total: MAX_TOTAL_COUNT,
      totalExact: false,
    });
    const page = await pageOf(app.db, numbers(50_000), { page: 200, pageSize });
    expect(page).toMatchObject({ total: 200 * pageSize, totalExact: false });
    expect(page.rows).toHaveLength(pageSize);
    expect(page.rows[0]?.n).toBe(50_000 - 199 * pageSize);
  });

  it(`answers an empty page past the end beyond ${MAX_TOTAL_COUNT} with the bound, not the page's start`, async () => {
    expect(await pageOf(app.db, numbers(12_000), { page: 500, pageSize: 100 })).toMatchObject({
      rows: [],
      total: MAX_TOTAL_COUNT,
      totalExact: false,
    });
  });
});

describe('pageOf: a page that is not full tells the total itself', () => {
  /** The statements a call runs through the database handle it is given (the count's among them). */
  async function statementsOf(run: (db: typeof app.db) => Promise<unknown>): Promise<string[]> {
    const { db, statements } = capturingStatements(app.db);
    await run(db);
    return statements;
  }

  it.each([
    { case: 'the last page', rows: 23, page: 3, pageSize: 10, onPage: 3 },
    { case: 'a last page past the greatest bound', rows: 20_050, page: 201, pageSize: 100, onPage: 50 },
  ])('answers $case exactly, without counting', async ({ rows, page: pageNumber, pageSize, onPage }) => {
    let page: Awaited<ReturnType<typeof pageOf>> | undefined;
    const statements = await statementsOf(async (db) => {
      page = await pageOf(db, numbers(rows), { page: pageNumber, pageSize });
    });
    expect(page).toMatchObject({ total: rows, totalExact: true });
    expect(page?.rows).toHaveLength(onPage);
    expect(statements.filter((statement) => statement.includes('count('))).toEqual([]);
  });

  it('answers an empty first page with 0 without counting', async () => {
    let total: number | undefined;
    const statements = await statementsOf(async (db) => {
      ({ total } = await pageOf(db, numbers(0), { page: 1, pageSize: 10 }));
    });
    expect(total).toBe(0);
    expect(statements.filter((statement) => statement.includes('count('))).toEqual([]);
  });

  it('still counts for a full page, and for an empty page past the end', async () => {
    expect(await pageOf(app.db, numbers(20), { page: 2, pageSize: 10 })).toMatchObject({ total: 20, totalExact: true });
    expect(await pageOf(app.db, numbers(20), { page: 5, pageSize: 10 })).toMatchObject({
      rows: [],
      total: 20,
      totalExact: true,
    });
  });
});

describe('searchPageOf: a page and its total in one statement or two', () => {
  /** Numbers 1..`rows`, newest (greatest) first, as the searches' prepared statements read them. */
  const matches = (db: Kysely<Database>, values: { rows: number }) =>
    db
      .selectFrom(sql<{ series: number }>`generate_series(1, ${values.rows}::int)`.as('series'))
      .select(sql<number>`series`.as('n'));
  const statements = {
    page: preparedQuery((db, values: { rows: number; limit: number; offset: number }) =>
      matches(db, values).orderBy(sql`series`, 'desc').limit(values.limit).offset(values.offset),
    ),
    countedPage: preparedQuery(
      (
        db,
        values: { rows: number; limit: number; offset: number; countLimit: number },
        counted: CountedShape<undefined>,
      ) => {
        const first = matches(db, values).orderBy(sql`series`, 'desc').limit(countLimitOf(values, counted)).as('first');
        return db
          .selectFrom(first)
          .select(['first.n', sql<number>`count(*) over ()`.as('matches')])
          .orderBy('first.n', 'desc')
          .limit(values.limit)
          .offset(values.offset);
      },
    ),
    count: preparedCount(matches),
  };
  const search = (rows: number, paging: { page: number; pageSize: number }, together: boolean) =>
    searchPageOf(statements, app.db, {
      values: { rows, ...windowOf(paging) },
      shape: undefined,
      paging,
      together,
    });

  it.each([
    { case: 'a first page', rows: 1_000, paging: { page: 1, pageSize: 12 } },
    { case: 'a page within the bound', rows: 150, paging: { page: 5, pageSize: 12 } },
    { case: 'the last page', rows: 30, paging: { page: 3, pageSize: 12 } },
    { case: 'a page past the end', rows: 30, paging: { page: 7, pageSize: 12 } },
    { case: `a page past ${MAX_TOTAL_COUNT} matches`, rows: 10_050, paging: { page: 101, pageSize: 100 } },
  ])('answers $case the same either way', async ({ rows, paging }) => {
    const numbered = async (together: boolean) => {
      const found = await search(rows, paging, together);
      return { ...found, rows: found.rows.map((row) => row.n) };
    };
    const apart = await numbered(false);
    expect(await numbered(true)).toEqual(apart);
    const first = rows - (paging.page - 1) * paging.pageSize;
    expect(apart.rows[0] ?? null).toBe(first > 0 ? first : null);
  });
});
