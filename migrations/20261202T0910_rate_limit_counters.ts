import type { Kysely } from 'kysely';

/**
 * Rate-limit counters (sign-in failures per client address and per account, requests per address
 * and route): in the database, so that every server process counts together and a restart
 * forgets nothing. One row per key and fixed window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'timestamptz', (col) => col.notNull())
    .execute();
  // Finds the expired rows to sweep.
  await db.schema
    .createIndex('rate_limit_counters_window_ends_at_idx')
    .on('rate_limit_counters')
    .column('window_ends_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
