import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { timestamptzParser } from '../src/db/timestamp-parser.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();
const pgParser = pg.types.getTypeParser(1184) as (text: string) => unknown;
const parse = timestamptzParser((text) => ({ fellBackOn: text }));

describe('reading a timestamptz by position', () => {
  it.each([
    ['2026-11-27 09:06:19.123456+00', '2026-11-27T09:06:19.123Z'],
    ['2026-11-27 09:06:19.5+00', '2026-11-27T09:06:19.500Z'],
    ['2026-11-27 09:06:19.0999+00', '2026-11-27T09:06:19.099Z'],
    ['2026-11-27 09:06:19+00', '2026-11-27T09:06:19.000Z'],
    ['2026-11-27 16:06:19.25+07', '2026-11-27T09:06:19.250Z'],
    ['2026-11-27 05:36:19-03:30', '2026-11-27T09:06:19.000Z'],
    ['2026-11-27 14:51:19+05:45', '2026-11-27T09:06:19.000Z'],
    ['1900-01-01 06:42:04+06:42:04', '1900-01-01T00:00:00.000Z'],
    ['2024-02-29 23:59:59.999+00', '2024-02-29T23:59:59.999Z'],
  ])('%s is %s', (text, expected) => {
    expect((parse(text) as Date).toISOString()).toBe(expected);
    expect((parse(text) as Date).getTime()).toBe((pgParser(text) as Date).getTime());
  });

  it.each([
    'infinity',
    '-infinity',
    '0044-03-15 12:00:00+00 BC',
    '0099-01-01 00:00:00+00',
    '12026-01-01 00:00:00+00',
    '2026-11-27T09:06:19Z',
    '2026-11-27 09:06:19.+00',
    '2026-11-27 09:06:19+0',
    '2026-11-27 09:06:19+07:3',
    '2026-11-27 09:06:19 +00',
    '2026-1x-27 09:06:19+00',
  ])('leaves %s to the fallback', (text) => {
    expect(parse(text)).toEqual({ fellBackOn: text });
  });

  it("reads what the database writes, in any session time zone, as the database's own epoch", async () => {
    const zones = ['UTC', 'Asia/Bangkok', 'America/St_Johns', 'Asia/Kathmandu', 'Pacific/Chatham'];
    await app.db.connection().execute(async (connection) => {
      try {
        for (const zone of zones) {
          await sql`SELECT set_config('TimeZone', ${zone}, false)`.execute(connection);
          // Random instants between 1900 (local mean times with offsets in seconds) and 2100, to the microsecond.
          const { rows } = await sql<{ text: string; epoch: string }>`
            SELECT at::text AS text, floor(extract(epoch FROM at) * 1000)::text AS epoch
            FROM (SELECT timestamptz '1900-01-01 00:00:00+00' + random() * interval '200 years' AS at
                  FROM generate_series(1, 500)) AS instants`.execute(connection);
          for (const row of rows) {
            const parsed = parse(row.text);
            expect(parsed, `${zone}: ${row.text}`).toBeInstanceOf(Date);
            expect((parsed as Date).getTime(), `${zone}: ${row.text}`).toBe(Number(row.epoch));
          }
          expect(rows.some((row) => /[+-]\d\d:\d\d/.test(row.text.slice(19))) || zone === 'UTC').toBe(true);
        }
      } finally {
        await sql`RESET TimeZone`.execute(connection);
      }
    });
  });
});
