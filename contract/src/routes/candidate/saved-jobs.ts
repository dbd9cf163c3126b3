import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { candidateAccess } from '../../common/access.ts';
import { SavedJobStatus } from '../../common/enums.ts';
import { errorEnvelope, paginated, protectedErrors, success } from '../../common/envelope.ts';
import { jobCompany, jobPosting } from '../../common/job-posting.ts';
import { paginationQuery } from '../../common/pagination.ts';
import { isoDateTime, uuid } from '../../common/primitives.ts';
import { candidateEmptyBody } from './jobs.ts';

const c = initContract();

/** Days before `expiredAt` from which a saved job is CLOSING_SOON. */
export const CLOSING_SOON_DAYS = 7;

/** A saved job posting, with the posting (even once it has closed) and its status. */
export const candidateSavedJob = z
  .object({
    candidateId: uuid,
    jobPostingId: uuid,
    createdAt: isoDateTime.describe('When it was saved'),
    status: SavedJobStatus.describe('RECRUITING, CLOSING_SOON (expires within 7 days) or CLOSED (no longer open)'),
    hasApplied: z.boolean(),
    job: jobPosting,
    company: jobCompany,
  })
  .meta({ id: 'CandidateSavedJob' });

const jobParams = z.object({ jobId: uuid });

/** Declared before `/jobs/:jobId` in the candidate router, so that Express matches these first. */
export const candidateSavedJobsContract = c.router({
  list: {
    method: 'GET',
    path: '/jobs/saved-jobs',
    summary: 'List the saved job postings',
    description: 'Most recently saved first.',
    query: paginationQuery,
    metadata: candidateAccess,
    responses: { 200: paginated('savedJobs', candidateSavedJob), ...protectedErrors },
  },
  save: {
    method: 'PUT',
    path: '/jobs/saved-jobs/:jobId',
    summary: 'Save a job posting',
    description: 'An open job posting; saving it again changes nothing.',
    pathParams: jobParams,
    body: candidateEmptyBody,
    metadata: candidateAccess,
    responses: { 200: success(z.object({ savedJob: candidateSavedJob })), 404: errorEnvelope, ...protectedErrors },
  },
  remove: {
    method: 'DELETE',
    path: '/jobs/saved-jobs/:jobId',
    summary: 'Forget a saved job posting',
    description: 'Forgetting one that is not saved changes nothing.',
    pathParams: jobParams,
    metadata: candidateAccess,
    responses: { 200: success(z.object({ jobId: uuid, saved: z.literal(false) })), ...protectedErrors },
  },
});

export type CandidateSavedJob = z.infer<typeof candidateSavedJob>;
