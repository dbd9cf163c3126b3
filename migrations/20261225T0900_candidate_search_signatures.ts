import { type Kysely, sql } from 'kysely';
import type { Database } from '../server/src/db/schema.ts';
import { SIGNATURE_BITS } from '../server/src/db/search.ts';
import { signAll } from '../server/src/db/search-documents.ts';

const VISIBLE = sql`deleted_at IS NULL AND open_to_company_offer`;
const FILTERED = sql`date_of_birth, district_id, desired_annual_salary, language_levels, industry_ids, occupation_ids,
  education_levels`;

/**
 * Candidates get the signature of their search text, as postings have (docs/decisions.md #26,
 * #57), written by the same code as every later change, and the two indexes a walk of the
 * candidate search reads in the list's order hold it: a walk tests a candidate's signature on
 * the index alone and reads the profile only of one who may hold the keyword, where it read
 * every profile it walked past (of those who passed the filters).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // 20261210T0900 adds the column ahead of time to a database that had not reached it.
  await sql`ALTER TABLE candidates ADD COLUMN IF NOT EXISTS search_signature bit(${sql.lit(SIGNATURE_BITS)})`.execute(
    db,
  );
  // Never compressed: reading a compressed signature would cost what it is there to spare.
  await sql`ALTER TABLE candidates ALTER COLUMN search_signature SET STORAGE PLAIN`.execute(db);
  await signAll(db as Kysely<Database>, 'candidates');
  await createOrderIndexes(db, sql`, search_signature`);
  await sql`ANALYZE candidates`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await createOrderIndexes(db, sql``);
  await db.schema.alterTable('candidates').dropColumn('search_signature').execute();
}

/** The two search-order indexes (20261216T0900, 20261224T0900), made again with `extra` columns. */
async function createOrderIndexes(db: Kysely<unknown>, extra: ReturnType<typeof sql>) {
  await sql`DROP INDEX candidates_search_order_idx`.execute(db);
  await sql`CREATE INDEX candidates_search_order_idx ON candidates (last_login_at DESC NULLS LAST, user_no DESC)
    INCLUDE (${FILTERED}, province_id${extra})
    WHERE ${VISIBLE}`.execute(db);
  await sql`DROP INDEX candidates_search_province_order_idx`.execute(db);
  await sql`CREATE INDEX candidates_search_province_order_idx
    ON candidates (province_id, last_login_at DESC NULLS LAST, user_no DESC)
    INCLUDE (${FILTERED}${extra})
    WHERE ${VISIBLE}`.execute(db);
}
