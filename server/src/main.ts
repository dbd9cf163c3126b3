import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase, withoutStatementTimeout } from './db/database.ts';
import { migrateToLatest } from './db/migrator.ts';
import { seedDemoDataAtStartUp } from './demo/demo-seeder.ts';
import { drainable } from './http/drain.ts';
import { answerClientErrors } from './http/error-handler.ts';
import { createLogger } from './logger.ts';
import { createOfferDispatcher } from './modules/company-offers/offer-dispatcher.ts';
import { createMailWorker } from './modules/mail/mail-worker.ts';
import { mailTransport } from './modules/mail/transport.ts';
import { createCompanyDigest } from './modules/notifications/company-digest.ts';
import { seedReferenceData } from './modules/reference/reference-data.seeder.ts';

/** After the grace period: how long stopping the jobs and closing the database may take. */
const SHUTDOWN_CLEANUP_MS = 10_000;
const KEEP_ALIVE_MS = 65_000;
const MAIL_POLL_MS = 2_000;
/** docs/domain.md: a due offer message goes out within 5 s. */
const OFFER_DISPATCH_MS = 1_000;
const DIGEST_POLL_MS = 60_000;

const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = createDatabase(config.database, config.databaseLimits, { logger });

try {
  await withoutStatementTimeout(database.db, async (db) => {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
    const seeded = await seedReferenceData(db);
    if (seeded.length > 0) logger.info({ datasets: seeded }, 'reference data seeded');
  });
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
const server: Server = createServer(app).listen(config.port, config.host, () => {
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
const connections = drainable(server);
server.on('error', (error) => {
  logger.fatal({ err: error }, 'server failed');
  process.exit(1);
});

/**
 * Stops taking connections and lets requests in flight finish (for at most the grace period),
 * then stops the background jobs and closes the database: exit code 0 when all of it worked.
 */
async function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    logger.error('shutdown took too long; exiting');
    process.exit(1);
  }, config.shutdownGraceMs + SHUTDOWN_CLEANUP_MS);
  force.unref();
  if (!(await connections.drain(config.shutdownGraceMs))) {
    logger.warn({ graceMs: config.shutdownGraceMs }, 'requests still running after the grace period were cut off');
  }
  // In order, so that nothing reaches the outbox after the mail worker has stopped.
  for (const { task } of backgroundTasks) await task.stop();
  logger.info('background jobs stopped');
  await database.close();
  logger.info('database closed');
  logger.info('stopped');
  process.exit(0);
}

process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
