import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../../migrations/20261227T0900_candidate_age_salary_indexes.ts';
import { refreshCandidateSearchFilters } from '../src/db/candidate-search-filters.ts';
import { candidateIndexesAmong, indexesPlannedFor, removeTaggedCandidates } from './support/candidate-search.ts';
import { registerEmployer } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();
const TAG = 'range-index';
const CANDIDATES = 3_000;

/**
 * The plan PostgreSQL chooses for the first 101 candidates of a search by filters alone, in the
 * form the search states them (company-candidates.repository.ts): the visible candidates in the
 * list's order, the filter tested on each.
 */
const plannedIndexes = (filter: ReturnType<typeof sql<boolean>>) =>
  indexesPlannedFor(
    app.db,
    sql`SELECT c.user_no FROM candidates c
    WHERE c.deleted_at IS NULL AND c.open_to_company_offer = true AND ${filter}
    ORDER BY c.last_login_at DESC NULLS LAST, c.user_no DESC LIMIT 101`,
  );

beforeAll(async () => {
  // Born 1970–2002 and asking 200,000–1,199,000 a year, one signing in a minute after another.
  const { rows } = await sql<{ id: string }>`
    WITH signed_up AS (
      INSERT INTO users (id, email, role, first_name, last_name, last_login_at)
      SELECT gen_random_uuid(), ${TAG} || '.' || n || '@example.test', 'CANDIDATE', 'Range', 'Candidate ' || n,
        now() - make_interval(mins => n)
      FROM generate_series(1, ${CANDIDATES}::int) AS n
      RETURNING id, last_login_at)
    INSERT INTO candidates (id, user_id, open_to_company_offer, date_of_birth, desired_annual_salary)
    SELECT gen_random_uuid(), id, true,
      '1970-01-01'::date + (extract(epoch FROM now() - last_login_at)::int / 60 * 4)::int,
      200000 + (extract(epoch FROM now() - last_login_at)::int / 60 % 1000) * 1000
    FROM signed_up
    RETURNING id`.execute(app.db);
  await refreshCandidateSearchFilters(
    app.db,
    rows.map((row) => row.id),
  );
  await sql`ANALYZE candidates`.execute(app.db);
});

afterAll(async () => {
  await removeTaggedCandidates(app.db, TAG);
  // The files after this one in the worker plan with statistics of the table as they leave it.
  await sql`ANALYZE candidates`.execute(app.db);
});

/** The names of the candidates' indexes that the migration makes. */
const rangeIndexes = () =>
  candidateIndexesAmong(app.db, ['candidates_search_birth_idx', 'candidates_search_salary_idx']);

describe('a search by an age or a salary that few candidates pass', () => {
  const noneThatOld = sql<boolean>`c.date_of_birth <= '1950-01-01'::date`;
  const noneThatDear = sql<boolean>`c.desired_annual_salary >= 5000000`;

  it('reads the few through the index of birth dates or of salaries, not by walking the whole list', async () => {
    expect(await plannedIndexes(noneThatOld)).toContain('candidates_search_birth_idx');
    expect(await plannedIndexes(noneThatDear)).toContain('candidates_search_salary_idx');
  });

  it('are dropped by the migration going down and made again going up', async () => {
    expect(await rangeIndexes()).toEqual(['candidates_search_birth_idx', 'candidates_search_salary_idx']);
    await down(app.db as unknown as Kysely<unknown>);
    try {
      expect(await rangeIndexes()).toEqual([]);
    } finally {
      await up(app.db as unknown as Kysely<unknown>);
    }
    expect(await rangeIndexes()).toEqual(['candidates_search_birth_idx', 'candidates_search_salary_idx']);
    expect(await plannedIndexes(noneThatOld)).toContain('candidates_search_birth_idx');
  });

  it('answers such a search with an empty page', async () => {
    const employer = await registerEmployer(app);
    for (const query of ['ageMin=75', 'salaryMin=5000000']) {
      const response = await app.fetch(`/api/company/candidates?${query}`, {
        headers: { authorization: `Bearer ${employer.token}` },
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { result: { candidates: unknown[]; pagination: object } };
      expect(body.result.candidates).toEqual([]);
      expect(body.result.pagination).toMatchObject({ total: 0, totalExact: true });
    }
  });
});
