/**
 * A few thousand companies (each with its ADMIN user and recruiter) and ≥ 200k job postings:
 * 92% open (ACTIVE, posted, not expired), 4% ACTIVE but past expiredAt, 4% CLOSED.
 */
import type pg from 'pg';
import { referenceNames } from './generate-candidates.ts';
import { uuidOf } from './ids.ts';
import type { StagingCounts } from './staging.ts';

const pick = (n: number) => `floor(random() * ${n})::int`;

export const COMPANY_STATEMENTS = [
  `INSERT INTO companies (id, name, tax_id, description, location, website, notification_email)
   SELECT ${uuidOf("'co' || c.n")}, c.text, '0999' || lpad(c.n::text, 9, '0'), c.text || ' / บริษัทชั้นนำในประเทศไทย',
     'Bangkok', 'https://company' || c.n || '.example', 'hr' || c.n || '@bench-company.test'
   FROM bench_pool_company c`,
  `INSERT INTO users (id, email, role, first_name, last_name, locale)
   SELECT ${uuidOf("'ru' || c.n")}, 'admin' || c.n || '@bench-company.test', 'ADMIN', 'Malee', 'Srisuk', 'th'
   FROM bench_pool_company c`,
  `INSERT INTO recruiters (id, user_id, company_id, name)
   SELECT ${uuidOf("'r' || c.n")}, ${uuidOf("'ru' || c.n")}, ${uuidOf("'co' || c.n")}, 'Malee Srisuk'
   FROM bench_pool_company c`,
];

export function postingPlanSql(count: number, s: StagingCounts): string {
  return `
    CREATE UNLOGGED TABLE bench_plan_posting AS
    SELECT g, ${pick(s.postings)} AS body, ${pick(s.companies)} AS company, ${pick(s.districts)} AS district,
      random() AS state, random() AS pay, now() - random() * interval '120 days' AS posted_at
    FROM generate_series(1, ${count}) g;
    ALTER TABLE bench_plan_posting ADD PRIMARY KEY (g);`;
}

/** The postings, their province included: the replica role skips the trigger that sets it (20261222T0900). */
export const POSTING_SQL = `
  INSERT INTO job_postings (id, company_id, posted_by_id, district_id, province_id, industry_id, occupation_id, status, title,
    summary, description, highlight, employment_type, education_level, salary_expectation, estimated_salary_min,
    estimated_salary_max, posted_at, expired_at, closed_at, qualification, employee_benefits, work_hours,
    company_search_keywords, search_vector, search_text, search_signature, created_at, updated_at)
  SELECT ${uuidOf("'posting' || p.g")}, ${uuidOf("'co' || p.company")}, ${uuidOf("'r' || p.company")}, d.id,
    dd.province_id, b.industry_id, b.occupation_id, CASE WHEN p.state < 0.04 THEN 'CLOSED' ELSE 'ACTIVE' END, b.title,
    b.summary, b.description, b.highlight, b.employment_type, 'BACHELOR',
    CASE WHEN p.pay < 0.3 THEN b.salary_min + 60000 END,
    CASE WHEN p.pay >= 0.2 THEN b.salary_min END,
    CASE WHEN p.pay >= 0.2 THEN b.salary_min * 13 / 10 END,
    p.posted_at,
    CASE WHEN p.state < 0.04 THEN NULL
         WHEN p.state < 0.08 THEN now() - (1 + ${pick(30)}) * interval '1 day'
         WHEN p.state < 0.40 THEN NULL
         ELSE now() + (1 + ${pick(90)}) * interval '1 day' END,
    CASE WHEN p.state < 0.04 THEN p.posted_at + interval '30 days' END,
    b.qualification, b.employee_benefits, '09:00-18:00 (Mon-Fri)', b.keywords,
    array_to_tsvector(b.tokens || c.tokens || names.tokens), concat_ws(E'\\n', b.head, c.norm, b.tail, names.norm),
    b.signature | c.signature | names.bits,
    p.posted_at - interval '1 day', p.posted_at
  FROM bench_plan_posting p
  JOIN bench_pool_posting b ON b.n = p.body
  JOIN bench_pool_company c ON c.n = p.company
  JOIN bench_ref_district d ON d.n = p.district
  JOIN districts dd ON dd.id = d.id
  CROSS JOIN LATERAL ${referenceNames('b.industry_id, b.occupation_id, d.id, dd.province_id')}
  WHERE p.g BETWEEN $1 AND $2`;

export async function insertPostingChunk(client: pg.Client, first: number, last: number): Promise<void> {
  await client.query(POSTING_SQL, [first, last]);
}
