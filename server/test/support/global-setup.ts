import { createDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrator.ts';
import { seedReferenceData } from '../../src/modules/reference/reference-data.seeder.ts';
import { adminQuery, databaseNames, databaseUrl, POSTGRES_URL } from './test-database.ts';

/** On PostgreSQL: builds the migrated, seeded template the workers clone; drops it all afterwards. */
export async function setup() {
  if (!POSTGRES_URL) return;
  const { template } = databaseNames();
  await adminQuery(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE "${template}"`);
  const handle = createDatabase({ kind: 'postgres', url: databaseUrl(template) });
  try {
    await migrateToLatest(handle.db);
    await seedReferenceData(handle.db);
  } finally {
    await handle.close();
  }
}

export async function teardown() {
  if (!POSTGRES_URL) return;
  const names = databaseNames();
  const client = await import('pg').then(({ default: pg }) => new pg.Client({ connectionString: POSTGRES_URL }));
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${names.worker('')}%`,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await client.query(`DROP DATABASE IF EXISTS "${names.template}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
