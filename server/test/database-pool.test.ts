import { createServer, type Socket } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../src/db/database.ts';
import { captureLogs, LOG_LEVEL } from './support/log-capture.ts';

/** A PostgreSQL wire-protocol message: type byte, length, body. */
function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}
const AUTHENTICATION_OK = message('R', Buffer.from([0, 0, 0, 0]));
const READY_FOR_QUERY = message('Z', Buffer.from('I'));
const COMMAND_COMPLETE = message('C', Buffer.from('SELECT 0\0'));

/**
 * Just enough of a PostgreSQL server to let the pool connect and run one query, so that a test can
 * then cut the connection under an idle pooled client, as a server restart or failover does.
 */
async function fakePostgres() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    let started = false;
    socket.on('data', (chunk) => {
      if (!started) {
        started = true;
        socket.write(Buffer.concat([AUTHENTICATION_OK, READY_FOR_QUERY]));
      } else if (chunk.toString('latin1', 0, 1) === 'Q') {
        socket.write(Buffer.concat([COMMAND_COMPLETE, READY_FOR_QUERY]));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `postgres://jobmatch@127.0.0.1:${port}/jobmatch`,
    cutConnections: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the PostgreSQL pool', () => {
  it('logs an error of an idle connection, and the process lives on', async () => {
    const server = await fakePostgres();
    const logs = captureLogs();
    const database = createDatabase({ kind: 'postgres', url: server.url }, undefined, { logger: logs.logger });
    try {
      await sql`SELECT 1`.execute(database.db);
      server.cutConnections();
      await vi.waitFor(() =>
        expect(logs.problems()).toEqual([
          expect.objectContaining({
            level: LOG_LEVEL.error,
            msg: expect.stringContaining('idle database connection'),
            err: expect.objectContaining({ message: 'Connection terminated unexpectedly' }),
          }),
        ]),
      );
    } finally {
      await database.close();
      await server.close();
    }
  });
});
