import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { candidateAccess } from '../../common/access.ts';
import { candidateApplication } from '../../common/application.ts';
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
  WithdrawalReason,
} from '../../common/enums.ts';
import { errorEnvelope, protectedErrors, success } from '../../common/envelope.ts';
import { annualSalary, atLeastOneField, nothingToUpdate } from '../../common/fields.ts';
import { email, personName, phoneNumber } from '../../common/identity.ts';
import { namedReference } from '../../common/job-posting.ts';
import { isoDate, isoDateTime, localizedText, requiredText, uuid } from '../../common/primitives.ts';
import { Locale } from '../../i18n/locale.ts';
import { localized, requiredMessage } from '../../i18n/messages.ts';
import { profileDate, yearsOfExperience } from './fields.ts';
import { candidateOffer } from './offers.ts';
import { candidateProfileView } from './profile-views.ts';
import { candidateSavedJob } from './saved-jobs.ts';
import { candidateSettings } from './settings.ts';

const c = initContract();

// ── Limits (SPEC.md §5 "Candidate", §9) ────────────────────────────────────────────────────────
export const SELF_INTRODUCTION_MAX_LENGTH = 2000;
export const MAX_PREFERENCES_PER_KIND = 3;
export const WITHDRAWAL_TEXT_MAX_LENGTH = 2000;
/** Generous caps on the profile's lists, so that one request cannot write unbounded rows. */
export const PROFILE_LIST_LIMITS = {
  educations: 20,
  languageSkills: 30,
  certificationsPerLanguage: 10,
  skills: 100,
  qualifications: 50,
  experiences: 50,
  workHistories: 50,
} as const;

// ── Building blocks ────────────────────────────────────────────────────────────────────────────
const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).max(max, localized('tooManyItems', { max }));

const optionalText = (max: number) => z.string().trim().max(max, localized('maxLength', { max })).nullable().optional();
const text = (max: number) => requiredText(max);

const today = () => new Date().toISOString().slice(0, 10);

/** An end date, when there is one, is on or after the start date. */
const datesInOrder = (value: { startDate: string; endDate?: string | null }) =>
  !value.endDate || value.endDate >= value.startDate;
const datesInOrderIssue = { path: ['endDate'], ...localized('endDateBeforeStartDate') };

/** Ids chosen from a list (industries, provinces, occupations): each once, at most three. */
const preferenceIds = z
  .array(uuid)
  .max(MAX_PREFERENCES_PER_KIND, localized('chooseAtMost', { max: MAX_PREFERENCES_PER_KIND }))
  .refine((ids) => new Set(ids).size === ids.length, localized('chooseOnce'));

// ── What the profile reads back as (SPEC.md §3 "Candidate profile") ────────────────────────────
const timestamps = { createdAt: isoDateTime, updatedAt: isoDateTime };

export const candidatePersonal = z
  .object({
    id: uuid.describe('The candidate id'),
    userNo: z.int().describe('The public candidate number employers see instead of a name'),
    dateOfBirth: isoDate.nullable(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    gender: Gender.nullable(),
    phoneNumber: z.string().nullable(),
    selfIntroduction: z.string().nullable(),
  })
  .meta({ id: 'CandidatePersonal' });

export const candidateAddress = z
  .object({
    districtId: uuid.nullable(),
    provinceId: uuid.nullable(),
    address: z.string().nullable().describe('The address line'),
    postalCode: z.string().nullable(),
    district: localizedText.nullable(),
    province: localizedText.nullable(),
    region: Region.nullable(),
  })
  .meta({ id: 'CandidateAddress' });

/** The candidate's own flags about their career, set with PATCH /profile. */
export const candidateCareer = z
  .object({
    employmentStatus: EmploymentStatus,
    jobChangeCount: JobChangeCount,
    hasManagementExperience: z.boolean(),
    hideCompanyName: z.boolean().describe("Employers do not see the current employer's name"),
  })
  .meta({ id: 'CandidateCareer' });

export const candidateEducation = z
  .object({
    id: uuid,
    candidateId: uuid,
    status: GraduationStatus,
    fieldOfStudy: z.string(),
    institution: z.string(),
    startDate: isoDate,
    endDate: isoDate.nullable(),
    level: EducationLevel,
    ...timestamps,
  })
  .meta({ id: 'CandidateEducation' });

export const candidateLanguageCertification = z
  .object({
    id: uuid,
    certificationId: uuid,
    languageSkillId: uuid,
    name: z.string().describe('The certification, e.g. TOEIC'),
    score: z.string().nullable(),
    ...timestamps,
  })
  .meta({ id: 'CandidateLanguageCertification' });

export const candidateLanguageSkill = z
  .object({
    id: uuid,
    candidateId: uuid,
    languageId: uuid,
    language: namedReference,
    communication: Proficiency,
    reading: Proficiency,
    writing: Proficiency,
    certifications: z.array(candidateLanguageCertification),
    ...timestamps,
  })
  .meta({ id: 'CandidateLanguageSkill' });

export const candidateQualification = z
  .object({ id: uuid, candidateId: uuid, name: z.string(), acquiredOn: isoDate.nullable(), ...timestamps })
  .meta({ id: 'CandidateQualification' });

export const candidateSkill = z
  .object({
    id: uuid,
    candidateId: uuid,
    name: z.string(),
    yearOfExperience: z.int().min(0).nullable(),
    type: SkillType,
    ...timestamps,
  })
  .meta({ id: 'CandidateSkill' });

export const candidateExperience = z
  .object({
    id: uuid,
    candidateId: uuid,
    entityId: uuid.describe('An industry id or an occupation id, by experienceType'),
    entity: namedReference,
    yearOfExperience: z.int().min(0).nullable(),
    experienceType: ExperienceType,
    ...timestamps,
  })
  .meta({ id: 'CandidateExperience' });

export const candidateWorkHistory = z
  .object({
    id: uuid,
    candidateId: uuid,
    industryId: uuid,
    occupationId: uuid,
    industry: namedReference,
    occupation: namedReference,
    companyName: z.string(),
    jobDetail: z.string().nullable(),
    annualSalary: z.int().nullable(),
    maxSalary: z.int().nullable(),
    minSalary: z.int().nullable(),
    isCurrent: z.boolean(),
    startDate: isoDate,
    endDate: isoDate.nullable(),
    employmentType: EmploymentType,
    ...timestamps,
  })
  .meta({ id: 'CandidateWorkHistory' });

export const candidatePreference = z
  .object({ id: uuid, candidateId: uuid, entityId: uuid, entityType: EntityType, entity: namedReference })
  .meta({ id: 'CandidatePreference' });

/** Null until the candidate first saves their job preferences. */
export const candidateJobPreferences = z
  .object({
    id: uuid,
    candidateId: uuid,
    desiredAnnualSalary: z.int().min(0).nullable(),
    isOpenToAnyIndustry: z.boolean(),
    isOpenToAnyLocation: z.boolean(),
    jobSearchStatus: JobSearchStatus,
    relocationPreference: RelocationPreference,
    industries: z.array(candidatePreference).describe('Preferred industries (at most 3)'),
    locations: z.array(candidatePreference).describe('Preferred provinces (at most 3)'),
    occupations: z.array(candidatePreference).describe('Preferred occupations (at most 3)'),
    ...timestamps,
  })
  .meta({ id: 'CandidateJobPreferences' });

export const candidateProfile = z
  .object({
    personal: candidatePersonal,
    address: candidateAddress,
    career: candidateCareer,
    educations: z.array(candidateEducation),
    languageSkills: z.array(candidateLanguageSkill),
    qualifications: z.array(candidateQualification),
    skills: z.array(candidateSkill),
    experiences: z.array(candidateExperience),
    workHistories: z.array(candidateWorkHistory),
    jobPreferences: candidateJobPreferences.nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'CandidateProfile' });

// ── What the forms send (SPEC.md §5) ──────────────────────────────────────────────────────────
export const candidateEducationInput = z
  .object({
    status: GraduationStatus,
    fieldOfStudy: text(200),
    institution: text(200),
    startDate: profileDate,
    endDate: profileDate.nullable().optional(),
    level: EducationLevel,
  })
  .refine(datesInOrder, datesInOrderIssue)
  .meta({ id: 'CandidateEducationInput' });

export const candidateLanguageSkillInput = z
  .object({
    languageId: uuid,
    communication: Proficiency,
    reading: Proficiency,
    writing: Proficiency,
    certifications: listOf(
      z.object({ certificationId: uuid, score: optionalText(50) }),
      PROFILE_LIST_LIMITS.certificationsPerLanguage,
    ).default([]),
  })
  .meta({ id: 'CandidateLanguageSkillInput' });

export const candidateSkillInput = z
  .object({ name: text(100), type: SkillType, yearOfExperience: yearsOfExperience.nullable().optional() })
  .meta({ id: 'CandidateSkillInput' });

export const candidateQualificationInput = z
  .object({ name: text(200), acquiredOn: profileDate.nullable().optional() })
  .meta({ id: 'CandidateQualificationInput' });

export const candidateExperienceInput = z
  .object({ experienceType: ExperienceType, entityId: uuid, yearOfExperience: yearsOfExperience.nullable().optional() })
  .meta({ id: 'CandidateExperienceInput' });

export const candidateWorkHistoryInput = z
  .object({
    industryId: uuid,
    occupationId: uuid,
    companyName: text(200),
    jobDetail: optionalText(2000),
    annualSalary: annualSalary.nullable().optional(),
    minSalary: annualSalary.nullable().optional(),
    maxSalary: annualSalary.nullable().optional(),
    isCurrent: z.boolean().default(false),
    startDate: profileDate,
    endDate: profileDate.nullable().optional(),
    employmentType: EmploymentType,
  })
  .refine(datesInOrder, datesInOrderIssue)
  .refine((value) => value.minSalary == null || value.maxSalary == null || value.minSalary <= value.maxSalary, {
    path: ['minSalary'],
    ...localized('salaryRangeInvalid'),
  })
  .meta({ id: 'CandidateWorkHistoryInput' });

/** PATCH /profile: each list given replaces the stored one; absent fields stay as they are. */
export const candidateProfileUpdateBody = z
  .object({
    educations: listOf(candidateEducationInput, PROFILE_LIST_LIMITS.educations).optional(),
    languageSkills: listOf(candidateLanguageSkillInput, PROFILE_LIST_LIMITS.languageSkills).optional(),
    skills: listOf(candidateSkillInput, PROFILE_LIST_LIMITS.skills).optional(),
    qualifications: listOf(candidateQualificationInput, PROFILE_LIST_LIMITS.qualifications).optional(),
    employmentStatus: EmploymentStatus.optional(),
    jobChangeCount: JobChangeCount.optional(),
    hasManagementExperience: z.boolean().optional(),
    hideCompanyName: z.boolean().optional(),
  })
  .refine(atLeastOneField, nothingToUpdate)
  .meta({ id: 'CandidateProfileUpdateBody' });

export const candidateExperienceUpdateBody = z
  .object({ experiences: listOf(candidateExperienceInput, PROFILE_LIST_LIMITS.experiences) })
  .meta({ id: 'CandidateExperienceUpdateBody' });

export const candidateWorkHistoryUpdateBody = z
  .object({ workHistories: listOf(candidateWorkHistoryInput, PROFILE_LIST_LIMITS.workHistories) })
  .meta({ id: 'CandidateWorkHistoryUpdateBody' });

export const candidateJobPreferencesUpdateBody = z
  .object({
    desiredAnnualSalary: annualSalary.nullable().optional(),
    isOpenToAnyIndustry: z.boolean().optional(),
    isOpenToAnyLocation: z.boolean().optional(),
    jobSearchStatus: JobSearchStatus.optional(),
    relocationPreference: RelocationPreference.optional(),
    industryIds: preferenceIds.optional(),
    locationIds: preferenceIds.optional().describe('Province ids'),
    occupationIds: preferenceIds.optional(),
  })
  .refine(atLeastOneField, nothingToUpdate)
  .meta({ id: 'CandidateJobPreferencesUpdateBody' });

const addressLine = z
  .string(localized('addressRequired'))
  .trim()
  .min(1, requiredMessage('addressRequired'))
  .max(300, localized('maxLength', { max: 300 }));

const postalCode = z
  .string(localized('postalCodeRequired'))
  .trim()
  .min(1, requiredMessage('postalCodeRequired'))
  .regex(/^\d{5}$/, localized('postalCodeInvalid'));

const dateOfBirth = profileDate.refine((value) => value < today(), localized('dateOfBirthInPast'));

/** PATCH /personal-details: the texts given must not be empty; null clears an optional one. */
export const candidatePersonalDetailsUpdateBody = z
  .object({
    firstName: personName('firstNameRequired').optional(),
    lastName: personName('lastNameRequired').optional(),
    dateOfBirth: dateOfBirth.nullable().optional(),
    gender: Gender.nullable().optional(),
    phoneNumber: phoneNumber.nullable().optional(),
    address: addressLine.nullable().optional(),
    postalCode: postalCode.nullable().optional(),
    districtId: uuid.nullable().optional(),
  })
  .refine(atLeastOneField, nothingToUpdate)
  .meta({ id: 'CandidatePersonalDetailsUpdateBody' });

/** PATCH /registration: change the sign-in e-mail (and names); currentEmail must be the account's. */
export const candidateRegistrationUpdateBody = z
  .object({
    currentEmail: email,
    newEmail: email,
    firstName: personName('firstNameRequired'),
    lastName: personName('lastNameRequired'),
  })
  .meta({ id: 'CandidateRegistrationUpdateBody' });

export const candidateSelfIntroductionUpdateBody = z
  .object({
    selfIntroduction: z
      .string(localized('selfIntroductionRequired'))
      .trim()
      .min(1, requiredMessage('selfIntroductionRequired'))
      .max(SELF_INTRODUCTION_MAX_LENGTH, localized('selfIntroductionMaxLength', { max: SELF_INTRODUCTION_MAX_LENGTH })),
  })
  .meta({ id: 'CandidateSelfIntroductionUpdateBody' });

const withdrawalText = z
  .string()
  .max(WITHDRAWAL_TEXT_MAX_LENGTH, localized('maxLength', { max: WITHDRAWAL_TEXT_MAX_LENGTH }))
  .nullable()
  .optional();

/** DELETE /profile: the account's e-mail to confirm, and the anonymous withdrawal survey. */
export const candidateAccountDeletionBody = z
  .object({
    email,
    reason: z.enum(WithdrawalReason.options, localized('withdrawalReasonInvalid')),
    reasonOther: withdrawalText,
    message: withdrawalText,
    score: z.int(localized('scoreRange')).min(1, localized('scoreRange')).max(10, localized('scoreRange')),
  })
  .meta({ id: 'CandidateAccountDeletionBody' });

/** GET /profile/export: everything the platform holds about the candidate (PDPA right of access). */
export const candidateDataExport = z
  .object({
    exportedAt: isoDateTime,
    account: z.object({
      userId: uuid,
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      locale: Locale,
      createdAt: isoDateTime,
      lastLoginAt: isoDateTime.nullable(),
    }),
    profile: candidateProfile,
    settings: candidateSettings,
    savedJobs: z.array(candidateSavedJob),
    applications: z.array(candidateApplication.extend({ jobTitle: z.string(), companyName: z.string() })),
    offers: z.array(candidateOffer),
    jobViews: z.array(z.object({ jobId: uuid, jobTitle: z.string(), viewedAt: isoDateTime })),
    profileViews: z.array(candidateProfileView).describe('The companies that opened the profile, newest first'),
  })
  .meta({ id: 'CandidateDataExport' });

const profileResult = success(z.object({ profile: candidateProfile }));
/** SPEC.md §7: the profile routes answer 400, 404 and 500 (besides 401/403/429). */
const profileErrors = { ...protectedErrors, 404: errorEnvelope };

export const candidateProfileContract = c.router({
  get: {
    method: 'GET',
    path: '/profile',
    summary: 'The signed-in candidate’s whole profile',
    metadata: candidateAccess,
    responses: { 200: profileResult, ...profileErrors },
  },
  export: {
    method: 'GET',
    path: '/profile/export',
    summary: 'Everything the platform holds about the signed-in candidate, as JSON',
    metadata: candidateAccess,
    responses: { 200: success(z.object({ export: candidateDataExport })), ...profileErrors },
  },
  update: {
    method: 'PATCH',
    path: '/profile',
    summary: 'Replace educations, language skills, skills and qualifications, and set the career flags',
    body: candidateProfileUpdateBody,
    metadata: candidateAccess,
    responses: { 200: profileResult, ...profileErrors },
  },
  updateExperience: {
    method: 'PATCH',
    path: '/profile/experience',
    summary: 'Replace the years of experience per industry and occupation',
    body: candidateExperienceUpdateBody,
    metadata: candidateAccess,
    responses: { 200: profileResult, ...profileErrors },
  },
  updateJobPreferences: {
    method: 'PATCH',
    path: '/profile/job-preferences',
    summary: 'Set the job preferences: salary, search status, and at most 3 industries, provinces, occupations',
    body: candidateJobPreferencesUpdateBody,
    metadata: candidateAccess,
    responses: { 200: profileResult, ...profileErrors },
  },
  updatePersonalDetails: {
    method: 'PATCH',
    path: '/profile/personal-details',
    summary: 'Set names, date of birth, gender, phone number and address',
    body: candidatePersonalDetailsUpdateBody,
    metadata: candidateAccess,
    responses: { 200: profileResult, ...profileErrors },
  },
  updateRegistration: {
    method: 'PATCH',
    path: '/profile/registration',
    summary: 'Change the sign-in e-mail address (currentEmail must be the account’s) and names',
    body: candidateRegistrationUpdateBody,
    metadata: candidateAccess,
    responses: { 200: profileResult, 409: errorEnvelope, ...profileErrors },
  },
  updateSelfIntroduction: {
    method: 'PATCH',
    path: '/profile/self-introduction',
    summary: 'Set the self introduction (1–2000 characters)',
    body: candidateSelfIntroductionUpdateBody,
    metadata: candidateAccess,
    responses: { 200: profileResult, ...profileErrors },
  },
  updateWorkHistory: {
    method: 'PATCH',
    path: '/profile/work-history',
    summary: 'Replace the work history',
    body: candidateWorkHistoryUpdateBody,
    metadata: candidateAccess,
    responses: { 200: profileResult, ...profileErrors },
  },
  delete: {
    method: 'DELETE',
    path: '/profile',
    summary: 'Delete the account (PDPA): keeps the anonymous survey, erases personal data and signs out every session',
    body: candidateAccountDeletionBody,
    metadata: candidateAccess,
    responses: { 200: success(z.object({ deleted: z.literal(true) })), ...profileErrors },
  },
});

export type CandidateProfile = z.infer<typeof candidateProfile>;
export type CandidateDataExport = z.infer<typeof candidateDataExport>;
export type CandidateProfileUpdateBody = z.infer<typeof candidateProfileUpdateBody>;
export type CandidateJobPreferencesUpdateBody = z.infer<typeof candidateJobPreferencesUpdateBody>;
export type CandidatePersonalDetailsUpdateBody = z.infer<typeof candidatePersonalDetailsUpdateBody>;
export type CandidateAccountDeletionBody = z.infer<typeof candidateAccountDeletionBody>;
export type CandidateWorkHistoryInput = z.infer<typeof candidateWorkHistoryInput>;
export type CandidateExperienceInput = z.infer<typeof candidateExperienceInput>;
