import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import { createPeriodicTask, type PeriodicTask } from '../../lib/periodic-task.ts';
import { createOutboxRepository } from './outbox.repository.ts';
import type { MailTransport } from './transport.ts';

const MAX_ATTEMPTS = 8;
/** Far longer than a send may take (see the SMTP time limits in transport.ts). */
const LEASE_SECONDS = 10 * 60;

/** After the 1st attempt 1 min, then 2 min, 4 min … doubling, at most an hour. */
const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** attempts, 3600);

/**
 * Drains the outbox one e-mail at a time: claim it (a lease other workers respect), send it,
 * record the outcome at once. A worker that dies mid-way repeats at most the e-mail it was
 * sending, once its lease runs out, with the same Message-ID for the receiver to drop the repeat.
 * Any number of workers (one per server process) share the outbox.
 */
export function createMailWorker(deps: {
  db: Kysely<Database>;
  transport: MailTransport;
  logger: Logger;
}): PeriodicTask {
  const outbox = createOutboxRepository(deps.db);

  /** Sends the next due e-mail, if there is one; false when none is due. */
  async function sendNext(): Promise<boolean> {
    const email = await outbox.claimNext(LEASE_SECONDS);
    if (!email) return false;
    try {
      await deps.transport.send(email);
    } catch (error) {
      const retry = email.attempts >= MAX_ATTEMPTS ? null : backoffSeconds(email.attempts);
      deps.logger.warn({ err: error, emailId: email.id, attempts: email.attempts }, 'e-mail delivery failed');
      await outbox.markFailed(email.id, String(error), retry);
      return true;
    }
    await outbox.markSent(email.id);
    return true;
  }

  /** Sends what is due now, until told to stop; resolves with how many e-mails it handled. */
  async function drainAll(stop: AbortSignal): Promise<number> {
    let total = 0;
    while (!stop.aborted && (await sendNext())) total += 1;
    return total;
  }

  return createPeriodicTask('mail worker', drainAll, deps.logger);
}
