import { type Kysely, sql } from 'kysely';
import type { Database } from '../server/src/db/schema.ts';
import { SIGNATURE_BITS } from '../server/src/db/search.ts';
import { signAll } from '../server/src/db/search-documents.ts';

/**
 * Postings get the signature of their search text (docs/decisions.md #26), written by the same
 * code as every later change, and an index of the open postings in the job search's order that
 * holds it: a walk for a keyword reads the signatures from the index alone, and the documents of
 * the postings whose signatures may hold it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // 20261210T0900 adds the column ahead of time to a database that had not reached it.
  await sql`ALTER TABLE job_postings ADD COLUMN IF NOT EXISTS search_signature bit(${sql.lit(SIGNATURE_BITS)})`.execute(
    db,
  );
  // Never compressed: reading a compressed signature would cost what it is there to spare.
  await sql`ALTER TABLE job_postings ALTER COLUMN search_signature SET STORAGE PLAIN`.execute(db);
  await signAll(db as Kysely<Database>, 'job_postings');
  await sql`CREATE INDEX job_postings_open_signature_idx ON job_postings (posted_at DESC, id DESC)
    INCLUDE (expired_at, search_signature)
    WHERE status = 'ACTIVE' AND posted_at IS NOT NULL`.execute(db);
  await sql`ANALYZE job_postings`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('job_postings_open_signature_idx').execute();
  await db.schema.alterTable('job_postings').dropColumn('search_signature').execute();
}
