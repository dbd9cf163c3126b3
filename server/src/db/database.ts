import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  type DatabaseConnection,
  type Driver,
  Kysely,
  PGliteAdapter,
  PGliteDialect,
  type PGliteDialectConfig,
  PGliteDriver,
  PostgresDialect,
  sql,
} from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { statementNameOf } from './prepared-query.ts';
import type { Database } from './schema.ts';
import { timestamptzParser } from './timestamp-parser.ts';

const OID = { int8: 20, date: 1082, timestamptz: 1184 } as const;

/**
 * Both drivers must hand the repositories identical values: a DATE stays 'YYYY-MM-DD' (never a
 * Date shifted by the server's time zone), COUNT(*)'s int8 becomes a number, and a timestamptz
 * is read by `timestamptzParser` (pg's own parser is its fallback on both).
 */
export const typeParsers: Record<number, (value: string) => unknown> = {
  [OID.int8]: Number,
  [OID.date]: (value) => value,
  [OID.timestamptz]: timestamptzParser(pg.types.getTypeParser(OID.timestamptz)),
};

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

/** How long one request may keep the database busy; 0 turns a limit off. */
export type DatabaseLimits = {
  /** PostgreSQL cancels a statement (planning included) that runs longer. PGlite cannot: see below. */
  statementTimeoutMs: number;
  /** Longest wait for a connection: a free one of the pool or a new one, or PGlite's only one. */
  connectionTimeoutMs: number;
  /**
   * PostgreSQL's `work_mem` on the pool's connections: the memory each sort, hash and bitmap of a
   * statement may take before it spills to disk or, for a bitmap, keeps whole pages instead of
   * rows. At the default 4 MB a search in Bangkok made its province's 305,000 ids a bitmap of
   * pages, and rechecked every profile on them: "ช่างเชื่อม" with Bangkok and an age read 15,442
   * pages whole and rechecked 65,000 profiles, 480 ms against 160 (docs/decisions.md #54). The
   * pool has 10 connections: up to 10 times this for each bitmap that large at once. 0 leaves the
   * database's own setting, and sends none (a pooler such as PgBouncer may refuse one).
   */
  workMemMb: number;
};

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  statementTimeoutMs: 5_000,
  connectionTimeoutMs: 5_000,
  workMemMb: 32,
};

/** The settings of a PostgreSQL connection the limits ask for, sent when it opens (`options`), if any. */
export const connectionSettings = (limits: DatabaseLimits): string | undefined =>
  limits.workMemMb > 0 ? `-c work_mem=${limits.workMemMb}MB` : undefined;

export type DatabaseHandle = { db: Kysely<Database>; target: DatabaseTarget; close: () => Promise<void> };

/** The database cannot be reached, or could not answer in time: the request may succeed later (503). */
export class DatabaseUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`database unavailable: ${reason}`, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATEs and socket errors that say "the database is down, restarting, overloaded or too slow",
 * not "this request is wrong": connection exceptions (08…), too many connections, statement
 * timeout, administrator or crash shutdown, cannot connect now, and the TCP failures of a
 * connection that was lost.
 */
const UNAVAILABLE_CODES = new Set([
  '53300',
  '57014',
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code));
}

/** `logger` hears of connections that fail while idle in the pool (PostgreSQL only). */
export function createDatabase(
  target: DatabaseTarget,
  limits: DatabaseLimits = DEFAULT_DATABASE_LIMITS,
  { logger }: { logger?: Logger } = {},
): DatabaseHandle {
  const db = new Kysely<Database>({
    dialect:
      target.kind === 'postgres' ? postgresDialect(target.url, limits, logger) : pgliteDialect(target.dataDir, limits),
  });
  return { db, target, close: () => db.destroy() };
}

/** Resolves once the database answers a query: what readiness means. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * Runs `work` on one connection without the statement timeout: migrations may build an index on
 * a large table, and wait for another process's migration lock, far longer than a request may.
 */
export function withoutStatementTimeout<T>(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>) {
  return db.connection().execute(async (connection) => {
    await sql`SET statement_timeout = 0`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`RESET statement_timeout`.execute(connection);
    }
  });
}

/**
 * A connection that sends the statements `preparedQuery` planned once under their names
 * (`statementNameOf`): PostgreSQL keeps them per connection, and later calls send only their
 * values (docs/decisions.md #20). Anything else is sent as it comes.
 */
export class NamedStatementClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this only names a text query and passes the rest on.
  override query(config: any, values?: any, callback?: any): any {
    const name = typeof config === 'string' && Array.isArray(values) ? statementNameOf(config) : undefined;
    return name ? super.query({ name, text: config, values }, callback) : super.query(config, values, callback);
  }
}

function postgresDialect(url: string, limits: DatabaseLimits, logger: Logger | undefined) {
  const pool = new pg.Pool({
    Client: NamedStatementClient,
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: limits.connectionTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    options: connectionSettings(limits),
    types: { getTypeParser: (oid, format) => typeParsers[oid] ?? pg.types.getTypeParser(oid, format) },
  });
  // An idle connection the server closed (restart, failover, pg_terminate_backend) is dropped
  // by the pool and the next query reconnects; unheard, this event would crash the process.
  pool.on('error', (error) => logger?.error({ err: error }, 'an idle database connection failed; the pool dropped it'));
  return new PostgresDialect({
    pool: {
      // Whatever keeps the pool from handing out a connection (refused, timed out, the server
      // starting or shutting down, out of connections) is the database being unavailable.
      connect: () =>
        pool.connect().catch((error: unknown) => {
          throw new DatabaseUnavailableError(error instanceof Error ? error.message : String(error), { cause: error });
        }),
      end: () => pool.end(),
      options: pool.options,
    },
  });
}

/** `dataDir` null keeps the whole database in memory (tests). */
function pgliteDialect(dataDir: string | null, limits: DatabaseLimits) {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return new QueuedPGliteDialect(
    { pglite: () => PGlite.create(dataDir ?? undefined, { extensions: { pg_trgm }, parsers: typeParsers }) },
    limits.connectionTimeoutMs,
  );
}

/**
 * PGlite has a single connection that every query and transaction waits for in turn. This queue
 * replaces Kysely's own so that, like a pool's connection timeout, a caller who has waited
 * `timeoutMs` gives up with DatabaseUnavailableError rather than queueing behind a slow
 * transaction for ever. A statement already running cannot be cut short: PGlite runs it on this
 * thread and ignores statement_timeout.
 */
class QueuedPGliteDialect extends PGliteDialect {
  readonly #config: PGliteDialectConfig;
  readonly #timeoutMs: number;

  constructor(config: PGliteDialectConfig, timeoutMs: number) {
    super(config);
    this.#config = config;
    this.#timeoutMs = timeoutMs;
  }

  override createAdapter() {
    return new QueuedPGliteAdapter();
  }

  override createDriver(): Driver {
    return new QueuedPGliteDriver(this.#config, this.#timeoutMs);
  }
}

/** Kysely must not queue callers itself: the driver does, with a time limit. */
class QueuedPGliteAdapter extends PGliteAdapter {
  override get supportsMultipleConnections() {
    return true;
  }
}

class QueuedPGliteDriver extends PGliteDriver {
  readonly #timeoutMs: number;
  /** Settles when the last caller in the queue hands the connection on. */
  #tail: Promise<void> = Promise.resolve();
  #handOn: () => void = () => undefined;

  constructor(config: PGliteDialectConfig, timeoutMs: number) {
    super(config);
    this.#timeoutMs = timeoutMs;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#tail;
    let handOn: () => void = () => undefined;
    this.#tail = new Promise<void>((resolve) => {
      handOn = resolve;
    });
    if (!(await turnWithin(previous, this.#timeoutMs))) {
      // The turn still comes, after whoever is ahead: pass it straight on then.
      void previous.then(handOn);
      throw new DatabaseUnavailableError(`no connection within ${this.#timeoutMs} ms`);
    }
    this.#handOn = handOn;
    try {
      return await super.acquireConnection();
    } catch (error) {
      handOn();
      throw error;
    }
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.#handOn();
  }
}

/** True when `turn` settles within `timeoutMs` (0: wait as long as it takes). */
async function turnWithin(turn: Promise<void>, timeoutMs: number): Promise<boolean> {
  if (timeoutMs === 0) return turn.then(() => true);
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, timeoutMs, false);
  });
  try {
    return await Promise.race([turn.then(() => true), expired]);
  } finally {
    clearTimeout(timer);
  }
}
