import pg from 'pg';
import { NamedStatementClient, typeParsers } from '../../server/src/db/database.ts';

/**
 * A pool configured like the server's (server/src/db/database.ts): same size, the server's own
 * type parsers, so both sides decode rows the same way, and the same connections, which send
 * the statements the app plans once by name.
 */

export function serverLikePool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    Client: NamedStatementClient,
    connectionString: url,
    max,
    types: { getTypeParser: (oid, format) => typeParsers[oid] ?? pg.types.getTypeParser(oid, format) },
  });
  pool.on('error', () => undefined);
  return pool;
}
