import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, DEFAULT_DATABASE_LIMITS } from '../src/db/database.ts';
import { createTestDatabase } from './support/test-database.ts';

/**
 * The server's PostgreSQL connections open with the settings its limits ask for (`workMemMb`):
 * PGlite has no connections of its own to open, so only on PostgreSQL.
 */

let defaults: DatabaseHandle;
let configured: DatabaseHandle;
let unset: DatabaseHandle;

beforeAll(async () => {
  defaults = await createTestDatabase();
  configured = await createTestDatabase({ ...DEFAULT_DATABASE_LIMITS, workMemMb: 7 });
  unset = await createTestDatabase({ ...DEFAULT_DATABASE_LIMITS, workMemMb: 0 });
  if (defaults.target.kind !== 'postgres') throw new Error('connection settings need a PostgreSQL database');
});

afterAll(async () => {
  await defaults?.close();
  await configured?.close();
  await unset?.close();
});

const workMemOf = async (database: DatabaseHandle) =>
  (await sql<{ work_mem: string }>`SHOW work_mem`.execute(database.db)).rows[0]?.work_mem;

describe('the connections to PostgreSQL', () => {
  it('run with the work_mem of the limits, 32 MB unless configured', async () => {
    expect(DEFAULT_DATABASE_LIMITS.workMemMb).toBe(32);
    expect(await workMemOf(defaults)).toBe('32MB');
    expect(await workMemOf(configured)).toBe('7MB');
  });

  it("leave the database's own work_mem when it is 0", async () => {
    if (unset.target.kind !== 'postgres') throw new Error('connection settings need a PostgreSQL database');
    const plain = new pg.Client({ connectionString: unset.target.url });
    await plain.connect();
    try {
      const [own] = (await plain.query<{ work_mem: string }>('SHOW work_mem')).rows;
      expect(await workMemOf(unset)).toBe(own?.work_mem);
      expect(own?.work_mem).not.toBe('7MB');
    } finally {
      await plain.end();
    }
  });

  it('keep it for every connection of the pool', async () => {
    const seen = await Promise.all(
      Array.from({ length: 4 }, () =>
        configured.db.connection().execute(async (connection) => {
          const [row] = (
            await sql<{
              pid: number;
              work_mem: string;
            }>`SELECT pg_backend_pid() AS pid, current_setting('work_mem') AS work_mem, pg_sleep(0.05)`.execute(
              connection,
            )
          ).rows;
          return row;
        }),
      ),
    );
    expect(new Set(seen.map((row) => row?.pid)).size).toBe(4);
    expect(seen.map((row) => row?.work_mem)).toEqual(['7MB', '7MB', '7MB', '7MB']);
  });
});
