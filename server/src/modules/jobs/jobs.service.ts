import type { CandidateJobSearchQuery, PaginationQuery } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { CandidatePrincipal } from '../identity/principal.ts';
import { notifyCompany } from '../notifications/company-notifications.ts';
import { createJobsRepository, isOpen } from './jobs.repository.ts';

export type JobsDependencies = { db: Kysely<Database>; appBaseUrl: string };

export type JobsService = ReturnType<typeof createJobsService>;

/** Job search and reading (signed in or not), saved jobs and applying. */
export function createJobsService(deps: JobsDependencies) {
  const { db } = deps;
  const jobs = createJobsRepository(db);

  return {
    search(filters: CandidateJobSearchQuery, candidateId: string | null) {
      return jobs.search(filters, candidateId, new Date());
    },

    /** An open posting; reading it while signed in counts as a view for recruitment stats. */
    async get(jobId: string, candidateId: string | null) {
      const now = new Date();
      const job = await jobs.findOpen(jobId, candidateId, now);
      if (!job) throw notFound('params.jobId', jobId);
      if (candidateId) await jobs.recordView(jobId, candidateId, now);
      return job;
    },

    savedJobs(candidateId: string, paging: PaginationQuery) {
      return jobs.savedJobs(candidateId, paging, new Date());
    },

    /** Saving is idempotent; a posting that is not open can only be "saved" if it already is. */
    async save(candidateId: string, jobId: string) {
      const now = new Date();
      return db.transaction().execute(async (trx) => {
        const repository = createJobsRepository(trx);
        const posting = await repository.postingState(jobId);
        const open = posting !== undefined && isOpen(posting, now);
        if (!open && !(posting && (await repository.isSaved(candidateId, jobId))))
          throw notFound('params.jobId', jobId);
        await repository.save(candidateId, jobId);
        const saved = await repository.savedJobs(candidateId, { page: 1, pageSize: 1 }, now, { jobId });
        const savedJob = saved.rows[0];
        if (!savedJob) throw notFound('params.jobId', jobId);
        return savedJob;
      });
    },

    async unsave(candidateId: string, jobId: string) {
      await jobs.unsave(candidateId, jobId);
    },

    /**
     * 404 for a posting candidates cannot see, 400 ALREADY_APPLIED while an application that is not
     * withdrawn exists, 400 JOB_CLOSED once it stopped recruiting. The company is notified in the
     * same transaction.
     */
    async apply(candidate: CandidatePrincipal, jobId: string) {
      return db.transaction().execute(async (trx) => {
        const now = new Date();
        const repository = createJobsRepository(trx);
        const posting = await repository.postingState(jobId);
        // Never-published postings do not exist as far as candidates can tell.
        if (!posting || posting.status === 'DRAFT' || !posting.posted_at || posting.posted_at > now) {
          throw notFound('params.jobId', jobId);
        }
        if (await repository.activeApplication(candidate.candidateId, jobId)) {
          throw new AppError('ALREADY_APPLIED', 'errorAlreadyApplied');
        }
        if (!isOpen(posting, now)) throw new AppError('JOB_CLOSED', 'errorJobClosed');
        const application = await repository.insertApplication({
          candidateId: candidate.candidateId,
          jobId,
          offerId: null,
        });
        // Lost a race with a parallel request of the same candidate.
        if (!application) throw new AppError('ALREADY_APPLIED', 'errorAlreadyApplied');
        const userNo = await repository.userNo(candidate.candidateId);
        await notifyCompany(trx, deps.appBaseUrl, {
          kind: 'NEW_APPLICATION',
          companyId: posting.company_id,
          jobPostingId: jobId,
          jobTitle: posting.title,
          applicationId: application.id,
          candidateUserNo: userNo,
          applicant: { userId: candidate.userId, email: candidate.email, locale: candidate.locale },
        });
        return application;
      });
    },
  };
}
