import type { CandidateOffer, OfferStatus, PaginationQuery } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import { type Page, pageOf } from '../../db/paging.ts';
import { iso } from '../../db/row-values.ts';
import type { Database } from '../../db/schema.ts';
import {
  jobPostingSelect,
  referenceIdsOf,
  toJobCompany,
  toJobPosting,
} from '../job-postings/job-postings.repository.ts';
import type { ReferenceLookup, ReferenceLookupSource } from '../reference/reference-lookup.ts';

/** The statuses of offers that have reached the candidate; SCHEDULED and CANCELLED ones never have. */
export const CANDIDATE_VISIBLE_STATUSES = ['SENT', 'ACCEPTED', 'REJECTED', 'EXPIRED'] as const satisfies OfferStatus[];

/** A SENT offer past its expiry is EXPIRED, whether or not a sweep has marked it so yet. */
export function effectiveStatus(offer: { status: OfferStatus; expires_at: Date | null }, now: Date): OfferStatus {
  return offer.status === 'SENT' && offer.expires_at !== null && offer.expires_at <= now ? 'EXPIRED' : offer.status;
}

export type CandidateOffersRepository = ReturnType<typeof createCandidateOffersRepository>;

export function createCandidateOffersRepository(db: Kysely<Database>, readReference: ReferenceLookupSource) {
  const offers = (candidateId: string) =>
    jobPostingSelect(db)
      .innerJoin('job_offers as jo', 'jo.job_posting_id', 'jp.id')
      .innerJoin('recruiters as rec', 'rec.id', 'jo.offer_by_id')
      .select([
        'jo.id as offer_id',
        'jo.candidate_id as offer_candidate_id',
        'jo.status as offer_status',
        'jo.title as offer_title',
        'jo.introduction as offer_introduction',
        'jo.content as offer_content',
        'jo.policies as offer_policies',
        'jo.is_casual_interview_ok',
        'jo.is_first_interview_exempt',
        'jo.is_first_second_interview_exempt',
        'jo.is_no_reason_to_entry_ok',
        'jo.is_previous_job_salary_guaranteed',
        'jo.is_resume_screening_exempt',
        'jo.is_premium_offer',
        'jo.sent_at as offer_sent_at',
        'jo.expires_at as offer_expires_at',
        'jo.opened_at as offer_opened_at',
        'jo.answered_at as offer_answered_at',
        'rec.name as recruiter_name',
        'rec.position as recruiter_position',
        'rec.image as recruiter_image',
      ])
      .where('jo.candidate_id', '=', candidateId)
      .where('jo.status', 'in', CANDIDATE_VISIBLE_STATUSES)
      .where('jo.is_deleted_by_candidate', '=', false);

  type OfferRow = Awaited<ReturnType<ReturnType<typeof offers>['executeTakeFirstOrThrow']>>;

  const toOffer =
    (now: Date, names: ReferenceLookup) =>
    (row: OfferRow): CandidateOffer => ({
      id: row.offer_id,
      candidateId: row.offer_candidate_id,
      jobId: row.id,
      status: effectiveStatus({ status: row.offer_status, expires_at: row.offer_expires_at }, now),
      subject: row.offer_title,
      introduction: row.offer_introduction,
      message: row.offer_content,
      policies: row.offer_policies,
      isCasualInterviewOK: row.is_casual_interview_ok,
      isFirstInterviewExempt: row.is_first_interview_exempt,
      isFirstSecondInterviewExempt: row.is_first_second_interview_exempt,
      isNoReasonToEntryOK: row.is_no_reason_to_entry_ok,
      isPreviousJobSalaryGuaranteed: row.is_previous_job_salary_guaranteed,
      isResumeScreeningExempt: row.is_resume_screening_exempt,
      isPremiumOffer: row.is_premium_offer,
      sentAt: iso(row.offer_sent_at),
      expiresAt: iso(row.offer_expires_at),
      openedAt: iso(row.offer_opened_at),
      answeredAt: iso(row.offer_answered_at),
      job: toJobPosting(row, names),
      company: toJobCompany(row),
      recruiter: { name: row.recruiter_name, position: row.recruiter_position, image: row.recruiter_image },
    });

  return {
    /** The candidate's offers, newest first; `industryId` matches the posting's industry or its section. */
    async list(
      candidateId: string,
      filters: PaginationQuery & { industryId?: string | undefined },
      now: Date,
    ): Promise<Page<CandidateOffer>> {
      let query = offers(candidateId);
      const { industryId } = filters;
      if (industryId) {
        const industries = (await readReference(db, [])).withDescendants([industryId]);
        query = query.where('jp.industry_id', 'in', industries);
      }
      const page = await pageOf(
        db,
        query.orderBy('jo.sent_at', 'desc').orderBy('jo.created_at', 'desc').orderBy('jo.id'),
        filters,
      );
      const names = await readReference(db, referenceIdsOf(page.rows));
      return { ...page, rows: page.rows.map(toOffer(now, names)) };
    },

    async find(candidateId: string, offerId: string, now: Date): Promise<CandidateOffer | undefined> {
      const row = await offers(candidateId).where('jo.id', '=', offerId).executeTakeFirst();
      return row && toOffer(now, await readReference(db, referenceIdsOf([row])))(row);
    },

    /** The offer's state, locked until the transaction ends, if the candidate may see it. */
    lock(candidateId: string, offerId: string) {
      return db
        .selectFrom('job_offers')
        .select(['id', 'company_id', 'job_posting_id', 'status', 'expires_at', 'opened_at'])
        .where('id', '=', offerId)
        .where('candidate_id', '=', candidateId)
        .where('status', 'in', CANDIDATE_VISIBLE_STATUSES)
        .where('is_deleted_by_candidate', '=', false)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Opened is set by the first read only. */
    async markOpened(offerId: string, at: Date): Promise<void> {
      await db
        .updateTable('job_offers')
        .set({ opened_at: at, updated_at: at })
        .where('id', '=', offerId)
        .where('opened_at', 'is', null)
        .execute();
    },

    async answer(offerId: string, status: 'ACCEPTED' | 'REJECTED', at: Date): Promise<void> {
      await db
        .updateTable('job_offers')
        .set((eb) => ({
          status,
          answered_at: at,
          // Answering without having opened it first still means it was read.
          opened_at: eb.fn.coalesce('opened_at', eb.val(at)),
          updated_at: at,
        }))
        .where('id', '=', offerId)
        .execute();
    },

    async jobTitle(jobId: string): Promise<string> {
      const row = await db.selectFrom('job_postings').select('title').where('id', '=', jobId).executeTakeFirstOrThrow();
      return row.title;
    },
  };
}
