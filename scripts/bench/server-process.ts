/**
 * One server under test in a process of its own, forked by the benchmark (servers.ts): the real
 * app (`api`) or the bare handler (`bare`, given its captured routes). Each has its own heap, so
 * neither side's garbage is collected in the other's time, and neither pays for the benchmark's
 * own work (the load generator, the capture, the plans), as a server in production does not.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createApp } from '../../server/src/app.ts';
import { createDatabase } from '../../server/src/db/database.ts';
import { startBareServer } from './bare-server.ts';
import type { Capture } from './capture.ts';
import { benchAppConfig } from './config.ts';
import { serverLikePool } from './pg-pool.ts';

export type ServerKind = 'api' | 'bare';
/** What the benchmark sends: the bare handler's routes first, then any number of RSS questions. */
export type ToServer = { routes: Map<string, Capture> } | { rss: true };
export type FromServer = { port: number } | { rssMb: number };

const send = (message: FromServer) => process.send?.(message);
const kind = process.argv[2] as ServerKind;
const databaseUrl = process.env.BENCH_DATABASE_URL_FOR_SERVER ?? '';

async function listenApi(): Promise<number> {
  const config = benchAppConfig(databaseUrl, process.env.BENCH_JWT_SECRET ?? '');
  const { db } = createDatabase({ kind: 'postgres', url: databaseUrl });
  const server = createServer(createApp({ db, logger: pino({ level: 'silent' }), config })).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return (server.address() as AddressInfo).port;
}

async function listenBare(routes: Map<string, Capture>): Promise<number> {
  const bare = await startBareServer(serverLikePool(databaseUrl), routes);
  return Number(new URL(bare.baseUrl).port);
}

process.on('message', (message: ToServer) => {
  if ('rss' in message) send({ rssMb: process.memoryUsage().rss / 1024 / 1024 });
  else if (kind === 'bare') void listenBare(message.routes).then((port) => send({ port }));
});
// The benchmark ended, or died: nothing is left running.
process.on('disconnect', () => process.exit(0));
if (kind === 'api') send({ port: await listenApi() });
