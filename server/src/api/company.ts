import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import { companyApplicationsRouter } from '../modules/company-applications/company-applications.router.ts';
import { createCompanyApplicationsService } from '../modules/company-applications/company-applications.service.ts';
import { companyCandidatesRouter } from '../modules/company-candidates/company-candidates.router.ts';
import { createCompanyCandidatesService } from '../modules/company-candidates/company-candidates.service.ts';
import { companyInvitationsRouter } from '../modules/company-invitations/company-invitations.router.ts';
import { createCompanyInvitationsService } from '../modules/company-invitations/company-invitations.service.ts';
import { companyOffersRouter } from '../modules/company-offers/company-offers.router.ts';
import { createCompanyOffersService } from '../modules/company-offers/company-offers.service.ts';
import { companyOrganizationRouter } from '../modules/company-organization/company-organization.router.ts';
import { createCompanyOrganizationService } from '../modules/company-organization/company-organization.service.ts';
import { companyProfileRouter } from '../modules/company-profile/company-profile.router.ts';
import { createCompanyProfileService } from '../modules/company-profile/company-profile.service.ts';
import { companyRecruitmentsRouter } from '../modules/company-recruitments/company-recruitments.router.ts';
import { createCompanyRecruitmentsService } from '../modules/company-recruitments/company-recruitments.service.ts';
import { companyTalentPoolsRouter } from '../modules/company-talent-pools/company-talent-pools.router.ts';
import { createCompanyTalentPoolsService } from '../modules/company-talent-pools/company-talent-pools.service.ts';
import { companyTemplatesRouter } from '../modules/company-templates/company-templates.router.ts';
import { createCompanyTemplatesService } from '../modules/company-templates/company-templates.service.ts';
import { companyAuthRouter } from '../modules/identity/auth.router.ts';
import type { ApiDependencies } from './dependencies.ts';

const s = initServer();

/** Everything under /api/company. */
export function companyApi(deps: ApiDependencies) {
  return s.router(contract.company, {
    auth: companyAuthRouter(deps.auth),
    invitations: companyInvitationsRouter(createCompanyInvitationsService(deps)),
    recruitments: companyRecruitmentsRouter(createCompanyRecruitmentsService(deps)),
    candidates: companyCandidatesRouter(createCompanyCandidatesService(deps)),
    applications: companyApplicationsRouter(createCompanyApplicationsService(deps)),
    organization: companyOrganizationRouter(createCompanyOrganizationService(deps)),
    profile: companyProfileRouter(createCompanyProfileService(deps)),
    talentPools: companyTalentPoolsRouter(createCompanyTalentPoolsService(deps)),
    templates: companyTemplatesRouter(createCompanyTemplatesService(deps)),
    offers: companyOffersRouter(createCompanyOffersService(deps)),
  });
}
