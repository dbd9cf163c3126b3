import pg from 'pg';

/**
 * A pool configured like the server's (server/src/db/database.ts): same size, and the same type
 * parsers (int8 → number, DATE stays 'YYYY-MM-DD'), so both sides decode rows the same way.
 */
const parsers: Record<number, (value: string) => unknown> = { 20: Number, 1082: (value) => value };

export function serverLikePool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types: { getTypeParser: (oid, format) => parsers[oid] ?? pg.types.getTypeParser(oid, format) },
  });
  pool.on('error', () => undefined);
  return pool;
}
