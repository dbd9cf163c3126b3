import { type Kysely, sql } from 'kysely';
import type { Database } from '../server/src/db/schema.ts';
import { signAll } from '../server/src/db/search-documents.ts';

/**
 * Postings are signed again: a signature now has a bit for each triple of adjacent characters
 * too (docs/decisions.md #43), and so has a keyword's, so a posting signed with its pairs alone
 * would be taken for one that cannot hold a word it holds. Written by the same code as every
 * later change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await signAll(db as Kysely<Database>, 'job_postings');
  await sql`ANALYZE job_postings`.execute(db);
}

/** Nothing to undo: the signatures with triples hold every bit of those without, so older code reads them right. */
export async function down(): Promise<void> {}
