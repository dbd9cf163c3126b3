import type { CandidateJobSearchQuery, PaginationQuery } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { ReferenceLookupSource } from '../reference/reference-lookup.ts';
import { createCandidateJobsRepository, isOpen, postingState } from './candidate-jobs.repository.ts';

export type JobsDependencies = { db: Kysely<Database>; reference: ReferenceService };

/**
 * A posting as a candidate may act on it (apply, accept an offer for it), read in the caller's
 * transaction: undefined when it was never published, since candidates cannot tell such a posting
 * exists; else its company, title and whether it is open now.
 */
export async function postingForCandidate(db: Kysely<Database>, jobId: string, now: Date) {
  const posting = await postingState(db, jobId);
  if (!posting || posting.status === 'DRAFT' || !posting.posted_at || posting.posted_at > now) return undefined;
  return { companyId: posting.company_id, title: posting.title, open: isOpen(posting, now) };
}

/** The candidate's saved jobs, read in the caller's transaction (the data export). */
export function listSavedJobs(
  db: Kysely<Database>,
  readReference: ReferenceLookupSource,
  candidateId: string,
  paging: PaginationQuery,
  now: Date,
) {
  return createCandidateJobsRepository(db, readReference).savedJobs(candidateId, paging, now);
}

export type CandidateJobsService = ReturnType<typeof createCandidateJobsService>;

/** Job search and reading (signed in or not) and saved jobs. */
export function createCandidateJobsService(deps: JobsDependencies) {
  const { db } = deps;
  const jobs = createCandidateJobsRepository(db, deps.reference.lookup);

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
        const repository = createCandidateJobsRepository(trx, deps.reference.lookup);
        const posting = await postingState(trx, jobId);
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
  };
}
