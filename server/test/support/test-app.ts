import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contract } from '@jobmatch/contract';
import { initClient } from '@ts-rest/core';
import { type Logger, pino } from 'pino';
import { createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { answerClientErrors } from '../../src/http/error-handler.ts';
import { createBuiltInProvider } from '../../src/modules/identity/identity-provider.ts';
import { createMailWorker } from '../../src/modules/mail/mail-worker.ts';
import { mailTransport } from '../../src/modules/mail/transport.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_BASE_URL = 'http://jobmatch.test';

/** Cheap password hashing and no practical rate limit, unless a test asks otherwise. */
const TEST_ENV = {
  NODE_ENV: 'test',
  JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
  PASSWORD_HASH_COST: '10',
  RATE_LIMIT_MAX: '1000000',
  APP_BASE_URL: TEST_BASE_URL,
};

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * The real HTTP app on an ephemeral port, with the typed client a frontend developer would use,
 * a real SMTP server catching its e-mail, and the mail worker to deliver it on demand.
 */
export async function startTestApp(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  { logger = pino({ level: 'silent' }) }: { logger?: Logger } = {},
) {
  const mailbox = await startMailCatcher();
  const config = loadConfig({ ...TEST_ENV, SMTP_URL: mailbox.url, WEB_DIST_DIR: '/nonexistent', ...env });
  const app = createApp({ db: database.db, logger, config, verifyResponseChecks: true });
  const mailWorker = createMailWorker({ db: database.db, transport: mailTransport(config.mail), logger });
  const server = createServer(app).listen(0, '127.0.0.1');
  // As in main.ts: a busy machine must not see the server drop a connection the client reuses.
  server.keepAliveTimeout = 65_000;
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = (locale: 'en' | 'th', token?: string) =>
    initClient(contract, {
      baseUrl,
      baseHeaders: { 'accept-language': locale, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      validateResponse: true,
    });
  return {
    baseUrl,
    config,
    db: database.db,
    /** Where the database really is (PGlite in memory, or a PostgreSQL URL). */
    databaseTarget: database.target,
    api: client('en'),
    apiTh: client('th'),
    /** The typed client signed in with `token`. */
    as: (token: string, locale: 'en' | 'th' = 'en') => client(locale, token),
    /** A raw request, for what the typed client cannot send (malformed input, unknown routes). */
    fetch: (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init),
    mailbox,
    /** Sends every due e-mail of the outbox now (the server does this every few seconds). */
    deliverMail: () => mailWorker.runNow(),
    /** Signs tokens with the app's key, to forge expired or foreign ones. */
    tokens: createBuiltInProvider(config.auth.jwtSecret),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mailbox.close();
    },
  };
}

const shared = globalThis as typeof globalThis & { __jobmatchTestApp?: Promise<TestApp> };

/**
 * One app and database per test worker (files share it: `isolate: false`), because starting
 * PGlite costs seconds. Tests keep to their own rows (unique e-mails, their own companies).
 */
export function useTestApp(): Promise<TestApp> {
  shared.__jobmatchTestApp ??= createTestDatabase().then((database) => startTestApp(database));
  return shared.__jobmatchTestApp;
}

/**
 * A test app on a database of its own whose log lines at `level` and above are kept, parsed, in
 * `lines`: for tests of what the server logs.
 */
export async function startLoggingTestApp<Line>(level: 'info' | 'error') {
  const lines: Line[] = [];
  const database = await createTestDatabase();
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = await startTestApp(database, {}, { logger });
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, lines, close };
}
