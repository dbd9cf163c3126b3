import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { preparedQuery, statementNameOf } from '../src/db/prepared-query.ts';
import { createCandidateJobsRepository } from '../src/modules/candidate-jobs/candidate-jobs.repository.ts';
import { createCompanyCandidatesRepository } from '../src/modules/company-candidates/company-candidates.repository.ts';
import { createReferenceRepository } from '../src/modules/reference/reference.repository.ts';
import { createReferenceService } from '../src/modules/reference/reference.service.ts';
import type { ReferenceLookupSource } from '../src/modules/reference/reference-lookup.ts';
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

  // A plan for any values can use a partial index only where the statement itself says what the
  // index holds: were the posting's status or the candidate's visibility bound as values, the plan
  // made once would read every row.
  it.each([
    {
      search: 'the unfiltered job search',
      table: 'job_postings',
      // Either index of the open postings in the list's order: on these empty tables they cost the
      // same (on the bench data the plan takes the narrower open_order one, bench/results.md).
      indexes: ['job_postings_open_order_idx', 'job_postings_open_signature_idx'],
      values: sql`now(), now(), 12, 0`,
      run: (db: DatabaseHandle['db'], readReference: ReferenceLookupSource) =>
        createCandidateJobsRepository(db, readReference).search({ page: 1, pageSize: 12 }, null, new Date()),
    },
    {
      search: 'the unfiltered candidate search',
      table: 'candidates',
      indexes: ['candidates_search_order_idx'],
      values: sql`12, 0`,
      run: (db: DatabaseHandle['db'], readReference: ReferenceLookupSource) =>
        createCompanyCandidatesRepository(db, readReference).search({ today: '2026-11-27' }, { page: 1, pageSize: 12 }),
    },
  ])(
    '$search is planned once, through a partial index of its list ($indexes)',
    async ({ table, indexes, values, run }) => {
      const readReference = createReferenceService(createReferenceRepository(database.db)).lookup;
      const plan = await database.db.connection().execute(async (connection) => {
        await run(connection, readReference);
        const { rows } = await sql<{ name: string }>`
        select name from pg_prepared_statements
        where statement like '%first_matches%' and statement like ${`%from "${table}"%`}`.execute(connection);
        const name = rows[0]?.name;
        if (!name) return null;
        // The plan for any values, as for a table too large to read whole (these tables are empty here).
        await sql`SET plan_cache_mode = force_generic_plan`.execute(connection);
        await sql`SET enable_seqscan = off`.execute(connection);
        try {
          const explained = await sql<{
            'QUERY PLAN': unknown;
          }>`EXPLAIN (FORMAT JSON) EXECUTE ${sql.id(name)}(${values})`.execute(connection);
          return JSON.stringify(explained.rows[0]?.['QUERY PLAN']);
        } finally {
          await sql`RESET plan_cache_mode`.execute(connection);
          await sql`RESET enable_seqscan`.execute(connection);
        }
      });
      const used = indexes.filter((index) => plan?.includes(`"Index Name":"${index}"`));
      expect(used).toHaveLength(1);
    },
  );
});
