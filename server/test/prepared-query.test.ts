import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { preparedQuery, statementNameOf } from '../src/db/prepared-query.ts';
import type { Database } from '../src/db/schema.ts';
import { capturingStatements } from './support/statement-capture.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

/** Numbers 1..`upTo` from `from`, in steps of `step`, optionally only the even ones. */
const series = (db: Kysely<Database>, values: { from: number; upTo: number; step: number }, shape: { even: boolean }) =>
  db
    .selectFrom(
      sql<{ s: number }>`generate_series(${values.from}::int, ${values.upTo}::int, ${values.step}::int)`.as('s'),
    )
    .select(sql<number>`s`.as('n'))
    .$if(shape.even, (qb) => qb.where(sql`s % 2`, '=', 0))
    .orderBy(sql`s`);

const numbers = (rows: { n: number }[]) => rows.map((row) => row.n);

describe('preparedQuery', () => {
  it('binds each call its own values, every shape to its own statement', async () => {
    const run = preparedQuery(series);
    expect(numbers(await run(app.db, { from: 1, upTo: 5, step: 1 }, { even: false }))).toEqual([1, 2, 3, 4, 5]);
    expect(numbers(await run(app.db, { from: 3, upTo: 12, step: 3 }, { even: false }))).toEqual([3, 6, 9, 12]);
    expect(numbers(await run(app.db, { from: 1, upTo: 8, step: 1 }, { even: true }))).toEqual([2, 4, 6, 8]);
    expect(numbers(await run(app.db, { from: 10, upTo: 14, step: 1 }, { even: false }))).toEqual([10, 11, 12, 13, 14]);
  });

  it('answers what building the query per call answers', async () => {
    const run = preparedQuery(series);
    for (const values of [
      { from: 1, upTo: 20, step: 7 },
      { from: -4, upTo: 4, step: 2 },
    ]) {
      for (const even of [false, true]) {
        const built = await series(app.db, values, { even }).execute();
        expect(await run(app.db, values, { even })).toEqual(built);
      }
    }
  });

  it('keeps what the query itself holds as constants', async () => {
    const run = preparedQuery((db, { from }: { from: number }) =>
      db
        .selectFrom(sql<{ s: number }>`generate_series(${from}::int, ${3}::int)`.as('s'))
        .select(sql<number>`s`.as('n'))
        .orderBy(sql`s`),
    );
    expect(numbers(await run(app.db, { from: 1 }))).toEqual([1, 2, 3]);
    expect(numbers(await run(app.db, { from: 2 }))).toEqual([2, 3]);
  });

  it('refuses a value read while the query is built, which would fix it in the statement', async () => {
    const run = preparedQuery((db, { from }: { from: number }) =>
      db.selectFrom(sql<{ s: number }>`generate_series(${from + 1}::int, 3)`.as('s')).select(sql<number>`s`.as('n')),
    );
    await expect(run(app.db, { from: 1 })).rejects.toThrow(/parameter "from" is read as a value/);
  });

  it('builds every call anew for a Kysely instance with plugins, which then see each statement', async () => {
    const { db, statements } = capturingStatements(app.db);
    const run = preparedQuery(series);
    expect(numbers(await run(db, { from: 1, upTo: 3, step: 1 }, { even: false }))).toEqual([1, 2, 3]);
    expect(numbers(await run(db, { from: 1, upTo: 4, step: 1 }, { even: true }))).toEqual([2, 4]);
    expect(statements).toHaveLength(2);
    expect(statements[1]).toContain('s % 2');
  });

  it('names the statements of the shapes planned once, and only those', async () => {
    const run = preparedQuery(series, { planOnce: (shape) => shape.even });
    const values = { from: 100, upTo: 104, step: 1 };
    expect(numbers(await run(app.db, values, { even: true }))).toEqual([100, 102, 104]);
    expect(numbers(await run(app.db, values, { even: false }))).toEqual([100, 101, 102, 103, 104]);
    // Built with any values, a shape's SQL is the same text: the values are its parameters.
    const sqlOf = (even: boolean) => series(app.db, values, { even }).compile().sql;
    expect(statementNameOf(sqlOf(true))).toMatch(/^jobmatch_\d+$/);
    expect(statementNameOf(sqlOf(false))).toBeUndefined();
    // Named, it still answers each call's values.
    expect(numbers(await run(app.db, { from: 7, upTo: 11, step: 2 }, { even: true }))).toEqual([]);
    expect(numbers(await run(app.db, { from: 8, upTo: 12, step: 2 }, { even: true }))).toEqual([8, 10, 12]);
  });
});
