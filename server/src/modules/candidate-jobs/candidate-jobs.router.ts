import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { ok, paginated } from '../../http/envelope.ts';
import type { CandidateJobsService } from './candidate-jobs.service.ts';

const s = initServer();

/** Public routes still know a signed-in candidate (the access middleware sets the principal). */
const signedInCandidateId = (req: Pick<Request, 'principal'>) =>
  req.principal?.audience === 'candidate' ? req.principal.candidateId : null;

export function candidateJobsRouter(jobs: CandidateJobsService) {
  return s.router(contract.candidate.jobs, {
    list: async ({ req, query }) => paginated('jobs', await jobs.search(query, signedInCandidateId(req))),
    get: async ({ req, params }) => ok({ job: await jobs.get(params.jobId, signedInCandidateId(req)) }),
  });
}
