import { z } from 'zod';
import { EducationLevel, EmploymentType, RecruitmentStatus, Region } from './enums.ts';
import { isoDateTime, localizedText, uuid } from './primitives.ts';

/** A reference-data item as embedded in other resources: its id and names. */
export const namedReference = z.object({ id: uuid, localized: localizedText }).meta({ id: 'NamedReference' });

/** Where a posting is, resolved from its district. */
export const locationBase = z
  .object({
    districtId: uuid,
    provinceId: uuid,
    address: z.string().nullable(),
    district: localizedText,
    province: localizedText,
    region: Region,
    postalCode: z.string(),
  })
  .meta({ id: 'Location' });

export const testimonial = z
  .object({ quote: z.string(), role: z.string(), tenure: z.string(), title: z.string() })
  .meta({ id: 'Testimonial' });
export const salaryExample = z
  .object({ title: z.string(), annualSalary: z.int().min(0) })
  .meta({ id: 'SalaryExample' });
export const applicationStep = z.object({ title: z.string(), description: z.string() }).meta({ id: 'ApplicationStep' });

/** The company as candidates see it next to a posting. */
export const jobCompany = z
  .object({
    id: uuid,
    name: z.string(),
    logo: z.string().nullable(),
    website: z.string().nullable(),
    description: z.string().nullable(),
    location: z.string().nullable(),
  })
  .meta({ id: 'JobCompany' });

/** The company next to a posting in a list: enough to name it and show its logo. */
export const jobCompanySummary = jobCompany
  .pick({ id: true, name: true, logo: true })
  .meta({ id: 'JobCompanySummary' });

/**
 * A job posting as read back, for candidates and employers alike. Employers' recruitment
 * views add what only they see (who posted it, status, memo, stats).
 */
export const jobPosting = z
  .object({
    id: uuid,
    companyId: uuid,
    isActive: z.boolean(),
    isDraft: z.boolean(),
    title: z.string(),
    summary: z.string().nullable(),
    description: z.string(),
    highlight: z.string().nullable(),
    employmentType: EmploymentType,
    educationLevel: EducationLevel.nullable(),
    salaryExpectation: z.int().nullable(),
    estimatedSalaryMin: z.int().nullable(),
    estimatedSalaryMax: z.int().nullable(),
    districtId: uuid.nullable(),
    industryId: uuid,
    occupationId: uuid,
    industry: namedReference,
    occupation: namedReference,
    location: locationBase.nullable(),
    postedAt: isoDateTime.nullable(),
    expiredAt: isoDateTime.nullable(),
    accessInfo: z.string().nullable(),
    applicationInstructions: z.string().nullable(),
    bonusPolicy: z.string().nullable(),
    contactInfo: z.string().nullable(),
    coverImage: z.string().nullable(),
    employeeBenefits: z.string().nullable(),
    leavePolicy: z.string().nullable(),
    locationDetail: z.string().nullable(),
    probationPeriod: z.string().nullable(),
    qualification: z.string().nullable(),
    salaryIncreasePolicy: z.string().nullable(),
    specialDescription: z.string().nullable(),
    specialImage: z.string().nullable(),
    specialTopic: z.string().nullable(),
    workHours: z.string().nullable(),
    companySearchKeyword: z.array(z.string()),
    images: z.array(z.string()),
    salaryExamples: z.array(salaryExample),
    testimonials: z.array(testimonial),
    applicationSteps: z.array(applicationStep),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'JobPosting' });

/**
 * A posting in a list: what a card shows and an integrator needs to choose one (title, summary,
 * pay, place, classification, dates), without the long texts, images and examples a posting
 * carries. The posting itself is read by its id.
 */
export const jobPostingSummary = jobPosting.pick({
  id: true,
  companyId: true,
  title: true,
  summary: true,
  employmentType: true,
  educationLevel: true,
  salaryExpectation: true,
  estimatedSalaryMin: true,
  estimatedSalaryMax: true,
  districtId: true,
  industryId: true,
  occupationId: true,
  industry: true,
  occupation: true,
  location: true,
  postedAt: true,
  expiredAt: true,
  coverImage: true,
  createdAt: true,
  updatedAt: true,
});

/** What only the posting's own company sees. */
export const recruitment = jobPosting
  .extend({
    postedById: uuid.describe('The recruiter who posted it'),
    status: RecruitmentStatus,
    memo: z.string().nullable(),
    closedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'Recruitment' });

export type JobPosting = z.infer<typeof jobPosting>;
export type JobPostingSummary = z.infer<typeof jobPostingSummary>;
export type Recruitment = z.infer<typeof recruitment>;
export type JobCompany = z.infer<typeof jobCompany>;
export type JobCompanySummary = z.infer<typeof jobCompanySummary>;
