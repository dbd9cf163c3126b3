import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { candidateOf } from '../../http/access.ts';
import { ok, paginated } from '../../http/envelope.ts';
import type { JobsService } from './jobs.service.ts';

const s = initServer();

/** ts-rest types `req.query` as the parsed query, which Express's own Request type does not allow. */
const candidateIdOf = (req: Pick<Request, 'principal'>) => candidateOf(req as Request).candidateId;

/** Public routes still know a signed-in candidate (the access middleware sets the principal). */
const signedInCandidateId = (req: Pick<Request, 'principal'>) =>
  req.principal?.audience === 'candidate' ? req.principal.candidateId : null;

export function jobsRouter(jobs: JobsService) {
  return s.router(contract.candidate.jobs, {
    list: async ({ req, query }) => {
      const page = await jobs.search(query, signedInCandidateId(req));
      return paginated('jobs', page.rows, page);
    },
    get: async ({ req, params }) => ok({ job: await jobs.get(params.jobId, signedInCandidateId(req)) }),
  });
}

export function savedJobsRouter(jobs: JobsService) {
  return s.router(contract.candidate.savedJobs, {
    list: async ({ req, query }) => {
      const page = await jobs.savedJobs(candidateIdOf(req), query);
      return paginated('savedJobs', page.rows, page);
    },
    save: async ({ req, params }) => ok({ savedJob: await jobs.save(candidateIdOf(req), params.jobId) }),
    remove: async ({ req, params }) => {
      await jobs.unsave(candidateIdOf(req), params.jobId);
      return ok({ jobId: params.jobId, saved: false as const });
    },
  });
}
