/**
 * Learns the SQL the API runs for a request: a second instance of the real app, whose Kysely
 * logs every query (Kysely's `log` option), answers the request once. Queries that overlapped
 * in time (Promise.all in a service) form one group, which the bare handler replays in parallel.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Kysely, PostgresDialect } from 'kysely';
import { pino } from 'pino';
import { createApp } from '../../server/src/app.ts';
import type { Config } from '../../server/src/config.ts';
import { statementNameOf } from '../../server/src/db/prepared-query.ts';
import type { Database } from '../../server/src/db/schema.ts';
import { serverLikePool } from './pg-pool.ts';

/** `named`: the app sends it as a statement PostgreSQL plans once per connection (docs/decisions.md #20). */
export type CapturedQuery = { sql: string; parameters: readonly unknown[]; named: boolean };
export type Capture = { status: number; body: unknown; groups: CapturedQuery[][] };

type Logged = Omit<CapturedQuery, 'named'> & { start: number; end: number; failed: boolean };

/** Queries whose time spans overlap go in one group, in start order. */
function groupOverlapping(queries: Logged[]): CapturedQuery[][] {
  const groups: { end: number; queries: CapturedQuery[] }[] = [];
  for (const query of [...queries].sort((a, b) => a.start - b.start)) {
    const last = groups.at(-1);
    const entry = { sql: query.sql, parameters: query.parameters, named: statementNameOf(query.sql) !== undefined };
    if (last && query.start < last.end) {
      last.queries.push(entry);
      last.end = Math.max(last.end, query.end);
    } else {
      groups.push({ end: query.end, queries: [entry] });
    }
  }
  return groups.map((group) => group.queries);
}

export async function startCaptureApp(url: string, config: Config) {
  let recording: Logged[] | null = null;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: serverLikePool(url, 4) }),
    log: (event) => {
      if (!recording) return;
      const end = performance.now();
      recording.push({
        failed: event.level === 'error',
        sql: event.query.sql,
        parameters: event.query.parameters,
        start: end - event.queryDurationMillis,
        end,
      });
    },
  });
  // Errors are printed here (the measured app stays silent).
  const app = createApp({ db, logger: pino({ level: 'error' }), config });
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The app reads the reference data once, on its first request: not a cost of any one request.
  await fetch(`${baseUrl}/api/shared/languages`).then((response) => response.arrayBuffer());

  return {
    async capture(path: string, headers: Record<string, string>): Promise<Capture> {
      // A search reads its keyword sample on its first call (keyword-sample.ts), and again only
      // minutes later, in the background: not a cost of any one request, so the second call is
      // the one recorded. (The scenarios only read; a signed-in posting's view is recorded once.)
      await fetch(`${baseUrl}${path}`, { headers }).then((response) => response.arrayBuffer());
      const logged: Logged[] = [];
      recording = logged;
      try {
        const response = await fetch(`${baseUrl}${path}`, { headers });
        const body: unknown = await response.json();
        const failed = logged.find((query) => query.failed);
        if (failed) throw new Error(`a query of ${path} failed: ${failed.sql}`);
        return { status: response.status, body, groups: groupOverlapping(logged) };
      } finally {
        recording = null;
      }
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
    },
  };
}
