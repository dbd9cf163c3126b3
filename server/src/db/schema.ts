import type {
  ApplicationStatus,
  DistrictKind,
  EducationLevel,
  EmploymentStatus,
  EmploymentType,
  EntityType,
  ExperienceType,
  Gender,
  GraduationStatus,
  JobChangeCount,
  JobSearchStatus,
  Locale,
  NotificationFrequency,
  OfferMessageStatus,
  OfferMessageType,
  OfferStatus,
  Proficiency,
  RecruiterStatus,
  RecruitmentStatus,
  Region,
  RelocationPreference,
  Role,
  SkillType,
  WithdrawalReason,
} from '@jobmatch/contract';
import type { ColumnType, Generated } from 'kysely';

/** The tables as Kysely sees them; only repositories use these types. */
export interface Database {
  provinces: ProvinceTable;
  districts: DistrictTable;
  industries: ClassificationTable;
  occupations: ClassificationTable;
  languages: LanguageTable;
  language_certifications: LanguageCertificationTable;
  reference_data_versions: ReferenceDataVersionTable;
  users: UserTable;
  companies: CompanyTable;
  recruiters: RecruiterTable;
  candidates: CandidateTable;
  sessions: SessionTable;
  password_reset_tokens: PasswordResetTokenTable;
  invitations: InvitationTable;
  outbox_emails: OutboxEmailTable;
  candidate_educations: CandidateEducationTable;
  candidate_experiences: CandidateExperienceTable;
  candidate_job_preferences: CandidateJobPreferenceTable;
  candidate_preferences: CandidatePreferenceTable;
  candidate_language_skills: CandidateLanguageSkillTable;
  candidate_language_certifications: CandidateLanguageCertificationTable;
  candidate_qualifications: CandidateQualificationTable;
  candidate_skills: CandidateSkillTable;
  candidate_work_histories: CandidateWorkHistoryTable;
  withdrawal_surveys: WithdrawalSurveyTable;
  job_postings: JobPostingTable;
  job_posting_views: JobPostingViewTable;
  saved_job_postings: SavedJobPostingTable;
  job_applications: JobApplicationTable;
  job_offers: JobOfferTable;
  offer_messages: OfferMessageTable;
  talent_pools: TalentPoolTable;
  talent_pool_members: TalentPoolMemberTable;
  message_templates: MessageTemplateTable;
  offer_letter_templates: OfferLetterTemplateTable;
  offer_reminder_templates: OfferReminderTemplateTable;
  company_notifications: CompanyNotificationTable;
  candidate_profile_views: CandidateProfileViewTable;
  rate_limit_counters: RateLimitCounterTable;
}

type Timestamps = { created_at: Generated<Date>; updated_at: Generated<Date> };

export interface UserTable extends Timestamps {
  id: string;
  email: string;
  password_hash: string | null;
  role: Role;
  first_name: string | null;
  last_name: string | null;
  locale: Generated<Locale>;
  last_login_at: Date | null;
}

export interface CompanyTable extends Timestamps {
  id: string;
  name: string;
  tax_id: string;
  capital: string | null;
  ceo: string | null;
  description: string | null;
  establishment: string | null;
  location: string | null;
  logo: string | null;
  website: string | null;
  auto_reply_enabled: Generated<boolean>;
  auto_reply_template_name: string | null;
  auto_reply_template_message: string | null;
  auto_reply_template_updated_at: Date | null;
  notification_email: string | null;
  notification_frequency: Generated<NotificationFrequency>;
}

export interface RecruiterTable extends Timestamps {
  id: string;
  user_id: string;
  company_id: string;
  name: string;
  phone_number: string | null;
  status: Generated<RecruiterStatus>;
  first_name: string | null;
  last_name: string | null;
  position: string | null;
  profile: string | null;
  image: string | null;
}

export interface CandidateTable extends Timestamps {
  id: string;
  user_id: string;
  user_no: Generated<number>;
  district_id: string | null;
  address: string | null;
  phone_number: string | null;
  postal_code: string | null;
  self_introduction: string | null;
  date_of_birth: string | null;
  gender: Gender | null;
  employment_status: Generated<EmploymentStatus>;
  job_change_count: Generated<JobChangeCount>;
  has_management_experience: Generated<boolean>;
  hide_company_name: Generated<boolean>;
  open_to_company_offer: Generated<boolean>;
  open_to_direct_message: Generated<boolean>;
  subscribed_to_newsletter: Generated<boolean>;
  deleted_at: Date | null;
  /** Maintained by db/search-documents.ts on every profile write. */
  search_vector: Generated<string>;
  search_text: Generated<string>;
  /** The signature of search_text (db/search.ts, `searchSignature`), as `bit(2048)`; written with it. */
  search_signature: string | null;
  /** Copies the candidate search filters by, maintained by db/candidate-search-filters.ts. */
  last_login_at: ColumnType<Date | null, never, Date | null>;
  province_id: ColumnType<string | null, never, string | null>;
  desired_annual_salary: ColumnType<number | null, never, number | null>;
  language_levels: ColumnType<string[], never, string[]>;
  industry_ids: ColumnType<string[], never, string[]>;
  occupation_ids: ColumnType<string[], never, string[]>;
  education_levels: ColumnType<EducationLevel[], never, EducationLevel[]>;
  /** Work experience in a form linear in the date (db/candidate-search-filters.ts, `refreshCandidateWorkDays`). */
  work_days_base: ColumnType<number, never, number>;
  ongoing_jobs: ColumnType<number, never, number>;
  ongoing_jobs_started: ColumnType<string | null, never, string | null>;
}

export interface CandidateEducationTable extends Timestamps {
  id: string;
  candidate_id: string;
  status: GraduationStatus;
  field_of_study: string;
  institution: string;
  start_date: string;
  end_date: string | null;
  level: EducationLevel;
  sort_order: Generated<number>;
}

export interface CandidateExperienceTable extends Timestamps {
  id: string;
  candidate_id: string;
  experience_type: ExperienceType;
  entity_id: string;
  year_of_experience: number | null;
}

export interface CandidateJobPreferenceTable extends Timestamps {
  id: string;
  candidate_id: string;
  desired_annual_salary: number | null;
  is_open_to_any_industry: Generated<boolean>;
  is_open_to_any_location: Generated<boolean>;
  job_search_status: Generated<JobSearchStatus>;
  relocation_preference: Generated<RelocationPreference>;
}

export interface CandidatePreferenceTable {
  id: string;
  candidate_id: string;
  entity_type: EntityType;
  entity_id: string;
}

export interface CandidateLanguageSkillTable extends Timestamps {
  id: string;
  candidate_id: string;
  language_id: string;
  communication: Proficiency;
  reading: Proficiency;
  writing: Proficiency;
}

export interface CandidateLanguageCertificationTable extends Timestamps {
  id: string;
  language_skill_id: string;
  certification_id: string;
  score: string | null;
}

export interface CandidateQualificationTable extends Timestamps {
  id: string;
  candidate_id: string;
  name: string;
  acquired_on: string | null;
}

export interface CandidateSkillTable extends Timestamps {
  id: string;
  candidate_id: string;
  name: string;
  type: SkillType;
  year_of_experience: number | null;
}

export interface CandidateWorkHistoryTable extends Timestamps {
  id: string;
  candidate_id: string;
  industry_id: string;
  occupation_id: string;
  company_name: string;
  job_detail: string | null;
  annual_salary: number | null;
  min_salary: number | null;
  max_salary: number | null;
  is_current: Generated<boolean>;
  start_date: string;
  end_date: string | null;
  employment_type: EmploymentType;
}

export interface WithdrawalSurveyTable {
  id: string;
  reason: WithdrawalReason;
  reason_other: string | null;
  message: string | null;
  score: number;
  created_at: Generated<Date>;
}

export type SalaryExample = { title: string; annualSalary: number };
export type Testimonial = { quote: string; role: string; tenure: string; title: string };
export type ApplicationStep = { title: string; description: string };

export interface JobPostingTable extends Timestamps {
  id: string;
  company_id: string;
  posted_by_id: string;
  district_id: string | null;
  industry_id: string;
  occupation_id: string;
  status: Generated<RecruitmentStatus>;
  title: string;
  summary: string | null;
  description: string;
  highlight: string | null;
  employment_type: EmploymentType;
  education_level: EducationLevel | null;
  salary_expectation: number | null;
  estimated_salary_min: number | null;
  estimated_salary_max: number | null;
  posted_at: Date | null;
  expired_at: Date | null;
  closed_at: Date | null;
  access_info: string | null;
  application_instructions: string | null;
  bonus_policy: string | null;
  contact_info: string | null;
  cover_image: string | null;
  employee_benefits: string | null;
  leave_policy: string | null;
  location_detail: string | null;
  memo: string | null;
  probation_period: string | null;
  qualification: string | null;
  salary_increase_policy: string | null;
  special_description: string | null;
  special_image: string | null;
  special_topic: string | null;
  work_hours: string | null;
  company_search_keywords: Generated<string[]>;
  images: Generated<string[]>;
  /** jsonb columns: written as JSON text, read back as values. */
  salary_examples: ColumnType<SalaryExample[], string | undefined, string>;
  testimonials: ColumnType<Testimonial[], string | undefined, string>;
  application_steps: ColumnType<ApplicationStep[], string | undefined, string>;
  search_vector: Generated<string>;
  search_text: Generated<string>;
  /** The signature of search_text (db/search.ts, `searchSignature`), as `bit(2048)`; written with it. */
  search_signature: string | null;
  /** The province of `district_id`, set by the database whenever the district is written (20261222T0900). */
  province_id: ColumnType<string | null, never, never>;
}

export interface JobPostingViewTable {
  job_posting_id: string;
  candidate_id: string;
  viewed_at: Generated<Date>;
}

export interface SavedJobPostingTable {
  candidate_id: string;
  job_posting_id: string;
  created_at: Generated<Date>;
}

export interface JobApplicationTable extends Timestamps {
  id: string;
  candidate_id: string;
  job_posting_id: string;
  status: Generated<ApplicationStatus>;
  offer_id: string | null;
  withdrawn_at: Date | null;
}

export interface JobOfferTable extends Timestamps {
  id: string;
  company_id: string;
  candidate_id: string;
  job_posting_id: string;
  offer_by_id: string;
  status: OfferStatus;
  title: string;
  introduction: string;
  content: string;
  policies: Generated<string[]>;
  reason: string | null;
  is_casual_interview_ok: Generated<boolean>;
  is_deleted_by_candidate: Generated<boolean>;
  is_first_interview_exempt: Generated<boolean>;
  is_first_second_interview_exempt: Generated<boolean>;
  is_no_reason_to_entry_ok: Generated<boolean>;
  is_premium_offer: Generated<boolean>;
  is_previous_job_salary_guaranteed: Generated<boolean>;
  is_resume_screening_exempt: Generated<boolean>;
  issued_at: Generated<Date>;
  scheduled_at: Date | null;
  sent_at: Date | null;
  expires_at: Date | null;
  opened_at: Date | null;
  answered_at: Date | null;
  cancelled_at: Date | null;
}

export interface OfferMessageTable extends Timestamps {
  id: string;
  offer_id: string;
  type: OfferMessageType;
  status: OfferMessageStatus;
  subject: string | null;
  message: string;
  is_scheduled: Generated<boolean>;
  scheduled_at: Date | null;
  sent_at: Date | null;
  cancelled_at: Date | null;
}

export interface TalentPoolTable extends Timestamps {
  id: string;
  company_id: string;
  name: string;
  deleted_at: Date | null;
}

export interface TalentPoolMemberTable {
  pool_id: string;
  candidate_id: string;
  added_at: Generated<Date>;
}

export interface MessageTemplateTable extends Timestamps {
  id: string;
  company_id: string;
  recruiter_id: string;
  name: string;
  message: string;
}

export interface OfferLetterTemplateTable extends Timestamps {
  id: string;
  company_id: string;
  recruiter_id: string;
  name: string;
  subject: string;
  introduction: string;
  message: string;
  policies: Generated<string[]>;
  exemptions: Generated<string[]>;
}

export interface OfferReminderTemplateTable extends Timestamps {
  id: string;
  company_id: string;
  recruiter_id: string;
  name: string;
  subject: string;
  message: string;
}

export interface CompanyNotificationTable {
  id: string;
  company_id: string;
  kind: 'NEW_APPLICATION' | 'OFFER_ACCEPTED' | 'APPLICATION_WITHDRAWN';
  payload: ColumnType<Record<string, unknown>, string, string>;
  created_at: Generated<Date>;
  digested_at: Date | null;
}

export interface CandidateProfileViewTable {
  id: string;
  candidate_id: string;
  company_id: string;
  viewed_at: Date;
  contact_unlocked: boolean;
}

export interface SessionTable {
  id: string;
  user_id: string;
  created_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface PasswordResetTokenTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface InvitationTable {
  id: string;
  company_id: string;
  invited_by: string;
  email: string;
  token_hash: string;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
  created_at: Generated<Date>;
}

export interface OutboxEmailTable {
  id: string;
  to_address: string;
  locale: Locale;
  subject: string;
  text_body: string;
  html_body: string;
  status: Generated<'PENDING' | 'SENT' | 'FAILED'>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_error: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
  user_id: string | null;
  /** The Message-ID header, fixed when queued: a repeated send carries the same one. */
  message_id: string;
}

export interface ProvinceTable {
  id: string;
  code: string;
  name_en: string;
  name_th: string;
  region: Region;
}

export interface DistrictTable {
  id: string;
  province_id: string;
  code: string;
  kind: DistrictKind;
  name_en: string;
  name_th: string;
  postal_codes: string[];
}

export interface ClassificationTable {
  id: string;
  parent_id: string | null;
  code: string;
  sort_order: number;
  name_en: string;
  name_th: string;
  /** Other words a reader uses for the row (job titles of an occupation group); search documents hold them. */
  search_aliases: Generated<string[]>;
}

export interface LanguageTable {
  id: string;
  code: string;
  name_en: string;
  name_th: string;
}

export interface LanguageCertificationTable {
  id: string;
  language_id: string;
  name: string;
  sort_order: number;
}

export interface ReferenceDataVersionTable {
  dataset: string;
  checksum: string;
  seeded_at: Generated<Date>;
}

export interface RateLimitCounterTable {
  key: string;
  hits: number;
  window_ends_at: Date;
}
