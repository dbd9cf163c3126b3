import pg from 'pg';
import { NamedStatementClient } from '../../server/src/db/database.ts';

/**
 * A pool configured like the server's (server/src/db/database.ts): same size, the same type
 * parsers (int8 → number, DATE stays 'YYYY-MM-DD'), so both sides decode rows the same way, and
 * the same connections, which send the statements the app plans once by name.
 */
const parsers: Record<number, (value: string) => unknown> = { 20: Number, 1082: (value) => value };

export function serverLikePool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    Client: NamedStatementClient,
    connectionString: url,
    max,
    types: { getTypeParser: (oid, format) => parsers[oid] ?? pg.types.getTypeParser(oid, format) },
  });
  pool.on('error', () => undefined);
  return pool;
}
