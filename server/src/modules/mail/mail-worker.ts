import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import { createPeriodicTask, type PeriodicTask } from '../../lib/periodic-task.ts';
import { createOutboxRepository } from './outbox.repository.ts';
import type { MailTransport } from './transport.ts';

const BATCH_SIZE = 10;
const MAX_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min … doubling, at most an hour. */
const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** attempts, 3600);

/**
 * Drains the outbox. Each e-mail is claimed with FOR UPDATE SKIP LOCKED inside a transaction, so
 * any number of workers (one per server process) never send the same row twice at once.
 */
export function createMailWorker(deps: {
  db: Kysely<Database>;
  transport: MailTransport;
  logger: Logger;
}): PeriodicTask {
  async function sendBatch(): Promise<number> {
    return deps.db.transaction().execute(async (trx) => {
      const outbox = createOutboxRepository(trx);
      const due = await outbox.claimDue(BATCH_SIZE);
      for (const email of due) {
        try {
          await deps.transport.send(email);
          await outbox.markSent(email.id);
        } catch (error) {
          const attempts = email.attempts + 1;
          const retry = attempts >= MAX_ATTEMPTS ? null : backoffSeconds(attempts);
          deps.logger.warn({ err: error, emailId: email.id, attempts }, 'e-mail delivery failed');
          await outbox.markFailed(email.id, String(error), retry);
        }
      }
      return due.length;
    });
  }

  /** Sends everything that is due now; resolves with how many e-mails it handled. */
  async function drainAll(): Promise<number> {
    let total = 0;
    for (let sent = await sendBatch(); sent > 0; sent = await sendBatch()) total += sent;
    return total;
  }

  return createPeriodicTask('mail worker', drainAll, deps.logger);
}
