/**
 * Fills the bench database: staging pools, then candidates and postings in chunks of
 * INSERT … SELECT generate_series, with the secondary indexes dropped during the load and
 * rebuilt (same definitions, read from the catalogue) afterwards (the candidates' after the table
 * is compacted), then VACUUM ANALYZE.
 */
import type { Kysely } from 'kysely';
import pg from 'pg';
import { refreshCandidateSearchCopies } from '../../server/src/db/candidate-search-filters.ts';
import { withoutStatementTimeout } from '../../server/src/db/database.ts';
import type { Database } from '../../server/src/db/schema.ts';
import type { BenchConfig } from './config.ts';
import { candidatePlanSql, insertCandidateChunk } from './generate-candidates.ts';
import { COMPANY_STATEMENTS, insertPostingChunk, postingPlanSql } from './generate-postings.ts';
import { createStaging, dropStaging } from './staging.ts';

const LOADED_TABLES = [
  'users',
  'companies',
  'recruiters',
  'candidates',
  'candidate_work_histories',
  'candidate_educations',
  'candidate_job_preferences',
  'candidate_preferences',
  'candidate_language_skills',
  'candidate_skills',
  'candidate_experiences',
  'job_postings',
];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-US');

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`  ${label} (${seconds(started)})`);
  return result;
}

async function inChunks(
  label: string,
  total: number,
  chunk: number,
  insert: (first: number, last: number) => Promise<void>,
) {
  const started = performance.now();
  for (let first = 1; first <= total; first += chunk) {
    const last = Math.min(total, first + chunk - 1);
    await insert(first, last);
    const rate = Math.round(last / ((performance.now() - started) / 1000));
    console.log(`  ${label}: ${count(last)} / ${count(total)} (${seconds(started)}, ${count(rate)}/s)`);
  }
}

/** Secondary indexes (not backing a constraint) of the loaded tables, with their definitions. */
async function secondaryIndexes(client: pg.Client) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
     WHERE t.relname = ANY($1) AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
     ORDER BY 1`,
    [LOADED_TABLES],
  );
  return rows;
}

export async function generateData(config: BenchConfig, db: Kysely<Database>): Promise<void> {
  const client = new pg.Client({ connectionString: config.benchUrl });
  await client.connect();
  const started = performance.now();
  try {
    // Bulk-load settings for this session only: the rows are consistent by construction, so
    // foreign-key triggers are skipped (replica role); one core for index builds.
    await client.query(`
      SET synchronous_commit = off;
      SET session_replication_role = replica;
      SET max_parallel_workers_per_gather = 0;
      SET max_parallel_maintenance_workers = 0;
      SET maintenance_work_mem = '512MB';
      SET jit = off;`);
    const companies = Math.max(20, Math.round(config.postings / 70));
    console.log(
      `generating ${count(config.candidates)} candidates, ${count(config.postings)} postings, ${count(companies)} companies`,
    );
    const staging = await timed('text pools and reference lists staged', () => createStaging(client, companies));

    const indexes = await secondaryIndexes(client);
    await timed(`${indexes.length} secondary indexes dropped for the load`, async () => {
      for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
    });

    await timed('candidate plan', () => client.query(candidatePlanSql(config.candidates, staging)));
    await inChunks('candidates', config.candidates, config.chunk, (first, last) =>
      insertCandidateChunk(client, first, last),
    );

    await timed('companies, their admins and recruiters', async () => {
      for (const statement of COMPANY_STATEMENTS) await client.query(statement);
    });
    await timed('posting plan', () => client.query(postingPlanSql(config.postings, staging)));
    await inChunks('postings', config.postings, config.chunk, (first, last) => insertPostingChunk(client, first, last));

    // The filter columns the employer search reads, by the server's own statement: after the
    // indexes of the profile tables it reads (without them every candidate scans them whole), before
    // those of candidates (which it would otherwise update a million times).
    const onCandidates = (index: { definition: string }) => / ON public\.candidates /.test(index.definition);
    for (const index of indexes.filter((index) => !onCandidates(index))) {
      await timed(`index ${index.name}`, () => client.query(index.definition));
    }
    await timed('candidate search filters', () =>
      withoutStatementTimeout(db, (unlimited) => refreshCandidateSearchCopies(unlimited, 'all')),
    );
    // The refresh writes every candidate once more, which leaves the versions it replaced behind
    // (written twice more by two UPDATEs before docs/decisions.md #67, the table was two thirds
    // empty: 4,458 MB for 1,589 MB of rows, 1.75 rows a page), where a table whose free
    // space autovacuum hands back to later writes stays far fuller. Compacted (1,576 MB) before
    // its indexes are built. The searches that read the most rows took the same time on either,
    // warm in psql: "priao" + Bangkok 11–14 ms, "Python" + Japanese + Bangkok + age + salary
    // 70–87 ms. VACUUM FULL marks no page all-visible: the VACUUM ANALYZE below does, without
    // which the walks' index-only reads would visit the table (docs/decisions.md #66).
    await timed('candidates compacted', () => client.query('VACUUM FULL candidates'));
    for (const index of indexes.filter(onCandidates)) {
      await timed(`index ${index.name}`, () => client.query(index.definition));
    }
    await dropStaging(client);
    for (const table of LOADED_TABLES)
      await timed(`vacuum analyze ${table}`, () => client.query(`VACUUM ANALYZE ${table}`));
    console.log(`data generated in ${seconds(started)}`);
  } finally {
    await client.end();
  }
}
