import { type Kysely, sql } from 'kysely';

/**
 * Candidates' job search lists open postings newest first. Postings are wide rows (descriptions,
 * search documents), so finding a page or counting to the cap through the table read hundreds of
 * pages per request; this index holds the order and every filtered column but the texts, so the
 * page's ids and a filter-only count are index-only scans that stop when they have enough.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX job_postings_open_order_idx ON job_postings (posted_at DESC, id DESC)
    INCLUDE (expired_at, district_id, industry_id, occupation_id, employment_type, estimated_salary_max,
      salary_expectation, estimated_salary_min)
    WHERE status = 'ACTIVE' AND posted_at IS NOT NULL`.execute(db);
  await db.schema.dropIndex('job_postings_open_idx').execute();
  await sql`ANALYZE job_postings`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('job_postings_open_idx').on('job_postings').columns(['status', 'posted_at']).execute();
  await db.schema.dropIndex('job_postings_open_order_idx').execute();
}
