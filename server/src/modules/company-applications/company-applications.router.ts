import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import { employerOf } from '../../http/access.ts';
import { ok, paginated } from '../../http/envelope.ts';
import type { CompanyApplicationsService } from './company-applications.service.ts';

const s = initServer();

export function companyApplicationsRouter(applications: CompanyApplicationsService) {
  return s.router(contract.company.applications, {
    list: async ({ req, query }) => paginated('applications', await applications.list(employerOf(req), query)),
    decide: async ({ req, params, body }) =>
      ok({ application: await applications.decide(employerOf(req), params.applicationId, body.status) }),
  });
}
