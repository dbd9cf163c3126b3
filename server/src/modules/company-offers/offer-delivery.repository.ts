import type { Locale, OfferMessageType } from '@jobmatch/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type DueMessage = { id: string; offerId: string; type: OfferMessageType; subject: string | null };

export type DeliveryContext = {
  offerStatus: string;
  offerTitle: string;
  expiresAt: Date | null;
  candidateUserId: string;
  candidateEmail: string;
  candidateLocale: Locale;
  candidateDeleted: boolean;
  candidateOpenToOffers: boolean;
  recruitment: { status: string; expired_at: Date | null };
  companyName: string;
  jobTitle: string;
};

export type OfferDeliveryRepository = ReturnType<typeof createOfferDeliveryRepository>;

/** The queries of delivery: claiming due messages, and moving messages and offers to SENT. */
export function createOfferDeliveryRepository(db: Kysely<Database>) {
  return {
    /**
     * Due messages, locked for this transaction; rows another dispatcher holds are skipped, so
     * every message is delivered by exactly one of them.
     */
    claimDue(limit: number): Promise<DueMessage[]> {
      return db
        .selectFrom('offer_messages')
        .select(['id', 'offer_id as offerId', 'type', 'subject'])
        .where('status', '=', 'SCHEDULED')
        .where('scheduled_at', '<=', sql<Date>`now()`)
        .orderBy('scheduled_at')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
    },

    /** What the e-mail needs, with the offer locked against a concurrent answer. */
    async context(offerId: string): Promise<DeliveryContext | undefined> {
      const offer = await db
        .selectFrom('job_offers')
        .select(['status', 'title', 'expires_at', 'candidate_id', 'company_id', 'job_posting_id'])
        .where('id', '=', offerId)
        .forUpdate()
        .executeTakeFirst();
      if (!offer) return undefined;
      const details = await db
        .selectFrom('candidates as ca')
        .innerJoin('users as u', 'u.id', 'ca.user_id')
        .innerJoin('companies as co', (join) => join.on('co.id', '=', offer.company_id))
        .innerJoin('job_postings as jp', (join) => join.on('jp.id', '=', offer.job_posting_id))
        .select([
          'u.id as userId',
          'u.email',
          'u.locale',
          'ca.deleted_at',
          'ca.open_to_company_offer',
          'co.name as companyName',
          'jp.title as jobTitle',
          'jp.status as jobStatus',
          'jp.expired_at as jobExpiredAt',
        ])
        .where('ca.id', '=', offer.candidate_id)
        .executeTakeFirstOrThrow();
      return {
        offerStatus: offer.status,
        offerTitle: offer.title,
        expiresAt: offer.expires_at,
        candidateUserId: details.userId,
        candidateEmail: details.email,
        candidateLocale: details.locale,
        candidateDeleted: details.deleted_at !== null,
        candidateOpenToOffers: details.open_to_company_offer,
        recruitment: { status: details.jobStatus, expired_at: details.jobExpiredAt },
        companyName: details.companyName,
        jobTitle: details.jobTitle,
      };
    },

    async markMessage(id: string, status: 'SENT' | 'CANCELLED', at: Date): Promise<void> {
      await db
        .updateTable('offer_messages')
        .set(status === 'SENT' ? { status, sent_at: at, updated_at: at } : { status, cancelled_at: at, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    async markOfferSent(offerId: string, at: Date, expiresAt: Date): Promise<void> {
      await db
        .updateTable('job_offers')
        .set({ status: 'SENT', sent_at: at, expires_at: expiresAt, updated_at: at })
        .where('id', '=', offerId)
        .execute();
    },

    /** An offer that will not be sent after all, and the rule that stopped it. */
    async cancelOffer(offerId: string, reason: string, at: Date): Promise<void> {
      await db
        .updateTable('job_offers')
        .set({ status: 'CANCELLED', reason, cancelled_at: at, updated_at: at })
        .where('id', '=', offerId)
        .execute();
    },

    /** SENT offers past their expiry become EXPIRED; their scheduled reminders are cancelled. */
    async expireDue(now: Date): Promise<number> {
      const expired = await db
        .updateTable('job_offers')
        .set({ status: 'EXPIRED', updated_at: now })
        .where('status', '=', 'SENT')
        .where('expires_at', '<=', now)
        .returning('id')
        .execute();
      if (expired.length > 0) {
        await db
          .updateTable('offer_messages')
          .set({ status: 'CANCELLED', cancelled_at: now, updated_at: now })
          .where('status', '=', 'SCHEDULED')
          .where(
            'offer_id',
            'in',
            expired.map((row) => row.id),
          )
          .execute();
      }
      return expired.length;
    },
  };
}
