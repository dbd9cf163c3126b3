import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { candidateOf } from '../../http/access.ts';
import { paginated } from '../../http/envelope.ts';
import type { CandidateProfileViewsService } from './candidate-profile-views.service.ts';

const s = initServer();

/** ts-rest types `req.query` as the parsed query, which Express's own Request type does not allow. */
const candidateIdOf = (req: Pick<Request, 'principal'>) => candidateOf(req as Request).candidateId;

export function candidateProfileViewsRouter(views: CandidateProfileViewsService) {
  return s.router(contract.candidate.profileViews, {
    list: async ({ req, query }) => paginated('profileViews', await views.list(candidateIdOf(req), query)),
  });
}
