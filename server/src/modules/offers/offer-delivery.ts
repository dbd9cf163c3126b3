import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createOutboxRepository } from '../mail/outbox.repository.ts';
import { createOfferDeliveryRepository, type DueMessage } from './offer-delivery.repository.ts';
import { offerReceivedEmail, offerReminderEmail } from './offer-emails.ts';

/** DESIGN.md §4: a sent offer expires 30 days after it was sent unless it says otherwise. */
export const DEFAULT_OFFER_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type DeliveryOutcome = 'SENT' | 'CANCELLED';

/**
 * Delivers one message inside the caller's transaction: the message becomes SENT, a letter's
 * offer moves SCHEDULED → SENT (expiring in 30 days unless it has its own date), and the
 * candidate's e-mail is written to the outbox — all committed together or not at all. A reminder
 * whose offer is no longer open, or any message to a deleted account, is cancelled instead.
 */
export async function deliverOfferMessage(
  trx: Kysely<Database>,
  message: DueMessage,
  appBaseUrl: string,
  now = new Date(),
): Promise<DeliveryOutcome> {
  const delivery = createOfferDeliveryRepository(trx);
  const context = await delivery.context(message.offerId);
  const expected = message.type === 'LETTER' ? 'SCHEDULED' : 'SENT';
  if (!context || context.offerStatus !== expected || context.candidateDeleted) {
    await delivery.markMessage(message.id, 'CANCELLED', now);
    return 'CANCELLED';
  }
  await delivery.markMessage(message.id, 'SENT', now);
  if (message.type === 'LETTER') {
    const expiresAt = context.expiresAt ?? new Date(now.getTime() + DEFAULT_OFFER_LIFETIME_MS);
    await delivery.markOfferSent(message.offerId, now, expiresAt);
  }
  const email = (message.type === 'LETTER' ? offerReceivedEmail : offerReminderEmail)({
    locale: context.candidateLocale,
    companyName: context.companyName,
    jobTitle: context.jobTitle,
    subject: message.subject ?? context.offerTitle,
    link: `${appBaseUrl}/offers/${message.offerId}`,
  });
  await createOutboxRepository(trx).enqueue({
    to: context.candidateEmail,
    userId: context.candidateUserId,
    locale: context.candidateLocale,
    ...email,
  });
  return 'SENT';
}
