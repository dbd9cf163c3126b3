import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import { employerOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import type { CompanyProfileService } from './company-profile.service.ts';

const s = initServer();

export function companyProfileRouter(profiles: CompanyProfileService) {
  return s.router(contract.company.profile, {
    get: async ({ req }) => ok({ profile: await profiles.profile(employerOf(req)) }),
    update: async ({ req, body }) => ok({ profile: await profiles.update(employerOf(req), body) }),
  });
}
