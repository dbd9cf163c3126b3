import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { candidateOf } from '../../http/access.ts';
import { ok, paginated } from '../../http/envelope.ts';
import type { CandidateOffersService } from './candidate-offers.service.ts';

const s = initServer();

/** ts-rest types `req.query` as the parsed query, which Express's own Request type does not allow. */
const candidateIdOf = (req: Pick<Request, 'principal'>) => candidateOf(req as Request).candidateId;

export function candidateOffersRouter(offers: CandidateOffersService) {
  return s.router(contract.candidate.offers, {
    list: async ({ req, query }) => paginated('offers', await offers.list(candidateIdOf(req), query)),
    get: async ({ req, params }) => ok({ offer: await offers.get(candidateIdOf(req), params.offerId) }),
    answer: async ({ req, params, body }) => ok(await offers.answer(candidateOf(req as Request), params.offerId, body)),
  });
}
