import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import { employerOf } from '../../http/access.ts';
import { ok, paginated } from '../../http/envelope.ts';
import type { CompanyOrganizationService } from './company-organization.service.ts';

const s = initServer();

export function companyOrganizationRouter(organization: CompanyOrganizationService) {
  return s.router(contract.company.organization, {
    getCompany: async ({ req }) => ok({ company: await organization.company(employerOf(req)) }),
    updateCompany: async ({ req, body }) => ok({ company: await organization.updateCompany(employerOf(req), body) }),
    getSettings: async ({ req }) => ok({ settings: await organization.settings(employerOf(req)) }),
    updateSettings: async ({ req, body }) => ok({ settings: await organization.updateSettings(employerOf(req), body) }),
    listRecruiters: async ({ req, query }) =>
      paginated('recruiters', await organization.recruiters(employerOf(req), query)),
    getRecruiter: async ({ req, params }) =>
      ok({ recruiter: await organization.recruiter(employerOf(req), params.recruiterId) }),
    updateRecruiterStatus: async ({ req, params, body }) =>
      ok({ recruiter: await organization.setRecruiterStatus(employerOf(req), params.recruiterId, body.status) }),
  });
}
