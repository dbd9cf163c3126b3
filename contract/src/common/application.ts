import { z } from 'zod';
import { ApplicationStatus } from './enums.ts';
import { isoDateTime, uuid } from './primitives.ts';

/**
 * SPEC.md §3 JobApplication as its candidate sees it. Its own file because the job postings and
 * the applications contracts both embed it.
 */
export const candidateApplication = z
  .object({
    id: uuid,
    candidateId: uuid,
    jobId: uuid,
    offerId: uuid.nullable().describe('The accepted offer this application came from, if any'),
    status: ApplicationStatus.describe(
      'PENDING until the company decides (ACCEPTED or REJECTED); CANCELLED once the candidate withdrew it',
    ),
    createdAt: isoDateTime.describe('When the candidate applied'),
    updatedAt: isoDateTime.describe('When the status last changed'),
    withdrawnAt: isoDateTime.nullable().describe('When the candidate withdrew it (status CANCELLED)'),
  })
  .meta({ id: 'CandidateApplication' });

export type CandidateApplication = z.infer<typeof candidateApplication>;
