import { type Kysely, sql } from 'kysely';
import type { Database } from '../server/src/db/schema.ts';
import { SIGNATURE_BITS } from '../server/src/db/search.ts';
import { refreshSearchDocumentsHolding } from '../server/src/db/search-documents.ts';
import { THAI_LOANWORDS } from '../server/src/db/thai-loanwords.ts';

/**
 * The documents that hold a listed Thai loanword get it as one lexeme instead of the pieces the
 * segmenter cut it into (docs/decisions.md #48), so that a word-start test and the keyword sample
 * agree with how a keyword is now segmented. Written by the same code as every later change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // That code writes candidates' signatures too, which 20261225T0900 adds (and signs every row again).
  await sql`ALTER TABLE candidates ADD COLUMN IF NOT EXISTS search_signature bit(${sql.lit(SIGNATURE_BITS)})`.execute(
    db,
  );
  await refreshSearchDocumentsHolding(db as Kysely<Database>, THAI_LOANWORDS);
  await sql`ANALYZE job_postings`.execute(db);
  await sql`ANALYZE candidates`.execute(db);
}

/** Nothing to undo: a search by the older code still finds the pieces inside the documents' texts. */
export async function down(): Promise<void> {}
