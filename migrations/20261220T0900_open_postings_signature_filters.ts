import { type Kysely, sql } from 'kysely';

/**
 * The open postings' signature index, in the job search's order, holds what the search's filters
 * test too (docs/decisions.md #39): a walk for a keyword with filters tests them on the index's
 * rows, and reads the document only of a posting that passes them and whose signature may hold
 * the keyword. Before, the documents were read first: "Python" + Bangkok read 125 documents to
 * find the 49 in Bangkok.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX job_postings_open_signature_filters_idx ON job_postings (posted_at DESC, id DESC)
    INCLUDE (expired_at, search_signature, industry_id, occupation_id, district_id, employment_type,
      estimated_salary_max, salary_expectation, estimated_salary_min)
    WHERE status = 'ACTIVE' AND posted_at IS NOT NULL`.execute(db);
  await sql`DROP INDEX job_postings_open_signature_idx`.execute(db);
  await sql`ALTER INDEX job_postings_open_signature_filters_idx RENAME TO job_postings_open_signature_idx`.execute(db);
  await sql`ANALYZE job_postings`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX job_postings_open_signature_narrow_idx ON job_postings (posted_at DESC, id DESC)
    INCLUDE (expired_at, search_signature)
    WHERE status = 'ACTIVE' AND posted_at IS NOT NULL`.execute(db);
  await sql`DROP INDEX job_postings_open_signature_idx`.execute(db);
  await sql`ALTER INDEX job_postings_open_signature_narrow_idx RENAME TO job_postings_open_signature_idx`.execute(db);
}
