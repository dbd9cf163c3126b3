import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import { employerOf } from '../../http/access.ts';
import { ok, paginated } from '../../http/envelope.ts';
import type { CompanyCandidatesService } from './company-candidates.service.ts';

const s = initServer();

export function companyCandidatesRouter(candidates: CompanyCandidatesService) {
  return s.router(contract.company.candidates, {
    search: async ({ req, query }) => paginated('candidates', await candidates.search(employerOf(req), query)),
    get: async ({ req, params }) => ok({ candidate: await candidates.get(employerOf(req), params.candidateId) }),
  });
}
