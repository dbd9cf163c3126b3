import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './schema.ts';

const OID = { int8: 20, date: 1082 } as const;

/**
 * Both drivers must hand the repositories identical values: a DATE stays 'YYYY-MM-DD' (never a
 * Date shifted by the server's time zone) and COUNT(*)'s int8 becomes a number.
 */
const parsers: Record<number, (value: string) => unknown> = {
  [OID.int8]: Number,
  [OID.date]: (value) => value,
};

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

export type DatabaseHandle = { db: Kysely<Database>; target: DatabaseTarget; close: () => Promise<void> };

/** `logger` hears of connections that fail while idle in the pool (PostgreSQL only). */
export function createDatabase(target: DatabaseTarget, { logger }: { logger?: Logger } = {}): DatabaseHandle {
  const db = new Kysely<Database>({
    dialect: target.kind === 'postgres' ? postgresDialect(target.url, logger) : pgliteDialect(target.dataDir),
  });
  return { db, target, close: () => db.destroy() };
}

function postgresDialect(url: string, logger: Logger | undefined) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: { getTypeParser: (oid, format) => parsers[oid] ?? pg.types.getTypeParser(oid, format) },
  });
  // An idle connection the server closed (restart, failover, pg_terminate_backend) is dropped
  // by the pool and the next query reconnects; unheard, this event would crash the process.
  pool.on('error', (error) => logger?.error({ err: error }, 'an idle database connection failed; the pool dropped it'));
  return new PostgresDialect({ pool });
}

/** `dataDir` null keeps the whole database in memory (tests). */
function pgliteDialect(dataDir: string | null) {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return new PGliteDialect({
    pglite: () => PGlite.create(dataDir ?? undefined, { extensions: { pg_trgm }, parsers }),
  });
}
