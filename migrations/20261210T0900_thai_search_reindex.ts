import { type Kysely, sql } from 'kysely';
import type { Database } from '../server/src/db/schema.ts';
import { refreshAllSearchDocuments } from '../server/src/db/search-documents.ts';

/**
 * Every search document written again: Thai text is now normalised without splitting SARA AM,
 * Thai digits read as 0–9, and the documents hold the names of the industries, occupations,
 * provinces and districts they refer to in both languages (docs/domain.md, "Keyword search").
 * Written by the same code as every later change, in batches of ids. That code also reads the
 * reference rows' search aliases, which 20261215T0900 adds: a database that had not reached
 * this migration gets the column here first (empty, so the documents are what they were meant
 * to be at this point; the seeder fills it after the migrations and re-indexes what it names).
 */
export async function up(anyDb: Kysely<unknown>): Promise<void> {
  for (const table of ['industries', 'occupations']) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN IF NOT EXISTS search_aliases text[] NOT NULL DEFAULT '{}'`.execute(
      anyDb,
    );
  }
  await refreshAllSearchDocuments(anyDb as Kysely<Database>);
}

/** Nothing to undo: the documents are derived from the rows, and the old ones were only worse. */
export async function down(): Promise<void> {}
