import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { publicAccess } from '../../common/access.ts';
import { candidateApplication } from '../../common/application.ts';
import { EmploymentType } from '../../common/enums.ts';
import { commonErrors, errorEnvelope, paginated, success } from '../../common/envelope.ts';
import { MAX_ANNUAL_SALARY } from '../../common/fields.ts';
import { jobCompany, jobCompanySummary, jobPosting, jobPostingSummary } from '../../common/job-posting.ts';
import { paginationQuery } from '../../common/pagination.ts';
import { uuid } from '../../common/primitives.ts';
import { queryWholeNumber } from '../../common/query.ts';
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

/**
 * A posting in the job search: its summary, its company's name and logo, and whether the caller
 * has applied to or saved it. The whole posting, with the latest application, is `candidateJob`.
 */
export const candidateJobSummary = jobPostingSummary
  .extend({
    company: jobCompanySummary,
    hasApplied: z
      .boolean()
      .describe(
        'Whether the caller has an application to it that is not withdrawn (they cannot apply again); false when signed out',
      ),
    hasSaved: z.boolean(),
  })
  .meta({ id: 'CandidateJobSummary' });

/** Job search: the filters beyond pagination. Newest postings come first. */
export const candidateJobSearchQuery = paginationQuery.extend({
  keyword: z
    .string()
    .trim()
    .max(JOB_KEYWORD_MAX_LENGTH, localized('maxLength', { max: JOB_KEYWORD_MAX_LENGTH }))
    .optional()
    .describe(
      'Words in the title, summary, description or company keywords, in English or Thai. Punctuation is not searched: a keyword of punctuation alone matches nothing',
    ),
  industryId: uuid.optional().describe('An industry; a section matches its divisions too'),
  occupationId: uuid.optional().describe('An occupation; a group matches the groups below it too'),
  provinceId: uuid.optional(),
  employmentType: EmploymentType.optional(),
  salaryMin: queryWholeNumber(0, MAX_ANNUAL_SALARY)
    .optional()
    .describe('Annual THB: postings whose best offered salary reaches it'),
});

/** A request that carries no body (applying, saving): an empty JSON object is accepted too. */
export const candidateEmptyBody = z.object({}).optional();

export const candidateJobsContract = c.router({
  list: {
    method: 'GET',
    path: '/jobs',
    summary: 'Search job postings',
    description:
      'Open job postings; works signed out too. Each item is a summary of the posting: no description, images or other long texts, and not the application itself (`hasApplied` says whether there is one). `GET /api/candidate/jobs/{jobId}` answers the whole posting.',
    query: candidateJobSearchQuery,
    metadata: publicAccess,
    responses: { 200: paginated('jobs', candidateJobSummary), ...commonErrors },
  },
  get: {
    method: 'GET',
    path: '/jobs/:jobId',
    summary: 'Get a job posting',
    description: 'One open job posting with its company; counts as a view when signed in.',
    pathParams: z.object({ jobId: uuid }),
    metadata: publicAccess,
    responses: { 200: success(z.object({ job: candidateJob })), 404: errorEnvelope, ...commonErrors },
  },
});

export type CandidateJob = z.infer<typeof candidateJob>;
export type CandidateJobSummary = z.infer<typeof candidateJobSummary>;
export type CandidateJobSearchQuery = z.infer<typeof candidateJobSearchQuery>;
