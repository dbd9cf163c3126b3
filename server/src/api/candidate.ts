import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import { candidateApplicationsRouter } from '../modules/candidate-applications/candidate-applications.router.ts';
import { createCandidateApplicationsService } from '../modules/candidate-applications/candidate-applications.service.ts';
import { candidateJobsRouter } from '../modules/candidate-jobs/candidate-jobs.router.ts';
import { createCandidateJobsService } from '../modules/candidate-jobs/candidate-jobs.service.ts';
import { candidateOffersRouter } from '../modules/candidate-offers/candidate-offers.router.ts';
import { createCandidateOffersService } from '../modules/candidate-offers/candidate-offers.service.ts';
import { createAccountService } from '../modules/candidate-profile/account.service.ts';
import { candidateProfileRouter } from '../modules/candidate-profile/candidate-profile.router.ts';
import { createCandidateProfileService } from '../modules/candidate-profile/candidate-profile.service.ts';
import { candidateProfileViewsRouter } from '../modules/candidate-profile-views/candidate-profile-views.router.ts';
import { createCandidateProfileViewsService } from '../modules/candidate-profile-views/candidate-profile-views.service.ts';
import { candidateSavedJobsRouter } from '../modules/candidate-saved-jobs/candidate-saved-jobs.router.ts';
import { candidateSettingsRouter } from '../modules/candidate-settings/candidate-settings.router.ts';
import { candidateAuthRouter } from '../modules/identity/auth.router.ts';
import type { ApiDependencies } from './dependencies.ts';

const s = initServer();

/** Everything under /api/candidate. */
export function candidateApi(deps: ApiDependencies) {
  const accounts = createAccountService(deps);
  const jobs = createCandidateJobsService(deps);
  return s.router(contract.candidate, {
    auth: candidateAuthRouter(deps.auth),
    profile: candidateProfileRouter(createCandidateProfileService(deps), accounts),
    profileViews: candidateProfileViewsRouter(createCandidateProfileViewsService(deps)),
    settings: candidateSettingsRouter(accounts),
    savedJobs: candidateSavedJobsRouter(jobs),
    jobs: candidateJobsRouter(jobs),
    applications: candidateApplicationsRouter(createCandidateApplicationsService(deps)),
    offers: candidateOffersRouter(createCandidateOffersService(deps)),
  });
}
