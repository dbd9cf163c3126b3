import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { publicAccess } from '../../common/access.ts';
import { candidateApplication } from '../../common/application.ts';
import { EmploymentType } from '../../common/enums.ts';
import { commonErrors, errorEnvelope, paginated, success } from '../../common/envelope.ts';
import { MAX_ANNUAL_SALARY } from '../../common/fields.ts';
import { jobCompany, jobPosting } from '../../common/job-posting.ts';
import { paginationQuery } from '../../common/pagination.ts';
import { uuid } from '../../common/primitives.ts';
import { localized } from '../../i18n/messages.ts';

const c = initContract();

export const JOB_KEYWORD_MAX_LENGTH = 200;

/**
 * A job posting as a candidate sees it: with its company, and whether the caller has already
 * applied or saved it (both false when signed out).
 */
export const candidateJob = jobPosting
  .extend({
    company: jobCompany,
    hasApplied: z
      .boolean()
      .describe(
        'Whether the caller has an application to it that is not withdrawn (they cannot apply again). `application` is their latest one: null when signed out or never applied, CANCELLED when withdrawn',
      ),
    hasSaved: z.boolean(),
    application: candidateApplication.nullable(),
  })
  .meta({ id: 'CandidateJob' });

/** DESIGN.md §4 "Jobs": the filters beyond pagination. Newest postings come first. */
export const candidateJobSearchQuery = paginationQuery.extend({
  keyword: z
    .string()
    .trim()
    .max(JOB_KEYWORD_MAX_LENGTH, localized('maxLength', { max: JOB_KEYWORD_MAX_LENGTH }))
    .optional()
    .describe('Words in the title, summary, description or company keywords, in English or Thai'),
  industryId: uuid.optional().describe('An industry; a section matches its divisions too'),
  occupationId: uuid.optional().describe('An occupation; a group matches the groups below it too'),
  provinceId: uuid.optional(),
  employmentType: EmploymentType.optional(),
  salaryMin: z.coerce
    .number()
    .int(localized('wholeNumber'))
    .min(0, localized('nonNegativeNumber'))
    .max(MAX_ANNUAL_SALARY, localized('numberTooLarge', { max: MAX_ANNUAL_SALARY }))
    .optional()
    .describe('Annual THB: postings whose best offered salary reaches it'),
});

/** A request that carries no body (applying, saving): an empty JSON object is accepted too. */
export const candidateEmptyBody = z.object({}).optional();

export const candidateJobsContract = c.router({
  list: {
    method: 'GET',
    path: '/jobs',
    summary: 'Search open job postings (works signed out too)',
    query: candidateJobSearchQuery,
    metadata: publicAccess,
    responses: { 200: paginated('jobs', candidateJob), ...commonErrors },
  },
  get: {
    method: 'GET',
    path: '/jobs/:jobId',
    summary: 'One open job posting with its company; counts as a view when signed in',
    pathParams: z.object({ jobId: uuid }),
    metadata: publicAccess,
    responses: { 200: success(z.object({ job: candidateJob })), 404: errorEnvelope, ...commonErrors },
  },
});

export type CandidateJob = z.infer<typeof candidateJob>;
export type CandidateJobSearchQuery = z.infer<typeof candidateJobSearchQuery>;
