import type { JobCompany, JobCompanySummary, JobPosting, JobPostingSummary, Recruitment } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import { iso } from '../../db/row-values.ts';
import type { Database } from '../../db/schema.ts';
import type { ReferenceLookup } from '../reference/reference-lookup.ts';

/**
 * The one way a job posting is read: its columns and its company's. Candidate job search and
 * employer recruitments add their own filters to these queries and map rows with
 * `toJobPostingSummary` / `toJobPosting` / `toRecruitment`, which take the names of its industry,
 * occupation and place from the reference data in memory (`referenceIdsOf` says which ids to ask
 * for).
 *
 * A posting in a list is a summary (docs/decisions.md #18): the columns a card shows and the
 * company's name and logo, without the long texts, images and examples.
 */
export function jobPostingSummarySelect(db: Kysely<Database>) {
  return db.selectFrom('job_postings as jp').innerJoin('companies as co', 'co.id', 'jp.company_id').select([
    'jp.id',
    'jp.company_id',
    'jp.title',
    'jp.summary',
    'jp.employment_type',
    'jp.education_level',
    'jp.salary_expectation',
    'jp.estimated_salary_min',
    'jp.estimated_salary_max',
    'jp.district_id',
    'jp.industry_id',
    'jp.occupation_id',
    // The location's address.
    'jp.location_detail',
    'jp.posted_at',
    'jp.expired_at',
    'jp.cover_image',
    'jp.created_at',
    'jp.updated_at',
    'co.name as company_name',
    'co.logo as company_logo',
  ]);
}

/** The whole posting: the summary's columns and all the others. */
export function jobPostingSelect(db: Kysely<Database>) {
  return jobPostingSummarySelect(db).select([
    'jp.posted_by_id',
    'jp.status',
    'jp.description',
    'jp.highlight',
    'jp.closed_at',
    'jp.access_info',
    'jp.application_instructions',
    'jp.bonus_policy',
    'jp.contact_info',
    'jp.employee_benefits',
    'jp.leave_policy',
    'jp.memo',
    'jp.probation_period',
    'jp.qualification',
    'jp.salary_increase_policy',
    'jp.special_description',
    'jp.special_image',
    'jp.special_topic',
    'jp.work_hours',
    'jp.company_search_keywords',
    'jp.images',
    'jp.salary_examples',
    'jp.testimonials',
    'jp.application_steps',
    'co.website as company_website',
    'co.description as company_description',
    'co.location as company_location',
  ]);
}

export type JobPostingSummaryRow = Awaited<
  ReturnType<ReturnType<typeof jobPostingSummarySelect>['executeTakeFirstOrThrow']>
>;
export type JobPostingRow = Awaited<ReturnType<ReturnType<typeof jobPostingSelect>['executeTakeFirstOrThrow']>>;

/** The reference ids a posting row shows by name: what `ReferenceLookupSource` is asked for. */
export const referenceIdsOf = (rows: JobPostingSummaryRow[]) =>
  rows.flatMap((row) => [row.industry_id, row.occupation_id, row.district_id]);

export function toJobPostingSummary(row: JobPostingSummaryRow, names: ReferenceLookup): JobPostingSummary {
  const place = names.place(row.district_id);
  const location = place && { ...place, address: row.location_detail };
  return {
    id: row.id,
    companyId: row.company_id,
    title: row.title,
    summary: row.summary,
    employmentType: row.employment_type,
    educationLevel: row.education_level,
    salaryExpectation: row.salary_expectation,
    estimatedSalaryMin: row.estimated_salary_min,
    estimatedSalaryMax: row.estimated_salary_max,
    districtId: row.district_id,
    industryId: row.industry_id,
    occupationId: row.occupation_id,
    industry: { id: row.industry_id, localized: names.industry(row.industry_id) },
    occupation: { id: row.occupation_id, localized: names.occupation(row.occupation_id) },
    location,
    postedAt: iso(row.posted_at),
    expiredAt: iso(row.expired_at),
    coverImage: row.cover_image,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The whole posting: its summary and the rest. */
export function toJobPosting(row: JobPostingRow, names: ReferenceLookup): JobPosting {
  return {
    ...toJobPostingSummary(row, names),
    isActive: row.status === 'ACTIVE',
    isDraft: row.status === 'DRAFT',
    description: row.description,
    highlight: row.highlight,
    accessInfo: row.access_info,
    applicationInstructions: row.application_instructions,
    bonusPolicy: row.bonus_policy,
    contactInfo: row.contact_info,
    employeeBenefits: row.employee_benefits,
    leavePolicy: row.leave_policy,
    locationDetail: row.location_detail,
    probationPeriod: row.probation_period,
    qualification: row.qualification,
    salaryIncreasePolicy: row.salary_increase_policy,
    specialDescription: row.special_description,
    specialImage: row.special_image,
    specialTopic: row.special_topic,
    workHours: row.work_hours,
    companySearchKeyword: row.company_search_keywords,
    images: row.images,
    salaryExamples: row.salary_examples,
    testimonials: row.testimonials,
    applicationSteps: row.application_steps,
  };
}

export function toRecruitment(row: JobPostingRow, names: ReferenceLookup): Recruitment {
  return {
    ...toJobPosting(row, names),
    postedById: row.posted_by_id,
    status: row.status,
    memo: row.memo,
    closedAt: iso(row.closed_at),
  };
}

export function toJobCompanySummary(row: JobPostingSummaryRow): JobCompanySummary {
  return { id: row.company_id, name: row.company_name, logo: row.company_logo };
}

export function toJobCompany(row: JobPostingRow): JobCompany {
  return {
    ...toJobCompanySummary(row),
    website: row.company_website,
    description: row.company_description,
    location: row.company_location,
  };
}
