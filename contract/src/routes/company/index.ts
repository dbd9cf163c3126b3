import { initContract } from '@ts-rest/core';
import { applicationsContract } from './applications.ts';
import { companyAuthContract } from './auth.ts';
import { candidatesContract } from './candidates.ts';
import { invitationsContract } from './invitations.ts';
import { offersContract } from './offers.ts';
import { organizationContract } from './organization.ts';
import { recruiterProfileContract } from './recruiter-profile.ts';
import { recruitmentsContract } from './recruitments.ts';
import { talentPoolsContract } from './talent-pools.ts';
import { templatesContract } from './templates.ts';

const c = initContract();

/** The employer API: everything under /api/company. */
export const companyContract = c.router(
  {
    auth: companyAuthContract,
    invitations: invitationsContract,
    recruitments: recruitmentsContract,
    candidates: candidatesContract,
    applications: applicationsContract,
    organization: organizationContract,
    profile: recruiterProfileContract,
    talentPools: talentPoolsContract,
    templates: templatesContract,
    offers: offersContract,
  },
  { pathPrefix: '/api/company' },
);
