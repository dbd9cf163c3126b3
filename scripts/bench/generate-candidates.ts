/**
 * ≥ 1M candidates with the profile rows the employer search reads, generated set-based: a plan
 * table holds each candidate's random picks, then one INSERT … SELECT per table and chunk.
 * Child ids end in their position (…1, …2, …3), so reading them back by id keeps the order the
 * search document was built in.
 */
import type pg from 'pg';
import { SIGNATURE_BITS } from '../../server/src/db/search.ts';
import { childUuid, uuidOf } from './ids.ts';
import type { StagingCounts } from './staging.ts';
import { FIRST_NAMES, LAST_NAMES } from './vocabulary.ts';

const pick = (n: number) => `floor(random() * ${n})::int`;

export function candidatePlanSql(count: number, s: StagingCounts): string {
  return `
    CREATE UNLOGGED TABLE bench_plan_candidate AS
    SELECT g,
      CASE WHEN random() < 0.92 THEN ${pick(s.intros)} END AS intro,
      CASE WHEN ns >= 1 THEN ${pick(s.skills)} END AS s1,
      CASE WHEN ns >= 2 THEN ${pick(s.skills)} END AS s2,
      CASE WHEN ns >= 3 THEN ${pick(s.skills)} END AS s3,
      CASE WHEN nw >= 1 THEN ${pick(s.works)} END AS w1,
      CASE WHEN nw >= 2 THEN ${pick(s.works)} END AS w2,
      CASE WHEN nw >= 3 THEN ${pick(s.works)} END AS w3,
      ${pick(s.educations)} AS e1,
      CASE WHEN random() < 0.25 THEN ${pick(s.educations)} END AS e2,
      ${pick(s.districts)} AS district,
      date '2005-01-01' - (365 + ${pick(365 * 38)}) AS dob,
      nw,
      nw > 0 AND random() < 0.7 AS employed,
      random() < 0.85 AS open,
      random() < 0.1 AS hide,
      random() < 0.01 AS deleted,
      random() < 0.15 AS management,
      CASE WHEN random() < 0.95 THEN now() - random() * interval '365 days' END AS login,
      CASE WHEN random() < 0.85 THEN (15 + ${pick(100)}) * 12000 END AS salary,
      CASE WHEN random() < 0.7 THEN 1 + ${pick(4)} END AS en,
      CASE WHEN random() < 0.08 THEN 1 + ${pick(4)} END AS ja,
      CASE WHEN random() < 0.06 THEN 1 + ${pick(4)} END AS zh,
      CASE WHEN random() < 0.6 THEN ${pick(s.provinces)} END AS pref_province,
      CASE WHEN random() < 0.4 THEN ${pick(s.sections)} END AS pref_industry,
      CASE WHEN random() < 0.3 THEN ${pick(s.leafOccupations)} END AS pref_occupation,
      CASE WHEN random() < 0.3 THEN ${pick(s.divisions)} END AS exp_industry
    FROM (
      SELECT g, ${pick(4)} AS ns, (ARRAY[0, 1, 1, 1, 2, 2, 2, 3])[1 + ${pick(8)}] AS nw
      FROM generate_series(1, ${count}) g
    ) x;
    ALTER TABLE bench_plan_candidate ADD PRIMARY KEY (g);`;
}

/**
 * `(tokens, norm, bits)` of the English and Thai names of the reference rows with these ids (a
 * comma-separated SQL list; NULLs match nothing), as a LATERAL subquery named `names`: `bits` is
 * the signature of `norm`, the union of theirs (db/search.ts, `searchSignature`).
 */
export const referenceNames = (ids: string) => `(
  SELECT coalesce((SELECT array_agg(t) FROM bench_ref_names r, unnest(r.tokens) t WHERE r.id IN (${ids})), '{}') AS tokens,
    (SELECT string_agg(r.norm, E'\\n' ORDER BY r.norm) FROM bench_ref_names r WHERE r.id IN (${ids})) AS norm,
    (SELECT bit_or(r.signature) FROM bench_ref_names r WHERE r.id IN (${ids})) AS bits
) names`;

/** A signature with no bit set: the union's identity, for the parts a candidate does not have. */
const NO_BITS = `repeat('0', ${SIGNATURE_BITS})::bit(${SIGNATURE_BITS})`;
const bitsOf = (parts: string[]) => parts.map((part) => `coalesce(${part}, ${NO_BITS})`).join(' | ');

const LEVELS = `(ARRAY['BASIC', 'INTERMEDIATE', 'ADVANCED', 'NATIVE'])`;
const inChunk = 'p.g BETWEEN $1 AND $2';
const childId = (prefix: string) => childUuid(`'${prefix}' || p.g`, 'v.k');
const candidateId = uuidOf("'c' || p.g");

/** One statement per table; each runs with $1..$2 = the chunk's first and last plan number. */
export const CANDIDATE_STATEMENTS: { table: string; sql: string; params?: unknown[] }[] = [
  {
    table: 'users',
    sql: `
      INSERT INTO users (id, email, role, first_name, last_name, locale, last_login_at, created_at, updated_at)
      SELECT ${uuidOf("'u' || p.g")}, 'candidate' || p.g || '@bench.jobmatch.test', 'CANDIDATE',
        ($3::text[])[1 + p.g % cardinality($3::text[])], ($4::text[])[1 + (p.g / 7) % cardinality($4::text[])],
        CASE WHEN p.g % 3 = 0 THEN 'en' ELSE 'th' END, CASE WHEN NOT p.deleted THEN p.login END,
        now() - interval '3 years' + p.g * interval '60 seconds', now()
      FROM bench_plan_candidate p WHERE ${inChunk}`,
    params: [FIRST_NAMES, LAST_NAMES],
  },
  {
    table: 'candidates',
    sql: `
      INSERT INTO candidates (id, user_id, district_id, self_introduction, date_of_birth, gender, employment_status,
        job_change_count, has_management_experience, hide_company_name, open_to_company_offer, deleted_at,
        phone_number, search_vector, search_text, search_signature)
      SELECT ${candidateId}, ${uuidOf("'u' || p.g")}, d.id, CASE WHEN NOT p.deleted THEN i.text END, p.dob,
        (ARRAY['FEMALE', 'MALE', 'PREFER_NOT_TO_SAY'])[1 + p.g % 3],
        CASE WHEN p.employed THEN 'EMPLOYED' WHEN p.nw = 0 THEN 'NO_EXPERIENCE' ELSE 'UNEMPLOYED' END,
        (ARRAY['ZERO', 'ONE', 'TWO', 'THREE'])[1 + greatest(p.nw - 1, 0)],
        p.management, p.hide, p.open, CASE WHEN p.deleted THEN now() END,
        '08' || lpad((p.g % 100000000)::text, 8, '0'),
        CASE WHEN p.deleted THEN ''::tsvector ELSE array_to_tsvector(
          coalesce(i.tokens, '{}') || coalesce(s1.tokens, '{}') || coalesce(s2.tokens, '{}')
          || coalesce(s3.tokens, '{}') || coalesce(w1.tokens, '{}') || coalesce(w2.tokens, '{}')
          || coalesce(w3.tokens, '{}') || e1.tokens || coalesce(e2.tokens, '{}') || names.tokens) END,
        CASE WHEN p.deleted THEN '' ELSE concat_ws(E'\\n', i.norm,
          s1.norm, s2.norm, s3.norm, w1.norm, w2.norm, w3.norm, e1.norm, e2.norm, names.norm) END,
        -- Texts joined by line breaks: the document's signature is the union of its parts'.
        CASE WHEN NOT p.deleted THEN ${bitsOf(['i', 's1', 's2', 's3', 'w1', 'w2', 'w3', 'e1', 'e2'].map((part) => `${part}.signature`).concat('names.bits'))} END
      FROM bench_plan_candidate p
      JOIN bench_ref_district d ON d.n = p.district
      JOIN bench_pool_edu e1 ON e1.n = p.e1
      LEFT JOIN bench_pool_edu e2 ON e2.n = p.e2
      LEFT JOIN bench_pool_intro i ON i.n = p.intro
      LEFT JOIN bench_pool_skill s1 ON s1.n = p.s1
      LEFT JOIN bench_pool_skill s2 ON s2.n = p.s2
      LEFT JOIN bench_pool_skill s3 ON s3.n = p.s3
      LEFT JOIN bench_pool_work w1 ON w1.n = p.w1
      LEFT JOIN bench_pool_work w2 ON w2.n = p.w2
      LEFT JOIN bench_pool_work w3 ON w3.n = p.w3
      LEFT JOIN bench_ref_division xi ON xi.n = p.exp_industry
      LEFT JOIN bench_ref_section pi ON pi.n = p.pref_industry
      LEFT JOIN bench_ref_occupation po ON po.n = p.pref_occupation
      LEFT JOIN bench_ref_province pp ON pp.n = p.pref_province
      JOIN districts dd ON dd.id = d.id
      CROSS JOIN LATERAL ${referenceNames(
        'w1.industry_id, w1.occupation_id, w2.industry_id, w2.occupation_id, w3.industry_id, w3.occupation_id, xi.id, pi.id, po.id, pp.id, d.id, dd.province_id',
      )}
      WHERE ${inChunk}`,
  },
  {
    table: 'candidate_work_histories',
    sql: `
      INSERT INTO candidate_work_histories (id, candidate_id, industry_id, occupation_id, company_name, job_detail,
        annual_salary, is_current, start_date, end_date, employment_type)
      SELECT ${childId('w')}, ${candidateId}, w.industry_id, w.occupation_id, w.company_name, w.job_detail,
        CASE WHEN random() < 0.6 THEN (15 + ${pick(80)}) * 12000 END,
        v.k = 1 AND p.employed,
        a.anchor - (180 + ${pick(1400)}),
        CASE WHEN v.k = 1 AND p.employed THEN NULL ELSE a.anchor END,
        (ARRAY['FULL_TIME', 'FULL_TIME', 'FULL_TIME', 'CONTRACT', 'PART_TIME'])[1 + ${pick(5)}]
      FROM bench_plan_candidate p
      CROSS JOIN LATERAL (VALUES (1, p.w1), (2, p.w2), (3, p.w3)) AS v(k, n)
      JOIN bench_pool_work w ON w.n = v.n
      CROSS JOIN LATERAL (SELECT current_date - ((v.k - 1) * 1200 + ${pick(300)}) AS anchor) a
      WHERE ${inChunk}`,
  },
  {
    table: 'candidate_educations',
    sql: `
      INSERT INTO candidate_educations (id, candidate_id, status, field_of_study, institution, start_date, end_date,
        level, sort_order)
      SELECT ${childId('e')}, ${candidateId},
        CASE WHEN a.start + 1461 <= current_date THEN 'GRADUATED' ELSE 'EXPECTED_TO_GRADUATE' END,
        e.field_of_study, e.institution, a.start, a.start + 1461, e.level, v.k - 1
      FROM bench_plan_candidate p
      CROSS JOIN LATERAL (VALUES (1, p.e1), (2, p.e2)) AS v(k, n)
      JOIN bench_pool_edu e ON e.n = v.n
      CROSS JOIN LATERAL (SELECT (p.dob + make_interval(years => 14 + 4 * v.k))::date AS start) a
      WHERE ${inChunk}`,
  },
  {
    table: 'candidate_job_preferences',
    sql: `
      INSERT INTO candidate_job_preferences (id, candidate_id, desired_annual_salary, is_open_to_any_industry,
        is_open_to_any_location, job_search_status, relocation_preference)
      SELECT ${uuidOf("'jp' || p.g")}, ${candidateId}, p.salary, random() < 0.2, random() < 0.3,
        (ARRAY['APPLYING_TO_COMPANY', 'OPEN_TO_OFFERS', 'NOT_ACTIVELY_LOOKING'])[1 + ${pick(3)}],
        (ARRAY['POSITIVE', 'NEGATIVE', 'NEUTRAL'])[1 + ${pick(3)}]
      FROM bench_plan_candidate p WHERE ${inChunk}`,
  },
  {
    table: 'candidate_preferences',
    sql: `
      INSERT INTO candidate_preferences (id, candidate_id, entity_type, entity_id)
      SELECT ${uuidOf("'pp' || p.g")}, ${candidateId}, 'PROVINCE', r.id
      FROM bench_plan_candidate p JOIN bench_ref_province r ON r.n = p.pref_province WHERE ${inChunk}
      UNION ALL
      SELECT ${uuidOf("'pi' || p.g")}, ${candidateId}, 'INDUSTRY', r.id
      FROM bench_plan_candidate p JOIN bench_ref_section r ON r.n = p.pref_industry WHERE ${inChunk}
      UNION ALL
      SELECT ${uuidOf("'po' || p.g")}, ${candidateId}, 'OCCUPATION', r.id
      FROM bench_plan_candidate p JOIN bench_ref_occupation r ON r.n = p.pref_occupation WHERE ${inChunk}`,
  },
  {
    table: 'candidate_language_skills',
    sql: `
      INSERT INTO candidate_language_skills (id, candidate_id, language_id, communication, reading, writing)
      SELECT ${uuidOf("'l' || v.code || p.g")}, ${candidateId}, l.id, ${LEVELS}[v.level],
        ${LEVELS}[greatest(v.level - ${pick(2)}, 1)], ${LEVELS}[greatest(v.level - ${pick(2)}, 1)]
      FROM bench_plan_candidate p
      CROSS JOIN LATERAL (VALUES ('th', CASE WHEN p.g % 33 <> 0 THEN 4 END), ('en', p.en), ('ja', p.ja), ('zh', p.zh))
        AS v(code, level)
      JOIN languages l ON l.code = v.code
      WHERE v.level IS NOT NULL AND ${inChunk}`,
  },
  {
    table: 'candidate_skills',
    sql: `
      INSERT INTO candidate_skills (id, candidate_id, name, type, year_of_experience)
      SELECT ${childId('s')}, ${candidateId}, s.text, s.type, CASE WHEN random() < 0.7 THEN 1 + ${pick(10)} END
      FROM bench_plan_candidate p
      CROSS JOIN LATERAL (VALUES (1, p.s1), (2, p.s2), (3, p.s3)) AS v(k, n)
      JOIN bench_pool_skill s ON s.n = v.n
      WHERE ${inChunk}`,
  },
  {
    table: 'candidate_experiences',
    sql: `
      INSERT INTO candidate_experiences (id, candidate_id, experience_type, entity_id, year_of_experience)
      SELECT ${uuidOf("'x' || p.g")}, ${candidateId}, 'INDUSTRY', r.id, 1 + ${pick(10)}
      FROM bench_plan_candidate p JOIN bench_ref_division r ON r.n = p.exp_industry WHERE ${inChunk}`,
  },
];

export async function insertCandidateChunk(client: pg.Client, first: number, last: number): Promise<void> {
  for (const statement of CANDIDATE_STATEMENTS) {
    await client.query(statement.sql, [first, last, ...(statement.params ?? [])]);
  }
}
