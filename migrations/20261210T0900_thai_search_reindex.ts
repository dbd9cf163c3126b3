import { type Kysely, sql } from 'kysely';
import type { Database } from '../server/src/db/schema.ts';
import { SIGNATURE_BITS } from '../server/src/db/search.ts';
import { refreshAllSearchDocuments } from '../server/src/db/search-documents.ts';

/**
 * Every search document written again: Thai text is now normalised without splitting SARA AM,
 * Thai digits read as 0–9, and the documents hold the names of the industries, occupations,
 * provinces and districts they refer to in both languages (docs/domain.md, "Keyword search").
 * Written by the same code as every later change, in batches of ids. That code also reads the
 * reference rows' search aliases, which 20261215T0900 adds: a database that had not reached
 * this migration gets the column here first (empty, so the documents are what they were meant
 * to be at this point; the seeder fills it after the migrations and re-indexes what it names).
 * It writes the documents' signatures too, whose columns later migrations add: they come here
 * first, and the later migrations sign every row again.
 */
export async function up(anyDb: Kysely<unknown>): Promise<void> {
  for (const table of ['industries', 'occupations']) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN IF NOT EXISTS search_aliases text[] NOT NULL DEFAULT '{}'`.execute(
      anyDb,
    );
  }
  // So are the signatures it writes, which 20261218T0900 (postings) and 20261225T0900 (candidates) add.
  for (const table of ['job_postings', 'candidates']) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN IF NOT EXISTS search_signature bit(${sql.lit(SIGNATURE_BITS)})`.execute(
      anyDb,
    );
  }
  await refreshAllSearchDocuments(anyDb as Kysely<Database>);
}

/** Nothing to undo: the documents are derived from the rows, and the old ones were only worse. */
export async function down(): Promise<void> {}
