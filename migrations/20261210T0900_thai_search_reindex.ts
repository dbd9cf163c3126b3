import type { Kysely } from 'kysely';
import type { Database } from '../server/src/db/schema.ts';
import { refreshCandidateSearchDocument, refreshPostingSearchDocument } from '../server/src/db/search-documents.ts';

const BATCH = 500;

/**
 * Every search document written again: Thai text is now normalised without splitting SARA AM,
 * Thai digits read as 0–9, and the documents hold the names of the industries, occupations,
 * provinces and districts they refer to in both languages (docs/domain.md, "Keyword search").
 * Written by the same code as every later change, in batches of ids.
 */
export async function up(anyDb: Kysely<unknown>): Promise<void> {
  const db = anyDb as Kysely<Database>;
  for (const [table, refresh] of [
    ['job_postings', refreshPostingSearchDocument],
    ['candidates', refreshCandidateSearchDocument],
  ] as const) {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await db.selectFrom(table).select('id').where('id', '>', after).orderBy('id').limit(BATCH).execute();
      for (const { id } of rows) await refresh(db, id);
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) break;
      after = last.id;
    }
  }
}

/** Nothing to undo: the documents are derived from the rows, and the old ones were only worse. */
export async function down(): Promise<void> {}
