import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { preparedQuery, statementNameOf } from '../src/db/prepared-query.ts';
import { createTestDatabase } from './support/test-database.ts';

/**
 * On PostgreSQL the server's connections send a statement planned once under its name
 * (`NamedStatementClient`): the database keeps it per connection and, after a few calls, reuses
 * one plan for any values. PGlite has no named statements over a wire, so only on PostgreSQL.
 */

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.target.kind !== 'postgres') throw new Error('named statements need a PostgreSQL database');
});

afterAll(async () => {
  await database?.close();
});

describe('statements planned once, on PostgreSQL', () => {
  it('are prepared on the connection, planned once after a few calls, and answer every call', async () => {
    const provinceName = preparedQuery(
      (db, { id }: { id: string }) => db.selectFrom('provinces').select('name_en').where('id', '=', id),
      { planOnce: () => true },
    );
    const text = database.db.selectFrom('provinces').select('name_en').where('id', '=', '').compile().sql;
    const provinces = await database.db
      .selectFrom('provinces')
      .select(['id', 'name_en'])
      .orderBy('id')
      .limit(10)
      .execute();
    expect(provinces).toHaveLength(10);

    const { answers, prepared } = await database.db.connection().execute(async (connection) => {
      const answers: (string | undefined)[] = [];
      for (const { id } of provinces) answers.push((await provinceName(connection, { id }))[0]?.name_en);
      const { rows } = await sql<{ name: string; generic_plans: number }>`
        select name, generic_plans from pg_prepared_statements where statement = ${text}`.execute(connection);
      return { answers, prepared: rows };
    });

    expect(answers).toEqual(provinces.map((province) => province.name_en));
    expect(prepared).toHaveLength(1);
    expect(prepared[0]?.name).toBe(statementNameOf(text));
    // PostgreSQL plans the first five calls for their values, then reuses one plan for any values.
    expect(Number(prepared[0]?.generic_plans)).toBeGreaterThan(0);
  });
});
