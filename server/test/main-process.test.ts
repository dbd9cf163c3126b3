import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = new URL('../src/main.ts', import.meta.url).pathname;
const dataDir = mkdtempSync(path.join(tmpdir(), 'jobmatch-main-'));

type LogLine = { msg: string; port?: number; level: number };

/** Starts `node server/src/main.ts` the way `npm start` does, on a fresh embedded database. */
function start(): { child: ChildProcess; lines: LogLine[]; listening: Promise<number> } {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST_DIR: dataDir, LOG_LEVEL: 'info' },
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
});
