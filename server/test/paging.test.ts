import { TOTAL_COUNT_CAP } from '@jobmatch/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../src/db/paging.ts';
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

describe('pageOf: exact totals up to the cap, capped beyond it', () => {
  it('counts exactly up to the cap', async () => {
    const page = await pageOf(app.db, numbers(TOTAL_COUNT_CAP), { page: 2, pageSize: 5 });
    expect(page).toMatchObject({ total: TOTAL_COUNT_CAP, totalExact: true, page: 2, pageSize: 5 });
    expect(page.rows.map((row) => row.n)).toEqual([5, 6, 7, 8, 9].map((back) => TOTAL_COUNT_CAP - back));
  });

  it('reports the cap and says the count is not exact one row past it', async () => {
    const page = await pageOf(app.db, numbers(TOTAL_COUNT_CAP + 1), { page: 1, pageSize: 3 });
    expect(page).toMatchObject({ total: TOTAL_COUNT_CAP, totalExact: false });
    expect(page.rows.map((row) => row.n)).toEqual([TOTAL_COUNT_CAP + 1, TOTAL_COUNT_CAP, TOTAL_COUNT_CAP - 1]);
  });

  it('pages beyond the cap still return their rows', async () => {
    const pageSize = 100;
    const page = await pageOf(app.db, numbers(50_000), { page: TOTAL_COUNT_CAP / pageSize + 5, pageSize });
    expect(page.totalExact).toBe(false);
    expect(page.rows[0]?.n).toBe(50_000 - (TOTAL_COUNT_CAP + 4 * pageSize));
  });
});

describe('pageOf: a page that is not full tells the total itself', () => {
  /** The statements a call runs through the database handle it is given (the count's among them). */
  async function statementsOf(run: (db: typeof app.db) => Promise<unknown>): Promise<string[]> {
    const { db, statements } = capturingStatements(app.db);
    await run(db);
    return statements;
  }

  it('answers the last page without counting', async () => {
    let page: Awaited<ReturnType<typeof pageOf>> | undefined;
    const statements = await statementsOf(async (db) => {
      page = await pageOf(db, numbers(23), { page: 3, pageSize: 10 });
    });
    expect(page).toMatchObject({ total: 23, totalExact: true });
    expect(page?.rows).toHaveLength(3);
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
