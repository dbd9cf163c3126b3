import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { employerAccess } from '../../common/access.ts';
import { EducationLevel, EmploymentType, RecruitmentStatus } from '../../common/enums.ts';
import { errorEnvelope, paginated, protectedErrors, success } from '../../common/envelope.ts';
import { annualSalary, httpUrl, optionalText, requiredField } from '../../common/fields.ts';
import { recruitment } from '../../common/job-posting.ts';
import { paginationQuery } from '../../common/pagination.ts';
import { isoDateTime, requiredText, uuid } from '../../common/primitives.ts';
import { localized, message } from '../../i18n/messages.ts';

const c = initContract();

/**
 * Content limits of a recruitment: title 200, description 5000, highlight 200, benefits 2000,
 * work hours 200, testimonial 1000, and ours for the other texts.
 */
export const RECRUITMENT_LIMITS = {
  title: 200,
  description: 5000,
  highlight: 200,
  employeeBenefits: 2000,
  workHours: 200,
  testimonial: 1000,
  summary: 1000,
  memo: 2000,
  longText: 2000,
  shortText: 200,
  address: 500,
  url: 500,
  listItems: 20,
} as const;

const L = RECRUITMENT_LIMITS;
const listOf = <T extends z.ZodType>(item: T) =>
  z.array(item).max(L.listItems, localized('tooManyItems', { max: L.listItems }));

/** The earliest expiry a posting takes: year 0 and the like are typing mistakes, and PostgreSQL refuses them. */
const EARLIEST_EXPIRY = '2000-01-01T00:00:00Z';
const expiryDateTime = isoDateTime.refine(
  (value) => Date.parse(value) >= Date.parse(EARLIEST_EXPIRY),
  localized('dateTooEarly', { min: EARLIEST_EXPIRY.slice(0, 10) }),
);

const salaryExampleInput = z.object({ title: requiredText(L.shortText), annualSalary });
const textOrEmpty = (max: number) => z.string().trim().max(max, localized('maxLength', { max })).default('');
const testimonialInput = z.object({
  quote: requiredText(L.testimonial),
  role: textOrEmpty(L.shortText),
  tenure: textOrEmpty(L.shortText),
  title: textOrEmpty(L.shortText),
});
const applicationStepInput = z.object({ title: requiredText(L.shortText), description: textOrEmpty(L.longText) });

/** Every writable job posting field but the four the create body requires. */
const optionalContent = {
  summary: optionalText(L.summary),
  highlight: optionalText(L.highlight),
  memo: optionalText(L.memo).describe('An internal note: only the company sees it'),
  districtId: uuid.nullable().optional().describe('Where the job is (a district id)'),
  educationLevel: EducationLevel.nullable().optional(),
  salaryExpectation: annualSalary.nullable().optional().describe('Annual THB'),
  estimatedSalaryMin: annualSalary.nullable().optional().describe('Annual THB'),
  estimatedSalaryMax: annualSalary.nullable().optional().describe('Annual THB'),
  expiredAt: expiryDateTime.nullable().optional().describe('When the posting stops being shown to candidates'),
  accessInfo: optionalText(L.longText),
  applicationInstructions: optionalText(L.longText),
  bonusPolicy: optionalText(L.longText),
  contactInfo: optionalText(L.longText),
  coverImage: httpUrl(L.url).nullable().optional(),
  employeeBenefits: optionalText(L.employeeBenefits),
  leavePolicy: optionalText(L.longText),
  locationDetail: optionalText(L.address).describe('Street address or directions'),
  probationPeriod: optionalText(L.shortText),
  qualification: optionalText(L.longText),
  salaryIncreasePolicy: optionalText(L.longText),
  specialDescription: optionalText(L.longText),
  specialImage: httpUrl(L.url).nullable().optional(),
  specialTopic: optionalText(L.shortText),
  workHours: optionalText(L.workHours),
  companySearchKeyword: listOf(requiredText(50)).optional(),
  images: listOf(httpUrl(L.url)).optional(),
  salaryExamples: listOf(salaryExampleInput).optional(),
  testimonials: listOf(testimonialInput).optional(),
  applicationSteps: listOf(applicationStepInput).optional(),
};

/** The recruitment lifecycle, as Swagger UI shows it on the status field and the update route. */
const RECRUITMENT_TRANSITIONS =
  'DRAFT → ACTIVE | CLOSED; ACTIVE → PAUSED | CLOSED; PAUSED → ACTIVE | CLOSED; CLOSED → ACTIVE (reopening: the same request must set a new expiredAt in the future, else 400). Any other change is 409 INVALID_STATUS_TRANSITION; setting the current status again changes nothing. The first ACTIVE sets postedAt; CLOSED sets closedAt and reopening clears it.';

const employmentStatus = z
  .enum(EmploymentType.options, requiredField())
  .describe("The posting's employment type (FULL_TIME, PART_TIME, …); it reads back as employmentType");

type SalaryRange = { estimatedSalaryMin?: number | null; estimatedSalaryMax?: number | null };

function checkSalaryRange(body: SalaryRange, context: z.RefinementCtx) {
  const { estimatedSalaryMin: min, estimatedSalaryMax: max } = body;
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    context.addIssue({ code: 'custom', path: ['estimatedSalaryMax'], message: message('rangeOrder') });
  }
}

export const createRecruitmentBody = z
  .object({
    title: requiredText(L.title),
    description: requiredText(L.description),
    employmentStatus,
    industryId: z.uuid(requiredField('invalidId')),
    occupationId: z.uuid(requiredField('invalidId')),
    status: RecruitmentStatus.extract(['DRAFT', 'ACTIVE'])
      .default('DRAFT')
      .describe('DRAFT (default) keeps it hidden; ACTIVE publishes it at once'),
    ...optionalContent,
  })
  .superRefine(checkSalaryRange)
  .meta({ id: 'CreateRecruitmentBody' });

export const updateRecruitmentBody = z
  .object({
    title: requiredText(L.title).optional(),
    description: requiredText(L.description).optional(),
    employmentStatus: employmentStatus.optional(),
    industryId: uuid.optional(),
    occupationId: uuid.optional(),
    status: RecruitmentStatus.optional().describe(RECRUITMENT_TRANSITIONS),
    ...optionalContent,
  })
  .superRefine(checkSalaryRange)
  .meta({ id: 'UpdateRecruitmentBody' });

/** A recruitment's counts of views, applications and offers. */
export const recruitmentStats = z
  .object({
    sent: z.int().min(0).describe('Offers sent for this recruitment'),
    opened: z.int().min(0).describe('Offers their candidate opened'),
    viewed: z.int().min(0).describe('Distinct signed-in candidates who opened the posting'),
    applications: z.int().min(0).describe('Applications not withdrawn by their candidate'),
    interested: z.int().min(0).describe('Offers accepted'),
  })
  .meta({ id: 'RecruitmentStats' });

/** A recruitment as the list shows it, with its dates. */
export const recruitmentListItem = z
  .object({
    id: uuid,
    title: z.string(),
    status: RecruitmentStatus,
    stats: recruitmentStats,
    postedAt: isoDateTime.nullable(),
    closedAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'RecruitmentListItem' });

const recruitmentId = z.object({ recruitmentId: uuid });

export const recruitmentsContract = c.router({
  create: {
    method: 'POST',
    path: '/recruitment',
    summary: 'Create a recruitment',
    description: 'A job posting of the caller’s company, as a DRAFT or published at once.',
    body: createRecruitmentBody,
    metadata: employerAccess('ADMIN', 'RECRUITER'),
    responses: { 201: success(z.object({ recruitment })), ...protectedErrors },
  },
  list: {
    method: 'GET',
    path: '/recruitment',
    summary: 'List the company’s recruitments',
    description: 'With their stats, most recently changed first.',
    query: paginationQuery.extend({
      search: z
        .string()
        .trim()
        .max(200, localized('maxLength', { max: 200 }))
        .optional()
        .describe(
          'Words of the title, description or other texts (Thai-aware). Punctuation is not searched: a search of punctuation alone matches nothing',
        ),
      status: RecruitmentStatus.optional(),
    }),
    metadata: employerAccess('ADMIN', 'RECRUITER'),
    responses: { 200: paginated('recruitments', recruitmentListItem), ...protectedErrors },
  },
  get: {
    method: 'GET',
    path: '/recruitment/:recruitmentId',
    summary: 'Get a recruitment',
    description: 'One recruitment of the company, every field.',
    pathParams: recruitmentId,
    metadata: employerAccess('ADMIN', 'RECRUITER'),
    responses: { 200: success(z.object({ recruitment })), 404: errorEnvelope, ...protectedErrors },
  },
  update: {
    method: 'PATCH',
    path: '/recruitment/:recruitmentId',
    summary: 'Change a recruitment',
    description: `Its content, its status, or both. Status transitions: ${RECRUITMENT_TRANSITIONS} Candidates see a recruitment only while it is ACTIVE, posted and not past expiredAt. Errors: 404 another company’s or an unknown recruitment; 409 INVALID_STATUS_TRANSITION.`,
    pathParams: recruitmentId,
    body: updateRecruitmentBody,
    metadata: employerAccess('ADMIN', 'RECRUITER'),
    responses: {
      200: success(z.object({ recruitment })),
      404: errorEnvelope,
      409: errorEnvelope,
      ...protectedErrors,
    },
  },
});

export type CreateRecruitmentBody = z.infer<typeof createRecruitmentBody>;
export type UpdateRecruitmentBody = z.infer<typeof updateRecruitmentBody>;
export type RecruitmentListItem = z.infer<typeof recruitmentListItem>;
export type RecruitmentStats = z.infer<typeof recruitmentStats>;
