import { z } from 'zod';

/** Every enumeration of the API, each in its natural order. */
export const Role = z.enum(['CANDIDATE', 'ADMIN', 'RECRUITER']);
export const EmployerRole = Role.exclude(['CANDIDATE']);
export const Gender = z.enum(['FEMALE', 'MALE', 'PREFER_NOT_TO_SAY']);
export const Proficiency = z.enum(['BASIC', 'INTERMEDIATE', 'ADVANCED', 'NATIVE']);
export const EducationLevel = z.enum([
  'HIGH_SCHOOL',
  'VOCATIONAL_SCHOOL',
  'TECHNICAL_COLLEGE',
  'JUNIOR_COLLEGE',
  'UNIVERSITY',
  'BACHELOR',
  'MASTER',
  'GRADUATE_SCHOOL',
  'OTHER',
]);
export const GraduationStatus = z.enum(['GRADUATED', 'EXPECTED_TO_GRADUATE', 'PENDING']);
export const RelocationPreference = z.enum(['POSITIVE', 'NEGATIVE', 'NEUTRAL']);
export const EmploymentStatus = z.enum(['EMPLOYED', 'UNEMPLOYED', 'NO_EXPERIENCE']);
export const EmploymentType = z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACT', 'FREELANCE', 'INTERNSHIP', 'TEMPORARY']);
export const JobChangeCount = z.enum(['ZERO', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE_OR_MORE']);
export const JobSearchStatus = z.enum(['APPLYING_TO_COMPANY', 'OPEN_TO_OFFERS', 'NOT_ACTIVELY_LOOKING']);
export const SkillType = z.enum(['SKILL', 'IT']);
export const ExperienceType = z.enum(['INDUSTRY', 'OCCUPATION']);
export const EntityType = z.enum(['INDUSTRY', 'PROVINCE', 'OCCUPATION']);
export const WithdrawalReason = z.enum([
  'FOUND_JOB_PLUS_UP',
  'FOUND_JOB_OTHER',
  'STOP_JOB_SEARCH',
  'SITE_DIFFICULT',
  'OTHER',
]);
export const ApplicationStatus = z.enum(['ACCEPTED', 'CANCELLED', 'PENDING', 'REJECTED']);
export const OfferStatus = z.enum(['ACCEPTED', 'CANCELLED', 'EXPIRED', 'REJECTED', 'SCHEDULED', 'SENT']);
/** The only statuses a candidate may give an offer. */
export const OfferAnswer = OfferStatus.extract(['ACCEPTED', 'REJECTED']);
export const OfferMessageStatus = z.enum(['SCHEDULED', 'SENT', 'CANCELLED']);
export const OfferMessageType = z.enum(['LETTER', 'REMINDER']);
export const SavedJobStatus = z.enum(['RECRUITING', 'CLOSING_SOON', 'CLOSED']);
export const RecruitmentStatus = z.enum(['DRAFT', 'ACTIVE', 'PAUSED', 'CLOSED']);
export const RecruiterStatus = z.enum(['ACTIVE', 'INACTIVE']);
export const ReScoutStatus = z.enum(['NOT_YET', 'ONE_TIME', 'TWO_TIMES']);
export const NotificationFrequency = z.enum(['ANY_TIME', 'DAILY']);
export const Region = z.enum(['NORTH', 'NORTH_EAST', 'CENTRAL', 'EAST', 'WEST', 'SOUTH']);
export const ClassificationType = z.enum(['INDUSTRY', 'OCCUPATION']);
export const AppealPointCategory = z.enum(['BENEFITS', 'COMPANY_FEATURE', 'FEATURE', 'JOB_FEATURE']);
/** Bangkok's districts are khet, all others amphoe. */
export const DistrictKind = z.enum(['KHET', 'AMPHOE']);

export type Role = z.infer<typeof Role>;
export type RecruiterStatus = z.infer<typeof RecruiterStatus>;
export type EmployerRole = z.infer<typeof EmployerRole>;
export type Region = z.infer<typeof Region>;
export type ClassificationType = z.infer<typeof ClassificationType>;
export type DistrictKind = z.infer<typeof DistrictKind>;
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;
export type EducationLevel = z.infer<typeof EducationLevel>;
export type EmploymentStatus = z.infer<typeof EmploymentStatus>;
export type EmploymentType = z.infer<typeof EmploymentType>;
export type EntityType = z.infer<typeof EntityType>;
export type ExperienceType = z.infer<typeof ExperienceType>;
export type Gender = z.infer<typeof Gender>;
export type GraduationStatus = z.infer<typeof GraduationStatus>;
export type JobChangeCount = z.infer<typeof JobChangeCount>;
export type JobSearchStatus = z.infer<typeof JobSearchStatus>;
export type NotificationFrequency = z.infer<typeof NotificationFrequency>;
export type OfferMessageStatus = z.infer<typeof OfferMessageStatus>;
export type OfferMessageType = z.infer<typeof OfferMessageType>;
export type OfferStatus = z.infer<typeof OfferStatus>;
export type Proficiency = z.infer<typeof Proficiency>;
export type RecruitmentStatus = z.infer<typeof RecruitmentStatus>;
export type RelocationPreference = z.infer<typeof RelocationPreference>;
export type ReScoutStatus = z.infer<typeof ReScoutStatus>;
export type SkillType = z.infer<typeof SkillType>;
export type WithdrawalReason = z.infer<typeof WithdrawalReason>;
