import { initContract } from '@ts-rest/core';
import { candidateApplicationsContract } from './applications.ts';
import { candidateAuthContract } from './auth.ts';
import { candidateJobsContract } from './jobs.ts';
import { candidateOffersContract } from './offers.ts';
import { candidateProfileContract } from './profile.ts';
import { candidateProfileViewsContract } from './profile-views.ts';
import { candidateSavedJobsContract } from './saved-jobs.ts';
import { candidateSettingsContract } from './settings.ts';

const c = initContract();

/** SPEC.md §7 "Candidate": everything under /api/candidate. */
export const candidateContract = c.router(
  {
    auth: candidateAuthContract,
    profile: candidateProfileContract,
    profileViews: candidateProfileViewsContract,
    settings: candidateSettingsContract,
    // Before `jobs`: Express must match /jobs/saved-jobs before /jobs/:jobId.
    savedJobs: candidateSavedJobsContract,
    jobs: candidateJobsContract,
    applications: candidateApplicationsContract,
    offers: candidateOffersContract,
  },
  { pathPrefix: '/api/candidate' },
);
