import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export type RunningServer = { baseUrl: string; dataDir: string; stop: () => Promise<void> };

/** A port nobody listens on right now, so that links in e-mails (APP_BASE_URL) can name it. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * Starts the real server the way `npm start` does (node server/src/main.ts from the repository
 * root, serving web/dist), on a free port with a fresh embedded database, and waits for the log
 * line that carries its port. E-mails are written to `<dataDir>/mail`; their links point at this
 * server. `env` adds settings (e.g. a higher rate limit for many test sign-ups).
 */
export async function startServer({
  timeoutMs = 180_000,
  env = {},
}: {
  timeoutMs?: number;
  env?: Record<string, string>;
} = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jobmatch-e2e-'));
  const chosenPort = await freePort();
  // vitest sets NODE_ENV=test in its workers; the server runs as `npm start` runs it, without.
  const { NODE_ENV: _vitestNodeEnv, ...inherited } = process.env;
  const child = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      PORT: String(chosenPort),
      APP_BASE_URL: `http://127.0.0.1:${chosenPort}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const remember = (line: string) => {
    output.push(line);
    if (output.length > 50) output.shift();
  };
  createInterface({ input: child.stderr }).on('line', remember);
  const lines = createInterface({ input: child.stdout });

  const stop = async () => {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the server did not report its port in ${timeoutMs} ms`)),
        timeoutMs,
      );
      child.once('error', reject);
      child.once('exit', (code, signal) => reject(new Error(`the server exited (code ${code}, signal ${signal})`)));
      lines.on('line', (line) => {
        remember(line);
        try {
          const entry = JSON.parse(line) as { port?: unknown };
          if (typeof entry.port === 'number') {
            clearTimeout(timer);
            resolve(entry.port);
          }
        } catch {
          // Not a JSON log line; kept for the diagnostics only.
        }
      });
    });
    return { baseUrl: `http://127.0.0.1:${port}`, dataDir, stop };
  } catch (error) {
    await stop();
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
