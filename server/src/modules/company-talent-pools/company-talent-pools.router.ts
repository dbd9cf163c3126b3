import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import { employerOf } from '../../http/access.ts';
import { created, ok, paginated } from '../../http/envelope.ts';
import type { CompanyTalentPoolsService } from './company-talent-pools.service.ts';

const s = initServer();

export function companyTalentPoolsRouter(pools: CompanyTalentPoolsService) {
  return s.router(contract.company.talentPools, {
    create: async ({ req, body }) => created({ talentPool: await pools.create(employerOf(req), body.name) }),
    list: async ({ req, query }) => {
      const { rows, ...page } = await pools.list(employerOf(req), query);
      return paginated('talentPools', rows, page);
    },
    get: async ({ req, params, query }) => {
      const { talentPool, members } = await pools.get(employerOf(req), params.poolId, query);
      const { rows, ...page } = members;
      return ok({ talentPool, members: rows, pagination: paginated('members', rows, page).body.result.pagination });
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
