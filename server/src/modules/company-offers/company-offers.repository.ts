import type {
  CompanyOffer,
  OfferListQuery,
  OfferMessageType,
  OfferMessageView,
  OfferStatus,
  PaginationQuery,
  ReScoutStatus,
  ScheduledMessage,
  ScheduledMessagesQuery,
} from '@jobmatch/contract';
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import { type Page, pageOf, preparedList } from '../../db/paging.ts';
import { iso } from '../../db/row-values.ts';
import type { Database, OfferMessageTable } from '../../db/schema.ts';
import { containsPattern } from '../../db/search.ts';
import { bangkokTime } from '../../lib/bangkok-time.ts';

const RE_SCOUT_STATUS: readonly ReScoutStatus[] = ['NOT_YET', 'ONE_TIME', 'TWO_TIMES'];

const DAY_MS = 86_400_000;

/** Reminders that reached the candidate: what the re-scout filter counts. */
const sentReminders = (eb: ExpressionBuilder<Database, 'job_offers'>) =>
  eb
    .selectFrom('offer_messages as r')
    .select(sql<number>`count(*)`.as('count'))
    .whereRef('r.offer_id', '=', 'job_offers.id')
    .where('r.type', '=', 'REMINDER')
    .where('r.status', '=', 'SENT');

const OFFER_COLUMNS = [
  'job_offers.id',
  'job_offers.candidate_id',
  'job_offers.job_posting_id',
  'job_offers.offer_by_id',
  'job_offers.status',
  'job_offers.title',
  'job_offers.introduction',
  'job_offers.content',
  'job_offers.policies',
  'job_offers.reason',
  'job_offers.is_casual_interview_ok',
  'job_offers.is_first_interview_exempt',
  'job_offers.is_first_second_interview_exempt',
  'job_offers.is_no_reason_to_entry_ok',
  'job_offers.is_premium_offer',
  'job_offers.is_previous_job_salary_guaranteed',
  'job_offers.is_resume_screening_exempt',
  'job_offers.is_deleted_by_candidate',
  'job_offers.issued_at',
  'job_offers.scheduled_at',
  'job_offers.sent_at',
  'job_offers.expires_at',
  'job_offers.opened_at',
  'job_offers.answered_at',
  'job_offers.cancelled_at',
  'job_offers.created_at',
  'job_offers.updated_at',
  'candidates.user_no',
  'job_postings.title as recruitment_title',
] as const;

const MESSAGE_COLUMNS = [
  'offer_messages.id',
  'offer_messages.offer_id',
  'offer_messages.type',
  'offer_messages.status',
  'offer_messages.subject',
  'offer_messages.message',
  'offer_messages.is_scheduled',
  'offer_messages.scheduled_at',
  'offer_messages.sent_at',
  'offer_messages.cancelled_at',
  'offer_messages.created_at',
  'offer_messages.updated_at',
] as const;

type MessageRow = Pick<
  Selectable<OfferMessageTable>,
  | 'id'
  | 'offer_id'
  | 'type'
  | 'status'
  | 'subject'
  | 'message'
  | 'is_scheduled'
  | 'scheduled_at'
  | 'sent_at'
  | 'cancelled_at'
  | 'created_at'
  | 'updated_at'
>;

function toMessage(row: MessageRow): OfferMessageView {
  return {
    id: row.id,
    offerId: row.offer_id,
    type: row.type,
    status: row.status,
    subject: row.subject,
    message: row.message,
    isScheduled: row.is_scheduled,
    scheduledAt: iso(row.scheduled_at),
    sentAt: iso(row.sent_at),
    cancelledAt: iso(row.cancelled_at),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export type NewOffer = {
  id: string;
  companyId: string;
  candidateId: string;
  recruitmentId: string;
  offerById: string;
  subject: string;
  introduction: string;
  message: string;
  policies: string[];
  flags: {
    isCasualInterviewOK: boolean;
    isFirstInterviewExempt: boolean;
    isFirstSecondInterviewExempt: boolean;
    isNoReasonToEntryOK: boolean;
    isPremiumOffer: boolean;
    isPreviousJobSalaryGuaranteed: boolean;
    isResumeScreeningExempt: boolean;
  };
  expiresAt: Date | null;
  scheduledAt: Date | null;
};

export type NewMessage = {
  id: string;
  offerId: string;
  type: OfferMessageType;
  subject: string | null;
  message: string;
  /** Null sends it now: it is due at once. */
  scheduledAt: Date | null;
};

export type LockedMessage = Pick<OfferMessageView, 'id' | 'offerId' | 'type' | 'status' | 'subject'>;

/** The company's offers, with how many reminders each has sent. */
const offersOf = (db: Kysely<Database>, companyId: string) =>
  db
    .selectFrom('job_offers')
    .innerJoin('candidates', 'candidates.id', 'job_offers.candidate_id')
    .innerJoin('job_postings', 'job_postings.id', 'job_offers.job_posting_id')
    .select(OFFER_COLUMNS)
    .select((eb) => sentReminders(eb).as('reminders_sent'))
    .where('job_offers.company_id', '=', companyId);

/** The offers list's filters as a prepared statement binds them. */
type OfferListValues = {
  companyId: string;
  recruitmentId: string | null;
  status: OfferStatus | null;
  remindersSent: number | null;
  subjectPattern: string | null;
  userNo: number | null;
};

/** The company's offers, the newest first, filtered as the list asks. */
const offerList = preparedList(
  (db, values: OfferListValues, shape: Record<Exclude<keyof OfferListValues, 'companyId'>, boolean>) =>
    offersOf(db, values.companyId)
      .$if(shape.recruitmentId, (qb) => qb.where('job_offers.job_posting_id', '=', values.recruitmentId as string))
      .$if(shape.status, (qb) => qb.where('job_offers.status', '=', values.status as OfferStatus))
      .$if(shape.remindersSent, (qb) => qb.where((eb) => eb(sentReminders(eb), '=', values.remindersSent)))
      .$if(shape.subjectPattern, (qb) => qb.where('job_offers.title', 'ilike', values.subjectPattern as string))
      .$if(shape.userNo, (qb) => qb.where('candidates.user_no', '=', values.userNo as number))
      .orderBy('job_offers.created_at', 'desc')
      .orderBy('job_offers.id', 'desc'),
  // A subject's plan depends on how common its pattern is.
  { planOnce: (shape) => !shape.subjectPattern },
);

export type CompanyOffersRepository = ReturnType<typeof createCompanyOffersRepository>;

/** The company side of offers. Every read is scoped to the caller's company. */
export function createCompanyOffersRepository(db: Kysely<Database>) {
  const offers = (companyId: string) => offersOf(db, companyId);

  type OfferRow = Awaited<ReturnType<ReturnType<typeof offers>['executeTakeFirstOrThrow']>>;
  const toOffer = (row: OfferRow): CompanyOffer => {
    const remindersSent = Math.min(Number(row.reminders_sent ?? 0), RE_SCOUT_STATUS.length - 1);
    return {
      id: row.id,
      candidateId: row.candidate_id,
      candidateUserNo: row.user_no,
      recruitmentId: row.job_posting_id,
      recruitmentTitle: row.recruitment_title,
      offerById: row.offer_by_id,
      status: row.status,
      subject: row.title,
      introduction: row.introduction,
      message: row.content,
      policies: row.policies,
      reason: row.reason,
      isCasualInterviewOK: row.is_casual_interview_ok,
      isFirstInterviewExempt: row.is_first_interview_exempt,
      isFirstSecondInterviewExempt: row.is_first_second_interview_exempt,
      isNoReasonToEntryOK: row.is_no_reason_to_entry_ok,
      isPremiumOffer: row.is_premium_offer,
      isPreviousJobSalaryGuaranteed: row.is_previous_job_salary_guaranteed,
      isResumeScreeningExempt: row.is_resume_screening_exempt,
      isDeletedByCandidate: row.is_deleted_by_candidate,
      remindersSent,
      reScoutStatus: RE_SCOUT_STATUS[remindersSent] ?? 'NOT_YET',
      issuedAt: row.issued_at.toISOString(),
      scheduledAt: iso(row.scheduled_at),
      sentAt: iso(row.sent_at),
      expiresAt: iso(row.expires_at),
      openedAt: iso(row.opened_at),
      answeredAt: iso(row.answered_at),
      cancelledAt: iso(row.cancelled_at),
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
  };

  return {
    /** The posting an offer would be for, if it is the company's. */
    recruitment(companyId: string, recruitmentId: string) {
      return db
        .selectFrom('job_postings')
        .select(['id', 'status', 'expired_at'])
        .where('id', '=', recruitmentId)
        .where('company_id', '=', companyId)
        .executeTakeFirst();
    },

    /** A candidate who still has an account, and whether they take offers. */
    candidate(candidateId: string) {
      return db
        .selectFrom('candidates')
        .select(['id', 'open_to_company_offer'])
        .where('id', '=', candidateId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async offerExists(candidateId: string, recruitmentId: string): Promise<boolean> {
      const row = await db
        .selectFrom('job_offers')
        .select('id')
        .where('candidate_id', '=', candidateId)
        .where('job_posting_id', '=', recruitmentId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertOffer(offer: NewOffer): Promise<void> {
      await db
        .insertInto('job_offers')
        .values({
          id: offer.id,
          company_id: offer.companyId,
          candidate_id: offer.candidateId,
          job_posting_id: offer.recruitmentId,
          offer_by_id: offer.offerById,
          status: 'SCHEDULED',
          title: offer.subject,
          introduction: offer.introduction,
          content: offer.message,
          policies: offer.policies,
          is_casual_interview_ok: offer.flags.isCasualInterviewOK,
          is_first_interview_exempt: offer.flags.isFirstInterviewExempt,
          is_first_second_interview_exempt: offer.flags.isFirstSecondInterviewExempt,
          is_no_reason_to_entry_ok: offer.flags.isNoReasonToEntryOK,
          is_premium_offer: offer.flags.isPremiumOffer,
          is_previous_job_salary_guaranteed: offer.flags.isPreviousJobSalaryGuaranteed,
          is_resume_screening_exempt: offer.flags.isResumeScreeningExempt,
          expires_at: offer.expiresAt,
          scheduled_at: offer.scheduledAt,
        })
        .execute();
    },

    async insertMessage(message: NewMessage, now: Date): Promise<void> {
      await db
        .insertInto('offer_messages')
        .values({
          id: message.id,
          offer_id: message.offerId,
          type: message.type,
          status: 'SCHEDULED',
          subject: message.subject,
          message: message.message,
          is_scheduled: message.scheduledAt !== null,
          scheduled_at: message.scheduledAt ?? now,
        })
        .execute();
    },

    async find(companyId: string, offerId: string): Promise<CompanyOffer | undefined> {
      const row = await offers(companyId).where('job_offers.id', '=', offerId).executeTakeFirst();
      return row && toOffer(row);
    },

    async messages(offerId: string): Promise<OfferMessageView[]> {
      const rows = await db
        .selectFrom('offer_messages')
        .select(MESSAGE_COLUMNS)
        .where('offer_id', '=', offerId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toMessage);
    },

    async list(companyId: string, query: OfferListQuery): Promise<Page<CompanyOffer>> {
      const { page, pageSize, recruitmentId, status, reScoutStatus, subject, userNo } = query;
      const values: OfferListValues = {
        companyId,
        recruitmentId: recruitmentId ?? null,
        status: status ?? null,
        remindersSent: reScoutStatus === undefined ? null : RE_SCOUT_STATUS.indexOf(reScoutStatus),
        subjectPattern: subject ? containsPattern(subject) : null,
        userNo: userNo ?? null,
      };
      const shape = {
        recruitmentId: values.recruitmentId !== null,
        status: values.status !== null,
        remindersSent: values.remindersSent !== null,
        subjectPattern: values.subjectPattern !== null,
        userNo: values.userNo !== null,
      };
      const { rows, ...rest } = await offerList(db, values, { page, pageSize }, shape);
      return { rows: rows.map(toOffer), ...rest };
    },

    async scheduled(companyId: string, query: ScheduledMessagesQuery): Promise<Page<ScheduledMessage>> {
      const { page, pageSize, recruitmentId, scheduledStartDate, scheduledEndDate, subject, userNo } = query;
      const pattern = containsPattern(subject ?? '');
      const ordered = db
        .selectFrom('offer_messages')
        .innerJoin('job_offers', 'job_offers.id', 'offer_messages.offer_id')
        .innerJoin('candidates', 'candidates.id', 'job_offers.candidate_id')
        .innerJoin('job_postings', 'job_postings.id', 'job_offers.job_posting_id')
        .select(MESSAGE_COLUMNS)
        .select([
          'job_offers.candidate_id',
          'candidates.user_no',
          'job_offers.job_posting_id',
          'job_postings.title as recruitment_title',
          'job_offers.title as offer_subject',
        ])
        .where('job_offers.company_id', '=', companyId)
        .where('offer_messages.status', '=', 'SCHEDULED')
        .$if(recruitmentId !== undefined, (qb) => qb.where('job_offers.job_posting_id', '=', recruitmentId ?? ''))
        .$if(scheduledStartDate !== undefined, (qb) =>
          qb.where('offer_messages.scheduled_at', '>=', bangkokTime(scheduledStartDate ?? '')),
        )
        .$if(scheduledEndDate !== undefined, (qb) =>
          qb.where(
            'offer_messages.scheduled_at',
            '<',
            new Date(bangkokTime(scheduledEndDate ?? '').getTime() + DAY_MS),
          ),
        )
        .$if(Boolean(subject), (qb) =>
          qb.where((eb) =>
            eb.or([eb('offer_messages.subject', 'ilike', pattern), eb('job_offers.title', 'ilike', pattern)]),
          ),
        )
        .$if(userNo !== undefined, (qb) => qb.where('candidates.user_no', '=', userNo ?? 0))
        .orderBy('offer_messages.scheduled_at')
        .orderBy('offer_messages.id');
      const { rows, ...rest } = await pageOf(db, ordered, { page, pageSize } satisfies PaginationQuery);
      return {
        rows: rows.map((row) => ({
          ...toMessage(row),
          candidateId: row.candidate_id,
          candidateUserNo: row.user_no,
          recruitmentId: row.job_posting_id,
          recruitmentTitle: row.recruitment_title,
          offerSubject: row.offer_subject,
        })),
        ...rest,
      };
    },

    /** Locks the company's offer against delivery and answers; its status and reminders so far. */
    async lockOffer(companyId: string, offerId: string) {
      const offer = await db
        .selectFrom('job_offers')
        .select(['id', 'status', 'expires_at'])
        .where('id', '=', offerId)
        .where('company_id', '=', companyId)
        .forUpdate()
        .executeTakeFirst();
      if (!offer) return undefined;
      const reminders = await db
        .selectFrom('offer_messages')
        .select(sql<number>`count(*)`.as('count'))
        .where('offer_id', '=', offerId)
        .where('type', '=', 'REMINDER')
        .where('status', '<>', 'CANCELLED')
        .executeTakeFirstOrThrow();
      return { ...offer, reminders: Number(reminders.count) };
    },

    /**
     * Locks one message of the company's offer. The message is locked before its offer, in the
     * dispatcher's order, so an edit and a delivery never deadlock: the edit waits, then sees SENT.
     */
    async lockMessage(companyId: string, offerId: string, messageId: string): Promise<LockedMessage | undefined> {
      const row = await db
        .selectFrom('offer_messages')
        .innerJoin('job_offers', 'job_offers.id', 'offer_messages.offer_id')
        .select([
          'offer_messages.id',
          'offer_messages.offer_id',
          'offer_messages.type',
          'offer_messages.status',
          'offer_messages.subject',
        ])
        .where('offer_messages.id', '=', messageId)
        .where('offer_messages.offer_id', '=', offerId)
        .where('job_offers.company_id', '=', companyId)
        .forUpdate('offer_messages')
        .executeTakeFirst();
      return row && { id: row.id, offerId: row.offer_id, type: row.type, status: row.status, subject: row.subject };
    },

    async updateMessage(
      messageId: string,
      change: { subject?: string; message?: string; scheduledAt?: Date; isScheduled?: boolean },
      now: Date,
    ): Promise<void> {
      await db
        .updateTable('offer_messages')
        .set({
          subject: change.subject,
          message: change.message,
          scheduled_at: change.scheduledAt,
          is_scheduled: change.isScheduled,
          updated_at: now,
        })
        .where('id', '=', messageId)
        .execute();
    },

    /** Keeps a scheduled offer's own copy of its letter in step with the letter. */
    async updateScheduledOffer(
      offerId: string,
      change: { title?: string; content?: string; scheduledAt?: Date | null },
      now: Date,
    ): Promise<void> {
      await db
        .updateTable('job_offers')
        .set({ title: change.title, content: change.content, scheduled_at: change.scheduledAt, updated_at: now })
        .where('id', '=', offerId)
        .execute();
    },

    async cancelMessage(messageId: string, now: Date): Promise<void> {
      await db
        .updateTable('offer_messages')
        .set({ status: 'CANCELLED', cancelled_at: now, updated_at: now })
        .where('id', '=', messageId)
        .execute();
    },

    async cancelOffer(offerId: string, now: Date): Promise<void> {
      await db
        .updateTable('job_offers')
        .set({ status: 'CANCELLED', cancelled_at: now, updated_at: now })
        .where('id', '=', offerId)
        .execute();
    },
  };
}
