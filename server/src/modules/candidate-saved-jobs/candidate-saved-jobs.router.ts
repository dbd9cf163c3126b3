import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { candidateOf } from '../../http/access.ts';
import { ok, paginated } from '../../http/envelope.ts';
import type { CandidateJobsService } from '../candidate-jobs/candidate-jobs.service.ts';

const s = initServer();

/** ts-rest types `req.query` as the parsed query, which Express's own Request type does not allow. */
const candidateIdOf = (req: Pick<Request, 'principal'>) => candidateOf(req as Request).candidateId;

export function candidateSavedJobsRouter(jobs: CandidateJobsService) {
  return s.router(contract.candidate.savedJobs, {
    list: async ({ req, query }) => paginated('savedJobs', await jobs.savedJobs(candidateIdOf(req), query)),
    save: async ({ req, params }) => ok({ savedJob: await jobs.save(candidateIdOf(req), params.jobId) }),
    remove: async ({ req, params }) => {
      await jobs.unsave(candidateIdOf(req), params.jobId);
      return ok({ jobId: params.jobId, saved: false as const });
    },
  });
}
