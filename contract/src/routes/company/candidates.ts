import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { employerAccess } from '../../common/access.ts';
import {
  EducationLevel,
  EmploymentStatus,
  EmploymentType,
  EntityType,
  ExperienceType,
  Gender,
  GraduationStatus,
  JobChangeCount,
  JobSearchStatus,
  Proficiency,
  Region,
  RelocationPreference,
  SkillType,
} from '../../common/enums.ts';
import { errorEnvelope, paginated, protectedErrors, success } from '../../common/envelope.ts';
import { MAX_ANNUAL_SALARY } from '../../common/fields.ts';
import { emailAddress } from '../../common/identity.ts';
import { namedReference } from '../../common/job-posting.ts';
import { paginationQuery } from '../../common/pagination.ts';
import { isoDate, isoDateTime, localizedText, uuid } from '../../common/primitives.ts';
import { queryArray, queryWholeNumber } from '../../common/query.ts';
import { localized, message } from '../../i18n/messages.ts';

const c = initContract();

/** `languageId` or `languageId:MINIMUM_PROFICIENCY`, e.g. `…:ADVANCED`. */
export function parseLanguageSkillFilter(
  value: string,
): { languageId: string; minimum: z.infer<typeof Proficiency> | null } | null {
  const [id = '', level, ...rest] = value.split(':');
  const languageId = uuid.safeParse(id);
  if (rest.length > 0 || !languageId.success) return null;
  if (level === undefined) return { languageId: languageId.data, minimum: null };
  const minimum = Proficiency.safeParse(level);
  return minimum.success ? { languageId: languageId.data, minimum: minimum.data } : null;
}

const MAX_AGE = 150;
const MAX_EXPERIENCE_YEARS = 100;
const upTo = (max: number) => queryWholeNumber(0, max);
/** Ids per list filter: more than a person picks, few enough to keep one search cheap. */
const MAX_FILTER_IDS = 20;
/** Every language item is one more condition on each candidate. */
const MAX_LANGUAGE_FILTERS = 10;

const languageSkillFilter = z
  .string()
  .refine((value) => parseLanguageSkillFilter(value) !== null, localized('invalidLanguageSkill'));

type Ranges = Partial<Record<`${'age' | 'experienceYears' | 'salary'}${'Min' | 'Max'}`, number>>;

function checkRanges(query: Ranges, context: z.RefinementCtx) {
  for (const name of ['age', 'experienceYears', 'salary'] as const) {
    const min = query[`${name}Min`];
    const max = query[`${name}Max`];
    if (min !== undefined && max !== undefined && min > max) {
      context.addIssue({ code: 'custom', path: [`${name}Max`], message: message('rangeOrder') });
    }
  }
}

/**
 * The candidate search filters. Filters combine with AND; the ids of one list match
 * any of them (OR), while every languageSkills item must be met.
 */
export const candidateSearchQuery = paginationQuery
  .extend({
    ageMin: upTo(MAX_AGE).optional().describe('Age in full years today (Asia/Bangkok), from dateOfBirth'),
    ageMax: upTo(MAX_AGE).optional(),
    educationLevel: EducationLevel.optional().describe('Has an education at this level'),
    experienceYearsMin: upTo(MAX_EXPERIENCE_YEARS)
      .optional()
      .describe(
        'Whole years of all work histories summed (each from startDate to endDate, or today while ongoing; days ÷ 365.25, rounded down)',
      ),
    experienceYearsMax: upTo(MAX_EXPERIENCE_YEARS).optional(),
    industryIds: queryArray(uuid, MAX_FILTER_IDS).describe(
      'Industry ids (a section also matches its divisions), matched against work histories, experiences and preferred industries. `industryIds=a&industryIds=b` or `industryIds[]=a`',
    ),
    occupationIds: queryArray(uuid, MAX_FILTER_IDS).describe(
      'Occupation ids (a group also matches the groups below it), matched against work histories, experiences and preferred occupations',
    ),
    keyword: z
      .string()
      .trim()
      .max(200, localized('maxLength', { max: 200 }))
      .optional()
      .describe(
        'Words of the self-introduction, skills, work history or education (Thai-aware). Punctuation is not searched: a keyword of punctuation alone matches nothing',
      ),
    languageSkills: queryArray(languageSkillFilter, MAX_LANGUAGE_FILTERS).describe(
      '`languageId` or `languageId:MINIMUM` (BASIC < INTERMEDIATE < ADVANCED < NATIVE). The minimum is compared with the best of the candidate’s communication, reading and writing levels. Every item must be met.',
    ),
    locationIds: queryArray(uuid, MAX_FILTER_IDS).describe(
      "Province or district ids: the candidate's district is one of them or lies in one of the provinces",
    ),
    salaryMin: upTo(MAX_ANNUAL_SALARY).optional().describe('On the desired annual salary (THB)'),
    salaryMax: upTo(MAX_ANNUAL_SALARY).optional(),
  })
  .superRefine(checkRanges);

/** Where a candidate lives, to district level: never the address. */
export const candidateSearchLocation = z
  .object({
    districtId: uuid,
    provinceId: uuid,
    district: localizedText,
    province: localizedText,
    region: Region,
  })
  .meta({ id: 'CandidateSearchLocation' });

export const candidateRecentHistory = z
  .object({
    industry: namedReference,
    occupation: namedReference,
    employmentType: EmploymentType,
    isCurrent: z.boolean(),
    years: z.int().min(0).describe('Whole years in this job'),
    companyName: z.string().nullable().describe('Null when the candidate hides company names'),
  })
  .meta({ id: 'CandidateRecentHistory' });

/** A candidate search item: anonymous, never a name, e-mail, phone or address. */
export const candidateSearchItem = z
  .object({
    id: uuid,
    userNo: z.int(),
    dateOfBirth: isoDate.nullable(),
    employmentStatus: EmploymentStatus,
    hideCompanyName: z.boolean(),
    jobChangeCount: JobChangeCount,
    lastLoginAt: isoDateTime.nullable(),
    location: candidateSearchLocation.nullable(),
    recentHistory: candidateRecentHistory.nullable().describe('The latest work history'),
  })
  .meta({ id: 'CandidateSearchItem' });

/** Revealed only to a company whose offer the candidate accepted. */
export const candidateContact = z
  .object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: emailAddress,
    phoneNumber: z.string().nullable(),
  })
  .meta({ id: 'CandidateContact' });

const timestamps = { createdAt: isoDateTime, updatedAt: isoDateTime };

/** A candidate's profile as an employer sees it: no contact data unless `contact` says so. */
export const scoutedCandidate = z
  .object({
    id: uuid,
    userNo: z.int(),
    dateOfBirth: isoDate.nullable(),
    gender: Gender.nullable(),
    employmentStatus: EmploymentStatus,
    jobChangeCount: JobChangeCount,
    hasManagementExperience: z.boolean(),
    hideCompanyName: z.boolean(),
    lastLoginAt: isoDateTime.nullable(),
    selfIntroduction: z.string().nullable(),
    location: candidateSearchLocation.nullable(),
    educations: z.array(
      z.object({
        id: uuid,
        level: EducationLevel,
        status: GraduationStatus,
        institution: z.string(),
        fieldOfStudy: z.string(),
        startDate: isoDate,
        endDate: isoDate.nullable(),
        ...timestamps,
      }),
    ),
    languageSkills: z.array(
      z.object({
        id: uuid,
        languageId: uuid,
        language: z.object({ id: uuid, code: z.string(), localized: localizedText }),
        communication: Proficiency,
        reading: Proficiency,
        writing: Proficiency,
        certifications: z.array(
          z.object({ id: uuid, certificationId: uuid, name: z.string(), score: z.string().nullable() }),
        ),
        ...timestamps,
      }),
    ),
    skills: z.array(
      z.object({ id: uuid, name: z.string(), type: SkillType, yearOfExperience: z.int().nullable(), ...timestamps }),
    ),
    qualifications: z.array(z.object({ id: uuid, name: z.string(), acquiredOn: isoDate.nullable(), ...timestamps })),
    experiences: z.array(
      z.object({
        id: uuid,
        experienceType: ExperienceType,
        entityId: uuid,
        entity: namedReference.nullable().describe('The industry or occupation'),
        yearOfExperience: z.int().nullable(),
        ...timestamps,
      }),
    ),
    workHistories: z.array(
      z.object({
        id: uuid,
        industryId: uuid,
        occupationId: uuid,
        industry: namedReference,
        occupation: namedReference,
        companyName: z.string().nullable().describe('Null when the candidate hides company names'),
        jobDetail: z.string().nullable(),
        annualSalary: z.int().nullable(),
        minSalary: z.int().nullable(),
        maxSalary: z.int().nullable(),
        isCurrent: z.boolean(),
        startDate: isoDate,
        endDate: isoDate.nullable(),
        employmentType: EmploymentType,
        ...timestamps,
      }),
    ),
    jobPreferences: z
      .object({
        desiredAnnualSalary: z.int().nullable(),
        isOpenToAnyIndustry: z.boolean(),
        isOpenToAnyLocation: z.boolean(),
        jobSearchStatus: JobSearchStatus,
        relocationPreference: RelocationPreference,
      })
      .nullable(),
    preferences: z.array(z.object({ entityType: EntityType, entityId: uuid, entity: namedReference.nullable() })),
    contact: candidateContact.nullable().describe('Only after the candidate accepted one of this company’s offers'),
  })
  .meta({ id: 'ScoutedCandidate' });

export const candidatesContract = c.router({
  search: {
    method: 'GET',
    path: '/candidates',
    summary: 'Search candidates',
    description: 'Anonymous profiles of candidates open to company offers, most recently active first.',
    query: candidateSearchQuery,
    metadata: employerAccess('ADMIN', 'RECRUITER'),
    responses: { 200: paginated('candidates', candidateSearchItem), ...protectedErrors },
  },
  get: {
    method: 'GET',
    path: '/candidates/:candidateId',
    summary: 'Get a candidate’s profile',
    description: 'Without contact data unless they accepted an offer of this company.',
    pathParams: z.object({ candidateId: uuid }),
    metadata: employerAccess('ADMIN', 'RECRUITER'),
    responses: { 200: success(z.object({ candidate: scoutedCandidate })), 404: errorEnvelope, ...protectedErrors },
  },
});

export type CandidateSearchQuery = z.infer<typeof candidateSearchQuery>;
export type CandidateSearchItem = z.infer<typeof candidateSearchItem>;
export type ScoutedCandidate = z.infer<typeof scoutedCandidate>;
