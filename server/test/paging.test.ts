import { TOTAL_COUNT_CAP } from '@jobmatch/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../src/db/paging.ts';
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
