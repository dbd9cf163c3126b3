/**
 * The bench database: created if missing, migrated and seeded with the server's own code, and
 * recognised on later runs by a marker in its COMMENT, written only once all data is in place.
 */

import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, type DatabaseHandle, withoutStatementTimeout } from '../../server/src/db/database.ts';
import { migrateToLatest } from '../../server/src/db/migrator.ts';
import { seedReferenceData } from '../../server/src/modules/reference/reference-data.seeder.ts';
import type { BenchConfig } from './config.ts';

/** Bump when the generator changes what it writes, so older bench databases are regenerated. */
const GENERATOR_VERSION = 5;

export const marker = (config: BenchConfig) =>
  `jobmatch-bench v${GENERATOR_VERSION} candidates=${config.candidates} postings=${config.postings}`;

async function withAdmin<T>(config: BenchConfig, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: config.adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Makes sure the bench database exists and is migrated; answers whether it already holds the
 * generated data of this size (then nothing needs generating).
 */
export async function prepareDatabase(config: BenchConfig): Promise<{ handle: DatabaseHandle; reuse: boolean }> {
  const name = pg.escapeIdentifier(config.databaseName);
  const reuse = await withAdmin(config, async (admin) => {
    const found = await admin.query<{ comment: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [config.databaseName],
    );
    const existing = found.rows[0];
    if (existing && existing.comment === marker(config) && !config.regenerate) return true;
    if (existing) {
      console.log(`dropping ${config.databaseName} (holds "${existing.comment ?? 'no bench data'}")`);
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE ${name}`);
    return false;
  });
  const handle = createDatabase({ kind: 'postgres', url: config.benchUrl });
  const { applied, seeded } = await withoutStatementTimeout(handle.db, async (db) => ({
    applied: await migrateToLatest(db),
    seeded: await seedReferenceData(db),
  }));
  if (applied.length > 0) console.log(`migrations applied: ${applied.join(', ')}`);
  if (seeded.length > 0) console.log(`reference data seeded: ${seeded.join(', ')}`);
  if (reuse && applied.length > 0) {
    // A migration that writes every row leaves no page marked all-visible, and the planner then
    // prices the walks' index-only reads as reads of the table (docs/decisions.md #44): the data
    // is measured as autovacuum would soon leave it.
    await withoutStatementTimeout(handle.db, (db) => sql`VACUUM ANALYZE`.execute(db));
    console.log('vacuumed after the migrations');
  }
  return { handle, reuse };
}

/** Marks the database as holding the complete data set of this configuration. */
export async function markComplete(config: BenchConfig): Promise<void> {
  await withAdmin(config, (admin) =>
    admin.query(
      `COMMENT ON DATABASE ${pg.escapeIdentifier(config.databaseName)} IS ${pg.escapeLiteral(marker(config))}`,
    ),
  );
}
