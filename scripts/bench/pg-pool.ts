import pg from 'pg';
import {
  connectionSettings,
  DEFAULT_DATABASE_LIMITS,
  NamedStatementClient,
  typeParsers,
} from '../../server/src/db/database.ts';

/**
 * A pool configured like the server's (server/src/db/database.ts): same size, the server's own
 * type parsers, so both sides decode rows the same way, the same connections, which send
 * the statements the app plans once by name, and the same PostgreSQL settings (work_mem).
 */

export function serverLikePool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    Client: NamedStatementClient,
    connectionString: url,
    max,
    options: connectionSettings(DEFAULT_DATABASE_LIMITS),
    types: { getTypeParser: (oid, format) => typeParsers[oid] ?? pg.types.getTypeParser(oid, format) },
  });
  pool.on('error', () => undefined);
  return pool;
}
