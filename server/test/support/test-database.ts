import pg from 'pg';
import { createDatabase, type DatabaseHandle, type DatabaseLimits } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrator.ts';
import { seedReferenceData } from '../../src/modules/reference/reference-data.seeder.ts';

/**
 * Integration tests run on embedded PGlite, or on real PostgreSQL when TEST_DATABASE_URL is set.
 * On PostgreSQL, global setup migrates a template database once and each worker gets its own
 * clone, so workers never see each other's rows.
 */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL;

export function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

export function databaseNames() {
  const base = new URL(POSTGRES_URL ?? 'postgres://localhost/jobmatch').pathname.slice(1) || 'jobmatch';
  return { template: `${base}_template`, worker: (id: string) => `${base}_worker_${id}` };
}

export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let databasesCreated = 0;

/** A migrated database with reference data, ready for one test worker; `limits` as in production by default. */
export async function createTestDatabase(limits?: DatabaseLimits): Promise<DatabaseHandle> {
  if (!POSTGRES_URL) {
    const handle = createDatabase({ kind: 'pglite', dataDir: null }, limits);
    await migrateToLatest(handle.db);
    await seedReferenceData(handle.db);
    return handle;
  }
  const names = databaseNames();
  // Unique per call: a file with its own app must not drop the database the shared app is using.
  const worker = names.worker(`${process.env.VITEST_POOL_ID ?? process.pid}_${++databasesCreated}`);
  await adminQuery(`DROP DATABASE IF EXISTS "${worker}" WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE "${worker}" TEMPLATE "${names.template}"`);
  return createDatabase({ kind: 'postgres', url: databaseUrl(worker) }, limits);
}
