import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { candidateAccess } from '../../common/access.ts';
import { candidateApplication } from '../../common/application.ts';
import { ApplicationStatus, SavedJobStatus } from '../../common/enums.ts';
import { errorEnvelope, paginated, protectedErrors, success } from '../../common/envelope.ts';
import { jobCompany, jobPosting } from '../../common/job-posting.ts';
import { paginationQuery } from '../../common/pagination.ts';
import { uuid } from '../../common/primitives.ts';
import { candidateEmptyBody } from './jobs.ts';

const c = initContract();

/** One of the candidate's own applications, with the posting (even once it has closed) and its company. */
export const candidateApplicationItem = candidateApplication
  .extend({
    canWithdraw: z.boolean().describe('Whether it can be withdrawn now: only a PENDING application can'),
    jobStatus: SavedJobStatus.describe(
      'The posting now: RECRUITING, CLOSING_SOON (expires within 7 days) or CLOSED (no longer open to applications)',
    ),
    job: jobPosting,
    company: jobCompany,
  })
  .meta({ id: 'CandidateApplicationItem' });

const applicationParams = z.object({ applicationId: uuid });
const applicationResult = success(z.object({ application: candidateApplicationItem }));

export const candidateApplicationsContract = c.router({
  apply: {
    method: 'POST',
    path: '/jobs/:jobId/applications',
    summary: 'Apply to an open job posting; the company is notified',
    description:
      'A withdrawn (CANCELLED) application does not count: the candidate may apply again. Errors: 404 unknown posting; 400 ALREADY_APPLIED; 400 JOB_CLOSED.',
    pathParams: z.object({ jobId: uuid }),
    body: candidateEmptyBody,
    metadata: candidateAccess,
    responses: {
      201: success(z.object({ application: candidateApplication })),
      404: errorEnvelope,
      ...protectedErrors,
    },
  },
  list: {
    method: 'GET',
    path: '/applications',
    summary: 'The signed-in candidate’s applications with their jobs, newest first',
    query: paginationQuery.extend({
      status: ApplicationStatus.optional().describe('Only the applications in this status (CANCELLED: withdrawn)'),
    }),
    metadata: candidateAccess,
    responses: { 200: paginated('applications', candidateApplicationItem), ...protectedErrors },
  },
  get: {
    method: 'GET',
    path: '/applications/:applicationId',
    summary: 'One of the signed-in candidate’s applications with its job',
    description: 'Errors: 404 unknown application, or another candidate’s.',
    pathParams: applicationParams,
    metadata: candidateAccess,
    responses: { 200: applicationResult, 404: errorEnvelope, ...protectedErrors },
  },
  withdraw: {
    method: 'POST',
    path: '/applications/:applicationId/withdraw',
    summary: 'Withdraw a PENDING application: it becomes CANCELLED and the company is notified',
    description:
      'The company sees it as CANCELLED with withdrawnAt, and no longer counts it in the recruitment’s applications. The candidate may apply to the job again. Errors: 404 unknown application, or another candidate’s; 409 APPLICATION_NOT_PENDING when it is already withdrawn, accepted or rejected (error.details[0].message holds its status).',
    pathParams: applicationParams,
    body: candidateEmptyBody,
    metadata: candidateAccess,
    responses: { 200: applicationResult, 404: errorEnvelope, 409: errorEnvelope, ...protectedErrors },
  },
});

export type CandidateApplicationItem = z.infer<typeof candidateApplicationItem>;
export type CandidateApplicationsQuery = z.infer<typeof candidateApplicationsContract.list.query>;
