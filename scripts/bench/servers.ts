/** Starts a server under test in its own process (server-process.ts) and talks to it. */
import { type ChildProcess, fork } from 'node:child_process';
import type { Capture } from './capture.ts';
import type { FromServer, ServerKind, ToServer } from './server-process.ts';

export type ServerProcess = { baseUrl: string; rssMb: () => Promise<number>; close: () => void };

function nextMessage<K extends string>(child: ChildProcess, key: K): Promise<Extract<FromServer, Record<K, unknown>>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromServer) => {
      if (!(key in message)) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<FromServer, Record<K, unknown>>);
    };
    const onExit = (code: number | null) => reject(new Error(`the bench's server process exited with ${code}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

export async function startServerProcess(
  kind: ServerKind,
  settings: { databaseUrl: string; jwtSecret: string },
  routes?: Map<string, Capture>,
): Promise<ServerProcess> {
  const child = fork(new URL('./server-process.ts', import.meta.url), [kind], {
    // Structured clone keeps the captured parameters' types (a Date stays a Date for pg to encode).
    serialization: 'advanced',
    env: {
      ...process.env,
      BENCH_DATABASE_URL_FOR_SERVER: settings.databaseUrl,
      BENCH_JWT_SECRET: settings.jwtSecret,
    },
  });
  const listening = nextMessage(child, 'port');
  if (routes) child.send({ routes } satisfies ToServer);
  const { port } = await listening;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    rssMb: async () => {
      const answer = nextMessage(child, 'rssMb');
      child.send({ rss: true } satisfies ToServer);
      return (await answer).rssMb;
    },
    close: () => child.disconnect(),
  };
}
