import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { candidateAccess } from '../../common/access.ts';
import { ApplicationStatus } from '../../common/enums.ts';
import { errorEnvelope, protectedErrors, success } from '../../common/envelope.ts';
import { isoDateTime, uuid } from '../../common/primitives.ts';
import { candidateEmptyBody } from './jobs.ts';

const c = initContract();

/** A job application as the candidate sees it. */
export const candidateApplication = z
  .object({
    id: uuid,
    candidateId: uuid,
    jobId: uuid,
    offerId: uuid.nullable().describe('The accepted offer this application came from, if any'),
    status: ApplicationStatus,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'CandidateApplication' });

export const candidateApplicationsContract = c.router({
  apply: {
    method: 'POST',
    path: '/jobs/:jobId/applications',
    summary: 'Apply to a job posting',
    description:
      'An open job posting; the company is notified. Errors: 404 unknown posting; 400 ALREADY_APPLIED; 400 JOB_CLOSED.',
    pathParams: z.object({ jobId: uuid }),
    body: candidateEmptyBody,
    metadata: candidateAccess,
    responses: {
      201: success(z.object({ application: candidateApplication })),
      404: errorEnvelope,
      ...protectedErrors,
    },
  },
});

export type CandidateApplication = z.infer<typeof candidateApplication>;
