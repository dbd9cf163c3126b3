import { setTimeout as delay } from 'node:timers/promises';
import { Router } from 'express';
import type { Kysely } from 'kysely';
import { pingDatabase } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/**
 * /healthz: the process is up. /readyz: it can also reach its database, within `timeoutMs` (a
 * hung database makes it answer 503 in time, for the load balancer to send traffic elsewhere).
 */
export function healthRouter(db: Kysely<Database>, { timeoutMs }: { timeoutMs: number }): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (req, res) => {
    const stopTimer = new AbortController();
    const timer = delay(timeoutMs, 'timeout' as const, { signal: stopTimer.signal }).catch(() => 'stopped' as const);
    const check = pingDatabase(db).then(
      () => 'ok' as const,
      (error: unknown) => {
        req.log.warn({ err: error }, 'database not reachable');
        return 'failed' as const;
      },
    );
    const outcome = await Promise.race([check, timer]);
    stopTimer.abort();
    if (outcome === 'timeout') req.log.warn({ timeoutMs }, 'database did not answer the readiness check in time');
    if (outcome === 'ok') res.json({ status: 'ok' });
    else res.status(503).json({ status: 'unavailable' });
  });
  return router;
}
