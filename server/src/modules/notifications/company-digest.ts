import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import { bangkokTime, bangkokToday } from '../../lib/bangkok-time.ts';
import { createPeriodicTask, type PeriodicTask } from '../../lib/periodic-task.ts';
import { createOutboxRepository } from '../mail/outbox.repository.ts';
import { companyDigestEmail } from '../mail/templates.ts';
import { createCompanyNotificationsRepository } from './company-notifications.repository.ts';
import { FALLBACK_COMPANY_LOCALE } from './company-notifications.ts';

const BATCH_SIZE = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The latest 09:00 Bangkok time at or before `now` (Thailand keeps no daylight saving). */
export function digestCutoff(now: Date): Date {
  const nineToday = bangkokTime(bangkokToday(now), '09:00');
  return nineToday <= now ? nineToday : new Date(nineToday.getTime() - DAY_MS);
}

type DigestDeps = { db: Kysely<Database>; appBaseUrl: string };

async function digestBatch(deps: DigestDeps, cutoff: Date, now: Date): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const notifications = createCompanyNotificationsRepository(trx);
    const companyIds = await notifications.claimDigestable(cutoff, BATCH_SIZE);
    for (const companyId of companyIds) {
      const waiting = await notifications.waiting(companyId, cutoff);
      const settings = await notifications.settings(companyId);
      // Without an address there is no one to tell; the items are settled all the same.
      if (settings?.notificationEmail && waiting.length > 0) {
        const locale = settings.adminLocale ?? FALLBACK_COMPANY_LOCALE;
        await createOutboxRepository(trx).enqueue({
          to: settings.notificationEmail,
          locale,
          ...companyDigestEmail({
            locale,
            companyName: settings.name,
            items: waiting.map((item) => ({ ...item, at: item.createdAt })),
            link: `${deps.appBaseUrl}/company/applications`,
          }),
        });
      }
      await notifications.markDigested(
        waiting.map((item) => item.id),
        now,
      );
    }
    return companyIds.length;
  });
}

/**
 * docs/domain.md DAILY notifications: one e-mail per company with everything recorded before the
 * latest 09:00 Bangkok and not sent yet. Resolves with how many companies were settled.
 */
export async function sendDueDigests(deps: DigestDeps, now = new Date()): Promise<number> {
  const cutoff = digestCutoff(now);
  let total = 0;
  for (let done = await digestBatch(deps, cutoff, now); done > 0; done = await digestBatch(deps, cutoff, now)) {
    total += done;
  }
  return total;
}

/**
 * Runs `sendDueDigests` often: it only acts on what is waiting, so a server that was down at
 * 09:00 sends the digest when it comes back, and several servers never send it twice.
 */
export function createCompanyDigest(deps: DigestDeps & { logger: Logger }): PeriodicTask {
  return createPeriodicTask('company digest', () => sendDueDigests(deps), deps.logger);
}
