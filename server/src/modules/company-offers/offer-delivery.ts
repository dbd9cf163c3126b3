import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { createOutboxRepository } from '../mail/outbox.repository.ts';
import { createOfferDeliveryRepository, type DueMessage } from './offer-delivery.repository.ts';
import { offerReceivedEmail, offerReminderEmail } from './offer-emails.ts';

/** docs/domain.md: a sent offer expires 30 days after it was sent unless it says otherwise. */
export const DEFAULT_OFFER_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Why an offer may not reach its candidate (now): also the error code when sending it now. */
export type OfferRefusal = 'RECRUITMENT_NOT_ACTIVE' | 'CANDIDATE_NOT_OPEN_TO_OFFERS';

/** An offer is made for an ACTIVE recruitment that has not expired. */
export const isRecruitmentActive = (recruitment: { status: string; expired_at: Date | null }, now: Date) =>
  recruitment.status === 'ACTIVE' && (recruitment.expired_at === null || recruitment.expired_at > now);

/** The sending rules of docs/domain.md, as they stand at this moment. */
export function offerRefusal(
  state: { recruitment: { status: string; expired_at: Date | null }; candidateOpenToOffers: boolean },
  now: Date,
): OfferRefusal | null {
  if (!isRecruitmentActive(state.recruitment, now)) return 'RECRUITMENT_NOT_ACTIVE';
  if (!state.candidateOpenToOffers) return 'CANDIDATE_NOT_OPEN_TO_OFFERS';
  return null;
}

export const offerRefusalError = (refusal: OfferRefusal) =>
  refusal === 'RECRUITMENT_NOT_ACTIVE'
    ? new AppError('RECRUITMENT_NOT_ACTIVE', 'errorRecruitmentNotActive')
    : new AppError('CANDIDATE_NOT_OPEN_TO_OFFERS', 'errorCandidateNotOpenToOffers');

/** CANCELLED with the rule that stopped it, when the sending rules no longer hold. */
export type DeliveryOutcome = { status: 'SENT' } | { status: 'CANCELLED'; refusal: OfferRefusal | null };

/**
 * Delivers one message inside the caller's transaction: the message becomes SENT, a letter's
 * offer moves SCHEDULED → SENT (expiring in 30 days unless it has its own date), and the
 * candidate's e-mail is written to the outbox — all committed together or not at all. A reminder
 * whose offer is no longer open, or any message to a deleted account, is cancelled instead. The
 * sending rules are checked again, since a scheduled message was accepted long before: once the
 * recruitment stopped being ACTIVE or the candidate closed themselves to offers, the message is
 * cancelled, and a letter takes its offer with it, the rule kept as the offer's reason.
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
    return { status: 'CANCELLED', refusal: null };
  }
  const refusal = offerRefusal(context, now);
  if (refusal) {
    await delivery.markMessage(message.id, 'CANCELLED', now);
    if (message.type === 'LETTER') await delivery.cancelOffer(message.offerId, refusal, now);
    return { status: 'CANCELLED', refusal };
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
  return { status: 'SENT' };
}
