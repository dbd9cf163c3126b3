import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import { employerOf } from '../../http/access.ts';
import { created, ok, paginated, paginationOf } from '../../http/envelope.ts';
import type { CompanyTalentPoolsService } from './company-talent-pools.service.ts';

const s = initServer();

export function companyTalentPoolsRouter(pools: CompanyTalentPoolsService) {
  return s.router(contract.company.talentPools, {
    create: async ({ req, body }) => created({ talentPool: await pools.create(employerOf(req), body.name) }),
    list: async ({ req, query }) => paginated('talentPools', await pools.list(employerOf(req), query)),
    get: async ({ req, params, query }) => {
      const { talentPool, members } = await pools.get(employerOf(req), params.poolId, query);
      return ok({ talentPool, members: members.rows, pagination: paginationOf(members) });
    },
    update: async ({ req, params, body }) =>
      ok({ talentPool: await pools.rename(employerOf(req), params.poolId, body.name) }),
    remove: async ({ req, params }) => {
      await pools.remove(employerOf(req), params.poolId);
      return ok({ deleted: true as const });
    },
    addCandidate: async ({ req, params }) =>
      ok({ talentPool: await pools.addCandidate(employerOf(req), params.poolId, params.candidateId) }),
    removeCandidate: async ({ req, params }) =>
      ok({ talentPool: await pools.removeCandidate(employerOf(req), params.poolId, params.candidateId) }),
  });
}
