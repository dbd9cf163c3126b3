import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = new URL('../src/main.ts', import.meta.url).pathname;
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'jobmatch-main-'));

type LogLine = { msg: string; port?: number; pid?: number; level: number };

/** Starts `node server/src/main.ts` the way `npm start` does, on a fresh embedded database. */
function start(env: Record<string, string> = {}): {
  child: ChildProcess;
  lines: LogLine[];
  listening: Promise<number>;
} {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: LogLine[] = [];
  const listening = new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const entry = JSON.parse(line) as LogLine;
      lines.push(entry);
      if (entry.port) resolve(entry.port);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, lines, listening };
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', resolve));

/** A raw HTTP/1.1 connection, to control exactly when each byte of a request is sent. */
async function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    received += chunk;
  });
  // A connection the server closes may end in a reset: it is closed all the same.
  socket.on('error', () => undefined);
  const closed = new Promise<true>((resolve) => socket.once('close', () => resolve(true)));
  return {
    socket,
    closed,
    /** The head of the next complete response (its body is JSON, whose length the head gives). */
    async response(): Promise<string> {
      for (;;) {
        const end = received.indexOf('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(received.slice(0, end))?.[1] ?? Number.NaN);
        if (end >= 0 && received.length >= end + 4 + length) {
          const head = received.slice(0, end);
          received = received.slice(end + 4 + length);
          return head;
        }
        await Promise.race([once(socket, 'data'), closed]);
        if (socket.destroyed && received.indexOf('\r\n\r\n') < 0) throw new Error('closed before a response');
      }
    },
  };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('migrates, seeds and serves on the embedded database, then stops cleanly on SIGTERM', async () => {
    const first = start();
    const port = await first.listening;
    const response = await fetch(`http://127.0.0.1:${port}/api/shared/locations/provinces`);
    expect(response.status).toBe(200);
    expect((await response.json()).result.provinces).toHaveLength(77);
    expect(first.lines.some((line) => line.msg === 'reference data seeded')).toBe(true);
    // The first start of an empty database outside production seeds the demo data and names its sign-ins.
    expect(first.lines.filter((line) => line.msg.startsWith('demo data seeded: '))).toHaveLength(1);
    const jobs = await fetch(`http://127.0.0.1:${port}/api/candidate/jobs?pageSize=1`);
    expect((await jobs.json()).result.pagination.total).toBeGreaterThanOrEqual(50);

    const exit = exited(first.child);
    first.child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(first.lines.at(-1)?.msg).toBe('stopped');

    // A restart on the same data directory keeps the data and has nothing to migrate or seed, demo data included.
    const second = start();
    const secondPort = await second.listening;
    const again = await fetch(`http://127.0.0.1:${secondPort}/api/shared/locations/provinces?region=SOUTH`);
    expect((await again.json()).result.provinces).toHaveLength(14);
    expect(second.lines.some((line) => line.msg === 'reference data seeded' || line.msg === 'migrations applied')).toBe(
      false,
    );
    expect(second.lines.some((line) => line.msg.startsWith('demo data seeded'))).toBe(false);
    expect(second.lines.some((line) => line.msg.startsWith('demo data (seeded on an earlier start)'))).toBe(true);
    const secondExit = exited(second.child);
    second.child.kill('SIGTERM');
    expect(await secondExit).toBe(0);
  }, 180_000);

  it('on SIGTERM with keep-alive clients: closes idle connections, answers late requests with Connection: close, stops jobs and database, exits 0', async () => {
    // A grace period far longer than a drain takes: exiting early shows that nothing was left waiting.
    const server = start({ SHUTDOWN_GRACE_MS: '60000' });
    const port = await server.listening;
    const health = 'GET /healthz HTTP/1.1\r\nHost: jobmatch\r\n\r\n';

    // One client idles on a kept-alive connection; another is sending a request when SIGTERM comes.
    const idle = await rawConnection(port);
    idle.socket.write(health);
    expect(await idle.response()).toMatch(/^connection: keep-alive$/im);
    const busy = await rawConnection(port);
    busy.socket.write(health);
    expect(await busy.response()).toMatch(/^connection: keep-alive$/im);
    const body = JSON.stringify({ email: 'late@example.test', password: 'not-a-real-password' });
    busy.socket.write(
      `POST /api/candidate/auth/login HTTP/1.1\r\nHost: jobmatch\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exit = exited(server.child);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await idle.closed).toBe(true);
    busy.socket.write(body.slice(10));
    const late = await busy.response();
    expect(late).toMatch(/^HTTP\/1\.1 401 /);
    expect(late).toMatch(/^connection: close$/im);
    expect(await busy.closed).toBe(true);

    expect(await exit).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(30_000);
    const steps = ['shutting down', 'background jobs stopped', 'database closed', 'stopped'];
    const messages = server.lines.map((line) => line.msg);
    expect(messages.filter((message) => steps.includes(message))).toEqual(steps);
    expect(messages.at(-1)).toBe('stopped');
    expect(messages).not.toContain('requests still running after the grace period were cut off');
  }, 120_000);

  it('`npm start` builds the web app, then serves in a process that SIGTERM to npm stops', async () => {
    // vitest sets NODE_ENV=test in its workers; the server runs as `npm start` runs it, without.
    const { NODE_ENV: _vitestNodeEnv, ...inherited } = process.env;
    const webDir = path.join(dataDir, 'npm-start-web');
    const npm = spawn('npm', ['start'], {
      cwd: REPO_ROOT,
      env: { ...inherited, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST_DIR: webDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: LogLine[] = [];
    const listening = new Promise<LogLine>((resolve, reject) => {
      createInterface({ input: npm.stdout as NodeJS.ReadableStream }).on('line', (line) => {
        if (!line.startsWith('{')) return; // npm's and Vite's own output
        const entry = JSON.parse(line) as LogLine;
        lines.push(entry);
        if (entry.port) resolve(entry);
      });
      npm.once('exit', (code) => reject(new Error(`npm start exited with ${code}`)));
    });
    const { port, pid: serverPid = 0 } = await listening;
    try {
      expect(serverPid).not.toBe(npm.pid);
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toMatch(/<div id="root">/);

      const exit = exited(npm);
      npm.kill('SIGTERM');
      expect(await exit).toBe(0);
      expect(isAlive(serverPid)).toBe(false);
      expect(lines.at(-1)?.msg).toBe('stopped');
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    } finally {
      if (serverPid && isAlive(serverPid)) process.kill(serverPid, 'SIGKILL');
    }
  }, 180_000);
});
