import type { CandidateApplication, CandidateOfferAnswerBody, PaginationQuery } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { applyForAcceptedOffer } from '../candidate-applications/candidate-applications.service.ts';
import { postingForCandidate } from '../candidate-jobs/candidate-jobs.service.ts';
import type { CandidatePrincipal } from '../identity/principal.ts';
import { notifyCompany } from '../notifications/company-notifications.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { ReferenceLookupSource } from '../reference/reference-lookup.ts';
import { createCandidateOffersRepository, effectiveStatus } from './candidate-offers.repository.ts';

export type CandidateOffersDependencies = { db: Kysely<Database>; reference: ReferenceService; appBaseUrl: string };

/** The candidate's offers, read in the caller's transaction (the data export). */
export function listCandidateOffers(
  db: Kysely<Database>,
  readReference: ReferenceLookupSource,
  candidateId: string,
  paging: PaginationQuery,
  now: Date,
) {
  return createCandidateOffersRepository(db, readReference).list(candidateId, paging, now);
}

export type CandidateOffersService = ReturnType<typeof createCandidateOffersService>;

/** The candidate's offers inbox (docs/domain.md "Offer lifecycle"). Another candidate's offer is a 404. */
export function createCandidateOffersService(deps: CandidateOffersDependencies) {
  const { db } = deps;

  return {
    list(candidateId: string, filters: PaginationQuery & { industryId?: string | undefined }) {
      return createCandidateOffersRepository(db, deps.reference.lookup).list(candidateId, filters, new Date());
    },

    /** The first read marks the offer opened (the recruitment's "opened" stat). */
    async get(candidateId: string, offerId: string) {
      return db.transaction().execute(async (trx) => {
        const now = new Date();
        const offers = createCandidateOffersRepository(trx, deps.reference.lookup);
        const state = await offers.lock(candidateId, offerId);
        if (!state) throw notFound('params.offerId', offerId);
        if (!state.opened_at) await offers.markOpened(offerId, now);
        const offer = await offers.find(candidateId, offerId, now);
        if (!offer) throw notFound('params.offerId', offerId);
        return offer;
      });
    },

    /**
     * Only a SENT, unexpired offer can be answered (else 409 OFFER_NOT_OPEN). ACCEPTED creates a
     * PENDING application for the job (an existing application is kept) and notifies the company;
     * like a direct application, it needs the job still open (else 400 JOB_CLOSED, nothing kept).
     */
    async answer(candidate: CandidatePrincipal, offerId: string, answer: CandidateOfferAnswerBody) {
      return db.transaction().execute(async (trx) => {
        const now = new Date();
        const offers = createCandidateOffersRepository(trx, deps.reference.lookup);
        const state = await offers.lock(candidate.candidateId, offerId);
        if (!state) throw notFound('params.offerId', offerId);
        if (effectiveStatus(state, now) !== 'SENT') throw new AppError('OFFER_NOT_OPEN', 'errorOfferNotOpen');
        if (answer.status === 'ACCEPTED' && !(await postingForCandidate(trx, state.job_posting_id, now))?.open) {
          throw new AppError('JOB_CLOSED', 'errorJobClosed');
        }
        await offers.answer(offerId, answer.status, now);

        let application: CandidateApplication | null = null;
        if (answer.status === 'ACCEPTED') {
          const applied = await applyForAcceptedOffer(trx, deps.reference.lookup, {
            candidateId: candidate.candidateId,
            jobId: state.job_posting_id,
            offerId,
          });
          if (applied) {
            application = applied.application;
            await notifyCompany(trx, deps.appBaseUrl, {
              kind: 'OFFER_ACCEPTED',
              companyId: state.company_id,
              jobPostingId: state.job_posting_id,
              jobTitle: await offers.jobTitle(state.job_posting_id),
              applicationId: application.id,
              offerId,
              candidateUserNo: applied.candidateUserNo,
              applicant: { userId: candidate.userId, email: candidate.email, locale: candidate.locale },
            });
          }
        }
        const offer = await offers.find(candidate.candidateId, offerId, now);
        if (!offer) throw notFound('params.offerId', offerId);
        return { offer, application };
      });
    },
  };
}
