import type { CandidateApplicationsQuery } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { postingForCandidate } from '../candidate-jobs/candidate-jobs.service.ts';
import type { CandidatePrincipal } from '../identity/principal.ts';
import { notifyCompany } from '../notifications/company-notifications.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { ReferenceLookupSource } from '../reference/reference-lookup.ts';
import { createCandidateApplicationsRepository } from './candidate-applications.repository.ts';

export type CandidateApplicationsDependencies = {
  db: Kysely<Database>;
  reference: ReferenceService;
  appBaseUrl: string;
};

/**
 * Applies for the candidate who accepted an offer, in the caller's transaction: an application
 * the candidate already has to the posting is kept. Answers it with the candidate's user number
 * (what the company's notification shows), or undefined if there is none.
 */
export async function applyForAcceptedOffer(
  db: Kysely<Database>,
  readReference: ReferenceLookupSource,
  application: { candidateId: string; jobId: string; offerId: string },
) {
  const repository = createCandidateApplicationsRepository(db, readReference);
  const applied =
    (await repository.insert(application)) ?? (await repository.active(application.candidateId, application.jobId));
  if (!applied) return undefined;
  return { application: applied, candidateUserNo: await repository.userNo(application.candidateId) };
}

export type CandidateApplicationsService = ReturnType<typeof createCandidateApplicationsService>;

/** The candidate's own applications: applying, reading them and withdrawing a pending one. */
export function createCandidateApplicationsService(deps: CandidateApplicationsDependencies) {
  const { db } = deps;
  const repository = createCandidateApplicationsRepository(db, deps.reference.lookup);

  return {
    /**
     * 404 for a posting candidates cannot see, 400 ALREADY_APPLIED while an application that is not
     * withdrawn exists, 400 JOB_CLOSED once it stopped recruiting. The company is notified in the
     * same transaction.
     */
    async apply(candidate: CandidatePrincipal, jobId: string) {
      return db.transaction().execute(async (trx) => {
        const now = new Date();
        const applications = createCandidateApplicationsRepository(trx, deps.reference.lookup);
        const posting = await postingForCandidate(trx, jobId, now);
        if (!posting) throw notFound('params.jobId', jobId);
        if (await applications.active(candidate.candidateId, jobId)) {
          throw new AppError('ALREADY_APPLIED', 'errorAlreadyApplied');
        }
        if (!posting.open) throw new AppError('JOB_CLOSED', 'errorJobClosed');
        const application = await applications.insert({ candidateId: candidate.candidateId, jobId, offerId: null });
        // Lost a race with a parallel request of the same candidate.
        if (!application) throw new AppError('ALREADY_APPLIED', 'errorAlreadyApplied');
        await notifyCompany(trx, deps.appBaseUrl, {
          kind: 'NEW_APPLICATION',
          companyId: posting.companyId,
          jobPostingId: jobId,
          jobTitle: posting.title,
          applicationId: application.id,
          candidateUserNo: await applications.userNo(candidate.candidateId),
          applicant: { userId: candidate.userId, email: candidate.email, locale: candidate.locale },
        });
        return application;
      });
    },

    list(candidateId: string, query: CandidateApplicationsQuery) {
      const { page, pageSize, ...filter } = query;
      return repository.list(candidateId, filter, { page, pageSize }, new Date());
    },

    async get(candidateId: string, applicationId: string) {
      const application = await repository.find(candidateId, applicationId, new Date());
      if (!application) throw notFound('params.applicationId', applicationId);
      return application;
    },

    /**
     * PENDING → CANCELLED, and the company is told as its notification settings say, in the same
     * transaction. Anything else is 409 APPLICATION_NOT_PENDING, a second withdrawal included: it is
     * refused rather than ignored so that a client acting on a stale screen learns what happened.
     */
    async withdraw(candidate: CandidatePrincipal, applicationId: string) {
      return db.transaction().execute(async (trx) => {
        const now = new Date();
        const applications = createCandidateApplicationsRepository(trx, deps.reference.lookup);
        const current = await applications.lock(candidate.candidateId, applicationId);
        if (!current) throw notFound('params.applicationId', applicationId);
        if (current.status !== 'PENDING') {
          throw new AppError(
            'APPLICATION_NOT_PENDING',
            current.status === 'CANCELLED' ? 'errorApplicationAlreadyWithdrawn' : 'errorApplicationDecided',
            { details: [{ path: 'params.applicationId', message: current.status, code: 'not_pending' }] },
          );
        }
        await applications.withdraw(applicationId, now);
        await notifyCompany(trx, deps.appBaseUrl, {
          kind: 'APPLICATION_WITHDRAWN',
          companyId: current.company_id,
          jobPostingId: current.job_posting_id,
          jobTitle: current.title,
          applicationId,
          candidateUserNo: current.user_no,
          applicant: { userId: candidate.userId, email: candidate.email, locale: candidate.locale },
        });
        const withdrawn = await applications.find(candidate.candidateId, applicationId, now);
        if (!withdrawn) throw notFound('params.applicationId', applicationId);
        return withdrawn;
      });
    },
  };
}
