import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { candidateOf } from '../../http/access.ts';
import { created, ok, paginated } from '../../http/envelope.ts';
import type { CandidateApplicationsService } from './candidate-applications.service.ts';

const s = initServer();

/** ts-rest types `req.query` as the parsed query, which Express's own Request type does not allow. */
const candidateOfRequest = (req: Pick<Request, 'principal'>) => candidateOf(req as Request);

export function candidateApplicationsRouter(applications: CandidateApplicationsService) {
  return s.router(contract.candidate.applications, {
    apply: async ({ req, params }) =>
      created({ application: await applications.apply(candidateOfRequest(req), params.jobId) }),
    list: async ({ req, query }) =>
      paginated('applications', await applications.list(candidateOfRequest(req).candidateId, query)),
    get: async ({ req, params }) =>
      ok({ application: await applications.get(candidateOfRequest(req).candidateId, params.applicationId) }),
    withdraw: async ({ req, params }) =>
      ok({ application: await applications.withdraw(candidateOfRequest(req), params.applicationId) }),
  });
}
