/**
 * Staging tables the SQL generator picks from: the text pools (with their search tokens) and
 * numbered lists of reference ids. All are UNLOGGED and prefixed `bench_`; `dropStaging` removes them.
 */
import type pg from 'pg';
import { SIGNATURE_BITS, searchSignature } from '../../server/src/db/search.ts';
import { buildPools, document } from './pools.ts';
import { OCCUPATIONS } from './vocabulary.ts';

export const POOL_SIZES = { intros: 3000, works: 3000, educations: 400, postings: 4000 };

export type StagingCounts = Awaited<ReturnType<typeof createStaging>>;

const STAGING_TABLES = [
  'bench_pool_intro',
  'bench_pool_work',
  'bench_pool_edu',
  'bench_pool_skill',
  'bench_pool_company',
  'bench_pool_posting',
  'bench_ref_district',
  'bench_ref_province',
  'bench_ref_section',
  'bench_ref_division',
  'bench_ref_occupation',
  'bench_ref_names',
  'bench_plan_candidate',
  'bench_plan_posting',
];

export async function dropStaging(client: pg.Client): Promise<void> {
  await client.query(`DROP TABLE IF EXISTS ${STAGING_TABLES.join(', ')}`);
}

async function load(client: pg.Client, table: string, columns: string, rows: object[]): Promise<void> {
  await client.query(`CREATE UNLOGGED TABLE ${table} AS SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(${columns})`, [
    JSON.stringify(rows),
  ]);
  await client.query(`ALTER TABLE ${table} ADD PRIMARY KEY (n)`);
}

/** A numbered (n = 0…) list of the ids a query returns. */
async function numbered(client: pg.Client, table: string, select: string): Promise<number> {
  await client.query(
    `CREATE UNLOGGED TABLE ${table} AS SELECT (row_number() OVER () - 1)::int AS n, id FROM (${select}) s`,
  );
  await client.query(`ALTER TABLE ${table} ADD PRIMARY KEY (n)`);
  const { rows } = await client.query<{ count: string }>(`SELECT count(*) AS count FROM ${table}`);
  return Number(rows[0]?.count ?? 0);
}

async function idsByCode(client: pg.Client, table: string): Promise<Map<string, string>> {
  const { rows } = await client.query<{ code: string; id: string }>(`SELECT code, id FROM ${table}`);
  return new Map(rows.map((row) => [row.code, row.id]));
}

export async function createStaging(client: pg.Client, companies: number) {
  await dropStaging(client);
  const pools = buildPools(POOL_SIZES);
  const industries = await idsByCode(client, 'industries');
  const occupations = await idsByCode(client, 'occupations');
  const referenceOf = (index: number) => {
    const occupation = OCCUPATIONS[index];
    const industryId = occupation && industries.get(occupation.industry);
    const occupationId = occupation && occupations.get(occupation.occupation);
    if (!industryId || !occupationId) throw new Error(`no reference ids for ${occupation?.en ?? index}`);
    return { industry_id: industryId, occupation_id: occupationId };
  };

  const searchable = 'tokens text[], norm text';
  const signature = `signature bit(${SIGNATURE_BITS})`;
  // A candidate's document joins its parts' texts with line breaks: its signature is their union.
  const signed = <Row extends { norm: string }>(rows: readonly Row[]) =>
    rows.map((row) => ({ ...row, signature: searchSignature([row.norm]) }));
  await load(client, 'bench_pool_intro', `n int, text text, ${searchable}, ${signature}`, signed(pools.intros));
  await load(
    client,
    'bench_pool_work',
    `n int, company_name text, job_detail text, industry_id uuid, occupation_id uuid, ${searchable}, ${signature}`,
    signed(pools.works.map((row) => ({ ...row, ...referenceOf(row.occupation) }))),
  );
  await load(
    client,
    'bench_pool_edu',
    `n int, institution text, field_of_study text, level text, ${searchable}, ${signature}`,
    signed(pools.educations),
  );
  await load(
    client,
    'bench_pool_skill',
    `n int, text text, type text, ${searchable}, ${signature}`,
    signed(pools.skills),
  );
  await load(
    client,
    'bench_pool_company',
    `n int, text text, ${searchable}, ${signature}`,
    pools.companyNames(companies),
  );
  await load(
    client,
    'bench_pool_posting',
    `n int, industry_id uuid, occupation_id uuid, title text, summary text, description text, highlight text,
     qualification text, employee_benefits text, keywords text[], employment_type text, salary_min int,
     head text, tail text, tokens text[], ${signature}`,
    pools.postings.map((row) => ({ ...row, ...referenceOf(row.occupation) })),
  );

  // Every industry, occupation, province and district with the search tokens of its English and
  // Thai names and its aliases: the documents hold them, as refreshCandidateSearchDocument / refreshPostingSearchDocument write them.
  const { rows: named } = await client.query<{ id: string; texts: string[] }>(
    `SELECT id, ARRAY[name_en, name_th] || search_aliases AS texts FROM industries
     UNION ALL SELECT id, ARRAY[name_en, name_th] || search_aliases FROM occupations
     UNION ALL SELECT id, ARRAY[name_en, name_th] FROM provinces
     UNION ALL SELECT id, ARRAY[name_en, name_th] FROM districts`,
  );
  await client.query(
    `CREATE UNLOGGED TABLE bench_ref_names AS
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, tokens text[], norm text, ${signature})`,
    [
      JSON.stringify(
        named.map((row) => {
          const searchable = document(row.texts);
          return { id: row.id, ...searchable, signature: searchSignature([searchable.norm]) };
        }),
      ),
    ],
  );
  await client.query('ALTER TABLE bench_ref_names ADD PRIMARY KEY (id)');

  // Bangkok's 50 khet are listed ten times: about a third of people and postings are in Bangkok.
  const districts = await numbered(
    client,
    'bench_ref_district',
    `SELECT id FROM districts
     UNION ALL SELECT d.id FROM districts d JOIN provinces p ON p.id = d.province_id, generate_series(1, 9)
     WHERE p.code = '10'`,
  );
  const provinces = await numbered(client, 'bench_ref_province', 'SELECT id FROM provinces ORDER BY code');
  const sections = await numbered(
    client,
    'bench_ref_section',
    'SELECT id FROM industries WHERE parent_id IS NULL ORDER BY code',
  );
  const divisions = await numbered(
    client,
    'bench_ref_division',
    'SELECT id FROM industries WHERE parent_id IS NOT NULL ORDER BY code',
  );
  const leafOccupations = await numbered(
    client,
    'bench_ref_occupation',
    'SELECT id FROM occupations o WHERE NOT EXISTS (SELECT 1 FROM occupations c WHERE c.parent_id = o.id) ORDER BY code',
  );
  return {
    intros: pools.intros.length,
    works: pools.works.length,
    educations: pools.educations.length,
    skills: pools.skills.length,
    postings: pools.postings.length,
    companies,
    districts,
    provinces,
    sections,
    divisions,
    leafOccupations,
  };
}
