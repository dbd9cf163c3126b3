import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import { candidateOffersRouter } from '../modules/candidate-offers/candidate-offers.router.ts';
import { createCandidateOffersService } from '../modules/candidate-offers/candidate-offers.service.ts';
import { createAccountService } from '../modules/candidate-profile/account.service.ts';
import { profileRouter, settingsRouter } from '../modules/candidate-profile/profile.router.ts';
import { createProfileService } from '../modules/candidate-profile/profile.service.ts';
import { candidateAuthRouter } from '../modules/identity/auth.router.ts';
import { applicationsRouter, jobsRouter, savedJobsRouter } from '../modules/jobs/jobs.router.ts';
import { createJobsService } from '../modules/jobs/jobs.service.ts';
import type { ApiDependencies } from './dependencies.ts';

const s = initServer();

/** Everything under /api/candidate. */
export function candidateApi(deps: ApiDependencies) {
  const accounts = createAccountService(deps);
  const jobs = createJobsService(deps);
  return s.router(contract.candidate, {
    auth: candidateAuthRouter(deps.auth),
    profile: profileRouter(createProfileService(deps), accounts),
    settings: settingsRouter(accounts),
    savedJobs: savedJobsRouter(jobs),
    jobs: jobsRouter(jobs),
    applications: applicationsRouter(jobs),
    offers: candidateOffersRouter(createCandidateOffersService(deps)),
  });
}
