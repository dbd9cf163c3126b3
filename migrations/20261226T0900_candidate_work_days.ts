import { type Kysely, sql } from 'kysely';
import { refreshCandidateWorkDays } from '../server/src/db/candidate-search-filters.ts';
import type { Database } from '../server/src/db/schema.ts';

const VISIBLE = sql`deleted_at IS NULL AND open_to_company_offer`;
const FILTERED = sql`date_of_birth, district_id, desired_annual_salary, language_levels, industry_ids, occupation_ids,
  education_levels`;

/**
 * A candidate's work experience, copied onto their row in a form that stays true as ongoing jobs
 * grow (db/candidate-search-filters.ts, `refreshCandidateWorkDays`), and held by the two indexes a
 * walk of the candidate search reads: a search with a filter of work experience was never walked,
 * because only a sum of the candidate's work histories at search time could test it ("driver" +
 * 3 years or more: 560 ms, its 9,097 matches each summed; "ช่างเชื่อม" + Bangkok + 5 years or
 * more: a second, docs/decisions.md #62).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE candidates
    ADD COLUMN work_days_base integer NOT NULL DEFAULT 0,
    ADD COLUMN ongoing_jobs integer NOT NULL DEFAULT 0,
    ADD COLUMN ongoing_jobs_started date`.execute(db);
  await refreshCandidateWorkDays(db as Kysely<Database>, 'all');
  await createOrderIndexes(db, sql`, work_days_base, ongoing_jobs, ongoing_jobs_started`);
  await sql`ANALYZE candidates`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await createOrderIndexes(db, sql``);
  await sql`ALTER TABLE candidates DROP COLUMN work_days_base, DROP COLUMN ongoing_jobs, DROP COLUMN ongoing_jobs_started`.execute(
    db,
  );
}

/** The two search-order indexes (20261225T0900), made again with `extra` columns. */
async function createOrderIndexes(db: Kysely<unknown>, extra: ReturnType<typeof sql>) {
  await sql`DROP INDEX candidates_search_order_idx`.execute(db);
  await sql`CREATE INDEX candidates_search_order_idx ON candidates (last_login_at DESC NULLS LAST, user_no DESC)
    INCLUDE (${FILTERED}, province_id, search_signature${extra})
    WHERE ${VISIBLE}`.execute(db);
  await sql`DROP INDEX candidates_search_province_order_idx`.execute(db);
  await sql`CREATE INDEX candidates_search_province_order_idx
    ON candidates (province_id, last_login_at DESC NULLS LAST, user_no DESC)
    INCLUDE (${FILTERED}, search_signature${extra})
    WHERE ${VISIBLE}`.execute(db);
}
