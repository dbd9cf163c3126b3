import { type Kysely, sql } from 'kysely';

/**
 * The open postings by district, holding what a job search tests on them (its filters, the list's
 * order and the search signature): a common keyword searched in a province whose postings the
 * newest seldom hold (docs/decisions.md #29, #37) reads the province's rows from this index alone
 * and only the documents whose signature may hold the keyword. Read through the district index
 * and the table, "นักบัญชี" + Chiang Mai read each of the province's 3,570 postings, 15 ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX job_postings_open_district_idx ON job_postings (district_id)
    INCLUDE (posted_at, id, expired_at, industry_id, occupation_id, employment_type, estimated_salary_max,
      salary_expectation, estimated_salary_min, search_signature)
    WHERE status = 'ACTIVE' AND posted_at IS NOT NULL`.execute(db);
  await sql`ANALYZE job_postings`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('job_postings_open_district_idx').execute();
}
