import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const MAIN = new URL('../../src/main.ts', import.meta.url).pathname;

export type ServerProcess = { baseUrl: string; stop: () => Promise<void> };

/**
 * Starts `node server/src/main.ts` (the real server process: HTTP, offer dispatcher, digest and
 * mail worker) with `env` on a free port, and waits for the log line that carries its port.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  // vitest sets NODE_ENV=test in its workers; the server runs as `npm start` runs it, without.
  const { NODE_ENV: _vitestNodeEnv, ...inherited } = process.env;
  const child = spawn(process.execPath, [MAIN], {
    env: { ...inherited, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const remember = (line: string) => {
    output.push(line);
    if (output.length > 50) output.shift();
  };
  createInterface({ input: child.stderr }).on('line', remember);
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no port reported in ${timeoutMs} ms`)), timeoutMs);
      child.once('exit', (code, signal) => reject(new Error(`the server exited (code ${code}, signal ${signal})`)));
      createInterface({ input: child.stdout }).on('line', (line) => {
        remember(line);
        const port = (JSON.parse(line) as { port?: unknown }).port;
        if (typeof port === 'number') {
          clearTimeout(timer);
          resolve(port);
        }
      });
    });
    return { baseUrl: `http://127.0.0.1:${port}`, stop: () => stopProcess(child) };
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.join('\n')}`);
  }
}

/** SIGTERM (the server shuts down gracefully), SIGKILL if it is still there after 15 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
