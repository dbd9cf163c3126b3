import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrator.ts';
import { seedDemoDataAtStartUp } from './demo/demo-seeder.ts';
import { answerClientErrors } from './http/error-handler.ts';
import { createLogger } from './logger.ts';
import { createMailWorker } from './modules/mail/mail-worker.ts';
import { mailTransport } from './modules/mail/transport.ts';
import { createCompanyDigest } from './modules/notifications/company-digest.ts';
import { createOfferDispatcher } from './modules/offers/offer-dispatcher.ts';
import { seedReferenceData } from './modules/reference/reference-data.seeder.ts';

const SHUTDOWN_GRACE_MS = 10_000;
const KEEP_ALIVE_MS = 65_000;
const MAIL_POLL_MS = 2_000;
/** DESIGN.md §4: a due offer message goes out within 5 s. */
const OFFER_DISPATCH_MS = 1_000;
const DIGEST_POLL_MS = 60_000;

const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = createDatabase(config.database, { logger });

try {
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
  const seeded = await seedReferenceData(database.db);
  if (seeded.length > 0) logger.info({ datasets: seeded }, 'reference data seeded');
} catch (error) {
  logger.fatal({ err: error }, 'could not prepare the database');
  await database.close();
  process.exit(1);
}
await seedDemoDataAtStartUp({ db: database.db, config, logger });

const app = createApp({ db: database.db, logger, config });
const transport = mailTransport(config.mail);
const mailWorker = createMailWorker({ db: database.db, transport, logger });
const offerDispatcher = createOfferDispatcher({ db: database.db, logger, appBaseUrl: config.appBaseUrl });
const companyDigest = createCompanyDigest({ db: database.db, logger, appBaseUrl: config.appBaseUrl });
const backgroundTasks = [
  { task: offerDispatcher, intervalMs: OFFER_DISPATCH_MS },
  { task: companyDigest, intervalMs: DIGEST_POLL_MS },
  { task: mailWorker, intervalMs: MAIL_POLL_MS },
];
for (const { task, intervalMs } of backgroundTasks) task.start(intervalMs);
logger.info(`e-mail goes to ${transport.description}`);
const server: Server = app.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${config.database.dataDir}`;
  logger.info(
    { port },
    `jobmatch is listening on http://${config.host}:${port} (web app /, API docs /docs) with ${where}`,
  );
});
// Longer than the idle timeout of common proxies and HTTP clients, so that a connection is never
// closed by the server at the moment a client reuses it (the client would see ECONNRESET).
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.headersTimeout = KEEP_ALIVE_MS + 1_000;
answerClientErrors(server);
server.on('error', (error) => {
  logger.fatal({ err: error }, 'server failed');
  process.exit(1);
});

/** Stops taking connections, lets requests in flight finish, then closes the database. */
async function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    logger.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  // In order, so that nothing reaches the outbox after the mail worker has stopped.
  for (const { task } of backgroundTasks) await task.stop();
  await database.close();
  logger.info('stopped');
  process.exit(0);
}

process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
