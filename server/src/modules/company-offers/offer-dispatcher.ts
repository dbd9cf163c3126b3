import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import { createPeriodicTask, type PeriodicTask } from '../../lib/periodic-task.ts';
import { createOfferDeliveryRepository } from './offer-delivery.repository.ts';
import { deliverOfferMessage } from './offer-delivery.ts';

const BATCH_SIZE = 50;

/**
 * docs/domain.md scheduled delivery. Runs in every server process: each tick claims due messages
 * with FOR UPDATE SKIP LOCKED and delivers them in that same transaction, then expires SENT
 * offers past their date. The message rows are the schedule, so nothing is lost on a restart.
 */
export function createOfferDispatcher(deps: {
  db: Kysely<Database>;
  logger: Logger;
  appBaseUrl: string;
}): PeriodicTask {
  async function dispatchBatch(): Promise<number> {
    return deps.db.transaction().execute(async (trx) => {
      const due = await createOfferDeliveryRepository(trx).claimDue(BATCH_SIZE);
      for (const message of due) await deliverOfferMessage(trx, message, deps.appBaseUrl);
      return due.length;
    });
  }

  /** Delivers everything due now (until told to stop) and expires overdue offers; resolves with how many messages. */
  async function dispatchDue(stop: AbortSignal): Promise<number> {
    let total = 0;
    let delivered: number;
    do {
      delivered = await dispatchBatch();
      total += delivered;
    } while (delivered > 0 && !stop.aborted);
    await createOfferDeliveryRepository(deps.db).expireDue(new Date());
    return total;
  }

  return createPeriodicTask('offer dispatcher', dispatchDue, deps.logger);
}
