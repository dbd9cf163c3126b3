import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import { employerOf } from '../../http/access.ts';
import { created, ok, paginated } from '../../http/envelope.ts';
import type { CompanyRecruitmentsService } from './company-recruitments.service.ts';

const s = initServer();

export function companyRecruitmentsRouter(recruitments: CompanyRecruitmentsService) {
  return s.router(contract.company.recruitments, {
    create: async ({ req, body }) => created({ recruitment: await recruitments.create(employerOf(req), body) }),
    list: async ({ req, query }) => paginated('recruitments', await recruitments.list(employerOf(req), query)),
    get: async ({ req, params }) => ok({ recruitment: await recruitments.get(employerOf(req), params.recruitmentId) }),
    update: async ({ req, params, body }) =>
      ok({ recruitment: await recruitments.update(employerOf(req), params.recruitmentId, body) }),
  });
}
