import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDatabase,
  type DatabaseHandle,
  type DatabaseLimits,
  DEFAULT_DATABASE_LIMITS,
  withoutStatementTimeout,
} from '../src/db/database.ts';
import { startTestApp } from './support/test-app.ts';
import { createTestDatabase, POSTGRES_URL } from './support/test-database.ts';

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** A port nothing listens on: connections are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A "database" that accepts connections and never says a word: a hung server or a black hole. */
async function silentServer() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  const port = await listen(server);
  return {
    url: `postgres://jobmatch@127.0.0.1:${port}/jobmatch`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/**
 * A database with these limits: on PostgreSQL a migrated clone; PGlite's in-memory instance stays
 * empty (the tests below only need it to be busy, and migrating one costs seconds).
 */
const limitedDatabase = (limits: DatabaseLimits) =>
  POSTGRES_URL
    ? createTestDatabase(limits)
    : Promise.resolve(createDatabase({ kind: 'pglite', dataDir: null }, limits));

const SERVICE_UNAVAILABLE = {
  status: 'error',
  statusCode: 503,
  error: { errorCode: 'SERVICE_UNAVAILABLE', details: [] },
};

describe('a database that is down', () => {
  it('answers 503 SERVICE_UNAVAILABLE in the caller’s language, without internals; /readyz 503, /healthz 200', async () => {
    const database = createDatabase({
      kind: 'postgres',
      url: `postgres://nobody@127.0.0.1:${await closedPort()}/none`,
    });
    const app = await startTestApp(database);
    try {
      const thai = await app.fetch('/api/shared/industries', { headers: { 'accept-language': 'th' } });
      expect(thai.status).toBe(503);
      const text = await thai.text();
      expect(JSON.parse(text)).toMatchObject({
        ...SERVICE_UNAVAILABLE,
        message: 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่อีกสักครู่',
      });
      expect(text).not.toMatch(/ECONNREFUSED|select|at .*\.ts|stack|127\.0\.0\.1/i);

      const signIn = await app.api.candidate.auth.login({ body: { email: 'someone@example.test', password: 'x' } });
      expect(signIn).toMatchObject({
        status: 503,
        body: {
          ...SERVICE_UNAVAILABLE,
          message: 'The service is temporarily unavailable. Please try again in a moment.',
        },
      });

      expect((await app.fetch('/readyz')).status).toBe(503);
      expect((await app.fetch('/healthz')).status).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('a database that accepts connections and never answers', () => {
  it('fails requests with 503 after the connection timeout, and /readyz within its own shorter limit', async () => {
    const silent = await silentServer();
    const database = createDatabase(
      { kind: 'postgres', url: silent.url },
      { ...DEFAULT_DATABASE_LIMITS, statementTimeoutMs: 5_000, connectionTimeoutMs: 3_000 },
    );
    const app = await startTestApp(database, { READINESS_TIMEOUT_MS: '300' });
    try {
      const ready = await timed(() => app.fetch('/readyz'));
      expect(ready.value.status).toBe(503);
      expect(await ready.value.json()).toEqual({ status: 'unavailable' });
      expect(ready.ms).toBeLessThan(2_500);

      const search = await timed(() => app.fetch('/api/shared/industries'));
      expect(search.value.status).toBe(503);
      expect(await search.value.json()).toMatchObject(SERVICE_UNAVAILABLE);
      expect(search.ms).toBeGreaterThanOrEqual(2_900);
      expect(search.ms).toBeLessThan(10_000);
    } finally {
      await app.close();
      await database.close();
      await silent.close();
    }
  }, 30_000);
});

describe('a request kept waiting by the database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await limitedDatabase({
      ...DEFAULT_DATABASE_LIMITS,
      statementTimeoutMs: 500,
      connectionTimeoutMs: 1_000,
    });
  });
  afterAll(() => database.close());

  it('gives up with 503 within the time limits, and the database is ready again afterwards', async () => {
    const app = await startTestApp(database);
    try {
      if (database.target.kind === 'postgres') {
        // Another session holds a lock the request's statement needs: statement_timeout ends the wait.
        const blocker = new pg.Client({ connectionString: database.target.url });
        await blocker.connect();
        try {
          await blocker.query('BEGIN');
          await blocker.query('LOCK TABLE industries IN ACCESS EXCLUSIVE MODE');
          const blocked = await timed(() => app.fetch('/api/shared/industries'));
          expect(blocked.value.status).toBe(503);
          expect(await blocked.value.json()).toMatchObject(SERVICE_UNAVAILABLE);
          expect(blocked.ms).toBeLessThan(5_000);
        } finally {
          await blocker.query('ROLLBACK');
          await blocker.end();
        }
      } else {
        // PGlite's one connection is held by a transaction: the request stops waiting for it.
        let release: () => void = () => undefined;
        let holding: () => void = () => undefined;
        const held = new Promise<void>((resolve) => {
          holding = resolve;
        });
        const transaction = database.db.transaction().execute(
          () =>
            new Promise<void>((resolve) => {
              release = resolve;
              holding();
            }),
        );
        await held;
        try {
          const blocked = await timed(() => app.fetch('/api/shared/industries'));
          expect(blocked.value.status).toBe(503);
          expect(await blocked.value.json()).toMatchObject(SERVICE_UNAVAILABLE);
          expect(blocked.ms).toBeLessThan(5_000);
        } finally {
          release();
          await transaction;
        }
      }
      expect((await app.fetch('/readyz')).status).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('lets start-up work (migrations, reference data) run without the statement timeout', async () => {
    const slow = (db: typeof database.db) => sql`SELECT pg_sleep(0.8)`.execute(db);
    await expect(withoutStatementTimeout(database.db, slow)).resolves.toBeDefined();
    if (database.target.kind === 'postgres') {
      await expect(slow(database.db)).rejects.toMatchObject({ code: '57014' });
      // The connection went back to the pool with its timeout restored.
      for (let query = 0; query < 3; query++) await expect(slow(database.db)).rejects.toMatchObject({ code: '57014' });
    } else {
      // PGlite runs a statement on the server's own thread and cannot interrupt it.
      await expect(slow(database.db)).resolves.toBeDefined();
    }
  }, 60_000);
});
