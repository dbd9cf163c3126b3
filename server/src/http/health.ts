import { Router } from 'express';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** /healthz: the process is up. /readyz: it can also reach its database. */
export function healthRouter(db: Kysely<Database>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (req, res) => {
    try {
      await sql`select 1`.execute(db);
      res.json({ status: 'ok' });
    } catch (error) {
      req.log.warn({ err: error }, 'database not reachable');
      res.status(503).json({ status: 'unavailable' });
    }
  });
  return router;
}
