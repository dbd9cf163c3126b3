import type { EducationLevel } from '@jobmatch/contract';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../../migrations/20261228T0900_candidate_education_index.ts';
import { refreshCandidateSearchFilters } from '../src/db/candidate-search-filters.ts';
import { KEYWORD_SAMPLE_ROWS } from '../src/db/keyword-sample.ts';
import {
  candidateIndexesAmong,
  capturedCandidateSearch,
  indexesPlannedFor,
  removeTaggedCandidates,
} from './support/candidate-search.ts';
import { registerEmployer } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();
const TAG = 'education-index';
const CANDIDATES = 3_000;
/** Held by every candidate of this file. */
const COMMON: EducationLevel = 'BACHELOR';
/** Held by ten of them, all among those who signed in longest ago, after the sample's rows. */
const RARE: EducationLevel = 'JUNIOR_COLLEGE';
const isRareHolder = (n: number) => n > 2 * KEYWORD_SAMPLE_ROWS && n % 100 === 0;
const TODAY = '2026-11-27';

const candidateSearch = () => capturedCandidateSearch(app.db, TODAY);

/** The visible candidates who hold `level`, in the list's order, by SQL of the test's own: the first 101. */
async function holdersBySql(level: EducationLevel) {
  const { rows } = await sql<{ id: string }>`SELECT id FROM candidates
    WHERE deleted_at IS NULL AND open_to_company_offer AND ${level} = any(education_levels)
    ORDER BY last_login_at DESC NULLS LAST, user_no DESC LIMIT 101`.execute(app.db);
  return rows.map((row) => row.id);
}

/** The indexes PostgreSQL reads for all the visible holders of `level`, as the search's fence asks for them. */
const plannedIndexes = (level: EducationLevel) =>
  indexesPlannedFor(
    app.db,
    sql`WITH matches AS MATERIALIZED (SELECT c.last_login_at, c.user_no FROM candidates c
      WHERE c.deleted_at IS NULL AND c.open_to_company_offer = true AND c.education_levels @> ${[level]}::text[])
    SELECT user_no FROM matches ORDER BY last_login_at DESC NULLS LAST, user_no DESC LIMIT 101`,
  );

/** Whether the catalogue holds the index the migration makes. */
const educationIndexes = () => candidateIndexesAmong(app.db, ['candidates_search_education_idx']);

beforeAll(async () => {
  // One signing in a minute after another, the first the latest; all visible to employers.
  await sql`
    WITH signed_up AS (
      INSERT INTO users (id, email, role, first_name, last_name, last_login_at)
      SELECT gen_random_uuid(), ${TAG} || '.' || n || '@example.test', 'CANDIDATE', 'Education', 'Candidate ' || n,
        now() - make_interval(mins => n)
      FROM generate_series(1, ${CANDIDATES}::int) AS n
      RETURNING id)
    INSERT INTO candidates (id, user_id, open_to_company_offer, date_of_birth)
    SELECT gen_random_uuid(), id, true, '1990-01-01' FROM signed_up`.execute(app.db);
  const { rows } = await sql<{ id: string }>`SELECT c.id FROM candidates c JOIN users u ON u.id = c.user_id
    WHERE u.email LIKE ${`${TAG}.%`} ORDER BY u.last_login_at DESC`.execute(app.db);
  const ids = rows.map((row) => row.id);
  const rareHolders = ids.filter((_, index) => isRareHolder(index + 1));
  for (const [level, holders] of [
    [COMMON, ids],
    [RARE, rareHolders],
  ] as const) {
    await sql`INSERT INTO candidate_educations (id, candidate_id, status, field_of_study, institution, start_date, level)
      SELECT gen_random_uuid(), id, 'GRADUATED', 'Accounting', 'Test University', '2010-06-01', ${level}
      FROM unnest(${holders}::uuid[]) AS id`.execute(app.db);
  }
  await refreshCandidateSearchFilters(app.db, ids);
  await sql`ANALYZE candidates`.execute(app.db);
});

afterAll(async () => {
  await removeTaggedCandidates(app.db, TAG);
  // The files after this one in the worker plan with statistics of the table as they leave it.
  await sql`ANALYZE candidates`.execute(app.db);
});

describe('a search by an education level', () => {
  it('reads the holders of a level the sample holds none of in full, and finds every one of them', async () => {
    const reading = candidateSearch();
    const found = await reading.search({ educationLevel: RARE });
    const [statement = '', ...more] = reading.searchStatements();
    expect(more).toEqual([]);
    expect(statement).toContain('(with "matches" as materialized (select ');
    const expected = await holdersBySql(RARE);
    expect(expected.length).toBeGreaterThanOrEqual(10);
    expect(found.rows.map((row) => row.id)).toEqual(expected.slice(0, 12));
    expect(found).toMatchObject({ total: expected.length, totalExact: true });
    // A page past the end is counted on its own, on the same rows.
    const past = await reading.search({ educationLevel: RARE }, { page: 5, pageSize: 4 });
    expect(past.rows).toEqual([]);
    expect(past).toMatchObject({ total: expected.length, totalExact: true });
    expect(reading.searchStatements().at(-1)).toContain('(with "matches" as materialized (select ');
  });

  it("can read a level's holders in full through the index of levels", async () => {
    expect(await plannedIndexes(RARE)).toContain('candidates_search_education_idx');
  });

  it("walks the list's order for a level the sample holds", async () => {
    const reading = candidateSearch();
    const found = await reading.search({ educationLevel: COMMON });
    const [statement = ''] = reading.searchStatements();
    expect(statement).toMatch(/^select "c"\."id", "c"\."user_no"/);
    expect(statement).not.toContain('materialized');
    expect(found.rows.map((row) => row.id)).toEqual((await holdersBySql(COMMON)).slice(0, 12));
  });

  it('is dropped by the migration going down and made again going up', async () => {
    expect(await educationIndexes()).toEqual(['candidates_search_education_idx']);
    await down(app.db as unknown as Kysely<unknown>);
    try {
      expect(await educationIndexes()).toEqual([]);
    } finally {
      await up(app.db as unknown as Kysely<unknown>);
    }
    expect(await educationIndexes()).toEqual(['candidates_search_education_idx']);
  });

  it('answers over HTTP with the holders, and with an empty page where the other filters keep none', async () => {
    const employer = await registerEmployer(app);
    const read = async (query: string) => {
      const response = await app.fetch(`/api/company/candidates?${query}`, {
        headers: { authorization: `Bearer ${employer.token}` },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { result: { candidates: unknown[]; pagination: object } }).result;
    };
    const holders = await holdersBySql(RARE);
    const all = await read(`educationLevel=${RARE}`);
    expect(all.candidates).toHaveLength(Math.min(12, holders.length));
    expect(all.pagination).toMatchObject({ total: holders.length, totalExact: true });
    const none = await read(`educationLevel=${RARE}&ageMin=70`);
    expect(none.candidates).toEqual([]);
    expect(none.pagination).toMatchObject({ total: 0, totalExact: true });
  });
});
