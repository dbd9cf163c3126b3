import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import {
  type CandidateFilter,
  createCompanyCandidatesRepository,
} from '../../src/modules/company-candidates/company-candidates.repository.ts';
import { createReferenceRepository } from '../../src/modules/reference/reference.repository.ts';
import { createReferenceService } from '../../src/modules/reference/reference.service.ts';
import { capturingStatements } from './statement-capture.ts';

/**
 * The employers' candidate search as of `today`, on a database that writes down the statements it
 * runs, for tests of how a search is read. A repository of its own reads a sample of its own.
 */
export function capturedCandidateSearch(db: Kysely<Database>, today: string) {
  const { db: capturing, statements } = capturingStatements(db);
  const candidates = createCompanyCandidatesRepository(
    capturing,
    createReferenceService(createReferenceRepository(db)).lookup,
  );
  return {
    search: (filter: Omit<CandidateFilter, 'today'>, paging = { page: 1, pageSize: 12 }) =>
      candidates.search({ today, ...filter }, paging),
    /** The statements that read the page or count it (not the sample's, nor their own sub-queries). */
    searchStatements: () =>
      statements.filter((text) => /^select "c"\."id", "c"\."user_no"|count\(\*\) as "total"/.test(text)),
  };
}

/** Removes the candidates a test made with e-mails `${tag}.…`, and their users. */
export async function removeTaggedCandidates(db: Kysely<Database>, tag: string) {
  const users = db.selectFrom('users').select('id').where('email', 'like', `${tag}.%`);
  await db.deleteFrom('candidates').where('user_id', 'in', users).execute();
  await db.deleteFrom('users').where('email', 'like', `${tag}.%`).execute();
}

/** The names of the indexes PostgreSQL's plan for `statement` reads. */
export async function indexesPlannedFor(db: Kysely<Database>, statement: RawBuilder<unknown>) {
  const { rows } = await sql<{ 'QUERY PLAN': unknown }>`EXPLAIN (FORMAT JSON) ${statement}`.execute(db);
  return [...JSON.stringify(rows[0]?.['QUERY PLAN']).matchAll(/"Index Name":"(\w+)"/g)].map((match) => match[1]);
}

/** Which of `names` are indexes of `candidates` in the catalogue, in order: a migration's indexes made or dropped. */
export async function candidateIndexesAmong(db: Kysely<Database>, names: readonly string[]) {
  const { rows } = await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes
    WHERE tablename = 'candidates' AND indexname = any(${names}::text[]) ORDER BY indexname`.execute(db);
  return rows.map((row) => row.indexname);
}
