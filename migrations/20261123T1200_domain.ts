import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

/**
 * The product's domain tables: candidate profiles, job postings (recruitments), applications,
 * saved jobs, offers and their messages, talent pools, templates, company profile and settings.
 * Enumerated columns are text with CHECK constraints listing docs/domain.md's values.
 */

const withTimestamps = (table: CreateTableBuilder<any, any>) =>
  table
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`));

const oneOf = (column: string, values: string[]) =>
  sql.raw(`${column} IN (${values.map((value) => `'${value}'`).join(', ')})`);

const EDUCATION_LEVELS = [
  'HIGH_SCHOOL',
  'VOCATIONAL_SCHOOL',
  'TECHNICAL_COLLEGE',
  'JUNIOR_COLLEGE',
  'UNIVERSITY',
  'BACHELOR',
  'MASTER',
  'GRADUATE_SCHOOL',
  'OTHER',
];
const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'FREELANCE', 'INTERNSHIP', 'TEMPORARY'];
const PROFICIENCY = ['BASIC', 'INTERMEDIATE', 'ADVANCED', 'NATIVE'];

/** Thai-aware search columns: segmented tokens for full text, normalised text for trigram matches. */
async function addSearchColumns(db: Kysely<any>, table: string) {
  await db.schema
    .alterTable(table)
    .addColumn('search_vector', sql`tsvector`, (col) => col.notNull().defaultTo(sql`''::tsvector`))
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`CREATE INDEX ${sql.id(`${table}_search_vector_idx`)} ON ${sql.table(table)} USING gin (search_vector)`.execute(
    db,
  );
  await sql`CREATE INDEX ${sql.id(`${table}_search_text_idx`)} ON ${sql.table(table)} USING gin (search_text gin_trgm_ops)`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  // ── Companies and recruiters: profile and settings ────────────────────────────────────────
  await db.schema
    .alterTable('companies')
    .addColumn('capital', 'text')
    .addColumn('ceo', 'text')
    .addColumn('description', 'text')
    .addColumn('establishment', 'text')
    .addColumn('location', 'text')
    .addColumn('logo', 'text')
    .addColumn('website', 'text')
    .addColumn('auto_reply_enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('auto_reply_template_name', 'text')
    .addColumn('auto_reply_template_message', 'text')
    .addColumn('auto_reply_template_updated_at', 'timestamptz')
    .addColumn('notification_email', 'text')
    .addColumn('notification_frequency', 'text', (col) =>
      col
        .notNull()
        .defaultTo('ANY_TIME')
        .check(oneOf('notification_frequency', ['ANY_TIME', 'DAILY'])),
    )
    .execute();

  await db.schema
    .alterTable('recruiters')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('position', 'text')
    .addColumn('profile', 'text')
    .addColumn('image', 'text')
    .execute();

  // ── Candidates ─────────────────────────────────────────────────────────────────────────────
  await db.schema
    .alterTable('candidates')
    .addColumn('district_id', 'uuid', (col) => col.references('districts.id'))
    .addColumn('address', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('self_introduction', 'text')
    .addColumn('date_of_birth', 'date')
    .addColumn('gender', 'text', (col) => col.check(oneOf('gender', ['FEMALE', 'MALE', 'PREFER_NOT_TO_SAY'])))
    .addColumn('employment_status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('UNEMPLOYED')
        .check(oneOf('employment_status', ['EMPLOYED', 'UNEMPLOYED', 'NO_EXPERIENCE'])),
    )
    .addColumn('job_change_count', 'text', (col) =>
      col
        .notNull()
        .defaultTo('ZERO')
        .check(oneOf('job_change_count', ['ZERO', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE_OR_MORE'])),
    )
    .addColumn('has_management_experience', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('hide_company_name', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('open_to_company_offer', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('open_to_direct_message', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('subscribed_to_newsletter', 'boolean', (col) => col.notNull().defaultTo(false))
    // Set when the account is deleted: the row stays as an anonymous stub for offers/applications.
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await addSearchColumns(db, 'candidates');

  await db.schema
    .createTable('candidate_educations')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('candidate_id', 'uuid', (col) => col.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(oneOf('status', ['GRADUATED', 'EXPECTED_TO_GRADUATE', 'PENDING'])),
    )
    .addColumn('field_of_study', 'text', (col) => col.notNull())
    .addColumn('institution', 'text', (col) => col.notNull())
    .addColumn('start_date', 'date', (col) => col.notNull())
    .addColumn('end_date', 'date')
    .addColumn('level', 'text', (col) => col.notNull().check(oneOf('level', EDUCATION_LEVELS)))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .$call(withTimestamps)
    .execute();

  await db.schema
    .createTable('candidate_experiences')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('candidate_id', 'uuid', (col) => col.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('experience_type', 'text', (col) =>
      col.notNull().check(oneOf('experience_type', ['INDUSTRY', 'OCCUPATION'])),
    )
    // An industry id or an occupation id, by experience_type.
    .addColumn('entity_id', 'uuid', (col) => col.notNull())
    .addColumn('year_of_experience', 'integer', (col) => col.check(sql`year_of_experience >= 0`))
    .$call(withTimestamps)
    .execute();

  await db.schema
    .createTable('candidate_job_preferences')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('candidate_id', 'uuid', (col) => col.notNull().unique().references('candidates.id').onDelete('cascade'))
    .addColumn('desired_annual_salary', 'integer', (col) => col.check(sql`desired_annual_salary >= 0`))
    .addColumn('is_open_to_any_industry', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_open_to_any_location', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('job_search_status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('OPEN_TO_OFFERS')
        .check(oneOf('job_search_status', ['APPLYING_TO_COMPANY', 'OPEN_TO_OFFERS', 'NOT_ACTIVELY_LOOKING'])),
    )
    .addColumn('relocation_preference', 'text', (col) =>
      col
        .notNull()
        .defaultTo('NEUTRAL')
        .check(oneOf('relocation_preference', ['POSITIVE', 'NEGATIVE', 'NEUTRAL'])),
    )
    .$call(withTimestamps)
    .execute();

  // Preferred industries, provinces and occupations (at most three of each, enforced by the API).
  await db.schema
    .createTable('candidate_preferences')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('candidate_id', 'uuid', (col) => col.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('entity_type', 'text', (col) =>
      col.notNull().check(oneOf('entity_type', ['INDUSTRY', 'PROVINCE', 'OCCUPATION'])),
    )
    .addColumn('entity_id', 'uuid', (col) => col.notNull())
    .addUniqueConstraint('candidate_preferences_unique', ['candidate_id', 'entity_type', 'entity_id'])
    .execute();

  await db.schema
    .createTable('candidate_language_skills')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('candidate_id', 'uuid', (col) => col.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('language_id', 'uuid', (col) => col.notNull().references('languages.id'))
    .addColumn('communication', 'text', (col) => col.notNull().check(oneOf('communication', PROFICIENCY)))
    .addColumn('reading', 'text', (col) => col.notNull().check(oneOf('reading', PROFICIENCY)))
    .addColumn('writing', 'text', (col) => col.notNull().check(oneOf('writing', PROFICIENCY)))
    .$call(withTimestamps)
    .execute();

  await db.schema
    .createTable('candidate_language_certifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('language_skill_id', 'uuid', (col) =>
      col.notNull().references('candidate_language_skills.id').onDelete('cascade'),
    )
    .addColumn('certification_id', 'uuid', (col) => col.notNull().references('language_certifications.id'))
    .addColumn('score', 'text')
    .$call(withTimestamps)
    .execute();

  await db.schema
    .createTable('candidate_qualifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('candidate_id', 'uuid', (col) => col.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('acquired_on', 'date')
    .$call(withTimestamps)
    .execute();

  await db.schema
    .createTable('candidate_skills')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('candidate_id', 'uuid', (col) => col.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().check(oneOf('type', ['SKILL', 'IT'])))
    .addColumn('year_of_experience', 'integer', (col) => col.check(sql`year_of_experience >= 0`))
    .$call(withTimestamps)
    .execute();

  await db.schema
    .createTable('candidate_work_histories')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('candidate_id', 'uuid', (col) => col.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('industry_id', 'uuid', (col) => col.notNull().references('industries.id'))
    .addColumn('occupation_id', 'uuid', (col) => col.notNull().references('occupations.id'))
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('job_detail', 'text')
    .addColumn('annual_salary', 'integer', (col) => col.check(sql`annual_salary >= 0`))
    .addColumn('min_salary', 'integer', (col) => col.check(sql`min_salary >= 0`))
    .addColumn('max_salary', 'integer', (col) => col.check(sql`max_salary >= 0`))
    .addColumn('is_current', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('start_date', 'date', (col) => col.notNull())
    .addColumn('end_date', 'date')
    .addColumn('employment_type', 'text', (col) => col.notNull().check(oneOf('employment_type', EMPLOYMENT_TYPES)))
    .$call(withTimestamps)
    .execute();
  for (const table of [
    'candidate_educations',
    'candidate_experiences',
    'candidate_preferences',
    'candidate_language_skills',
    'candidate_qualifications',
    'candidate_skills',
    'candidate_work_histories',
  ]) {
    await db.schema.createIndex(`${table}_candidate_id_idx`).on(table).column('candidate_id').execute();
  }

  // Account deletion keeps only this anonymous survey (no link to the person).
  await db.schema
    .createTable('withdrawal_surveys')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('reason', 'text', (col) =>
      col
        .notNull()
        .check(oneOf('reason', ['FOUND_JOB_PLUS_UP', 'FOUND_JOB_OTHER', 'STOP_JOB_SEARCH', 'SITE_DIFFICULT', 'OTHER'])),
    )
    .addColumn('reason_other', 'text')
    .addColumn('message', 'text')
    .addColumn('score', 'integer', (col) => col.notNull().check(sql`score BETWEEN 1 AND 10`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // ── Job postings (an employer's "recruitments") ────────────────────────────────────────────
  await db.schema
    .createTable('job_postings')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id'))
    .addColumn('posted_by_id', 'uuid', (col) => col.notNull().references('recruiters.id'))
    .addColumn('district_id', 'uuid', (col) => col.references('districts.id'))
    .addColumn('industry_id', 'uuid', (col) => col.notNull().references('industries.id'))
    .addColumn('occupation_id', 'uuid', (col) => col.notNull().references('occupations.id'))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('DRAFT')
        .check(oneOf('status', ['DRAFT', 'ACTIVE', 'PAUSED', 'CLOSED'])),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('summary', 'text')
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('highlight', 'text')
    .addColumn('employment_type', 'text', (col) => col.notNull().check(oneOf('employment_type', EMPLOYMENT_TYPES)))
    .addColumn('education_level', 'text', (col) => col.check(oneOf('education_level', EDUCATION_LEVELS)))
    .addColumn('salary_expectation', 'integer', (col) => col.check(sql`salary_expectation >= 0`))
    .addColumn('estimated_salary_min', 'integer', (col) => col.check(sql`estimated_salary_min >= 0`))
    .addColumn('estimated_salary_max', 'integer', (col) => col.check(sql`estimated_salary_max >= 0`))
    .addColumn('posted_at', 'timestamptz')
    .addColumn('expired_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('access_info', 'text')
    .addColumn('application_instructions', 'text')
    .addColumn('bonus_policy', 'text')
    .addColumn('contact_info', 'text')
    .addColumn('cover_image', 'text')
    .addColumn('employee_benefits', 'text')
    .addColumn('leave_policy', 'text')
    .addColumn('location_detail', 'text')
    .addColumn('memo', 'text')
    .addColumn('probation_period', 'text')
    .addColumn('qualification', 'text')
    .addColumn('salary_increase_policy', 'text')
    .addColumn('special_description', 'text')
    .addColumn('special_image', 'text')
    .addColumn('special_topic', 'text')
    .addColumn('work_hours', 'text')
    .addColumn('company_search_keywords', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('images', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('salary_examples', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('testimonials', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('application_steps', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .$call(withTimestamps)
    .execute();
  await addSearchColumns(db, 'job_postings');
  await db.schema
    .createIndex('job_postings_company_id_idx')
    .on('job_postings')
    .columns(['company_id', 'created_at'])
    .execute();
  await db.schema.createIndex('job_postings_open_idx').on('job_postings').columns(['status', 'posted_at']).execute();
  await db.schema.createIndex('job_postings_industry_id_idx').on('job_postings').column('industry_id').execute();
  await db.schema.createIndex('job_postings_occupation_id_idx').on('job_postings').column('occupation_id').execute();
  await db.schema.createIndex('job_postings_district_id_idx').on('job_postings').column('district_id').execute();

  // "viewed" in recruitment stats: distinct signed-in candidates who opened the posting.
  await db.schema
    .createTable('job_posting_views')
    .addColumn('job_posting_id', 'uuid', (col) => col.notNull().references('job_postings.id'))
    .addColumn('candidate_id', 'uuid', (col) => col.notNull().references('candidates.id'))
    .addColumn('viewed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('job_posting_views_pkey', ['job_posting_id', 'candidate_id'])
    .execute();

  await db.schema
    .createTable('saved_job_postings')
    .addColumn('candidate_id', 'uuid', (col) => col.notNull().references('candidates.id'))
    .addColumn('job_posting_id', 'uuid', (col) => col.notNull().references('job_postings.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('saved_job_postings_pkey', ['candidate_id', 'job_posting_id'])
    .execute();

  await db.schema
    .createTable('job_applications')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('candidate_id', 'uuid', (col) => col.notNull().references('candidates.id'))
    .addColumn('job_posting_id', 'uuid', (col) => col.notNull().references('job_postings.id'))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('PENDING')
        .check(oneOf('status', ['ACCEPTED', 'CANCELLED', 'PENDING', 'REJECTED'])),
    )
    // The accepted offer this application came from, if any.
    .addColumn('offer_id', 'uuid')
    .addUniqueConstraint('job_applications_candidate_job_key', ['candidate_id', 'job_posting_id'])
    .$call(withTimestamps)
    .execute();
  await db.schema
    .createIndex('job_applications_job_posting_id_idx')
    .on('job_applications')
    .column('job_posting_id')
    .execute();

  // ── Offers (scout messages) ────────────────────────────────────────────────────────────────
  await db.schema
    .createTable('job_offers')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id'))
    .addColumn('candidate_id', 'uuid', (col) => col.notNull().references('candidates.id'))
    .addColumn('job_posting_id', 'uuid', (col) => col.notNull().references('job_postings.id'))
    .addColumn('offer_by_id', 'uuid', (col) => col.notNull().references('recruiters.id'))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(oneOf('status', ['ACCEPTED', 'CANCELLED', 'EXPIRED', 'REJECTED', 'SCHEDULED', 'SENT'])),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('introduction', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('policies', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('reason', 'text')
    .addColumn('is_casual_interview_ok', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_deleted_by_candidate', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_first_interview_exempt', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_first_second_interview_exempt', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_no_reason_to_entry_ok', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_premium_offer', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_previous_job_salary_guaranteed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_resume_screening_exempt', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('issued_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('scheduled_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('opened_at', 'timestamptz')
    .addColumn('answered_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    // One offer per candidate and recruitment.
    .addUniqueConstraint('job_offers_candidate_job_key', ['candidate_id', 'job_posting_id'])
    .$call(withTimestamps)
    .execute();
  await db.schema
    .createIndex('job_offers_company_idx')
    .on('job_offers')
    .columns(['company_id', 'created_at'])
    .execute();
  await db.schema.createIndex('job_offers_job_posting_id_idx').on('job_offers').column('job_posting_id').execute();
  await db.schema
    .createIndex('job_offers_expiring_idx')
    .on('job_offers')
    .column('expires_at')
    .where(sql.ref('status'), '=', 'SENT')
    .execute();

  // The letter and the reminders of an offer; a row with status SCHEDULED is the schedule.
  await db.schema
    .createTable('offer_messages')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('offer_id', 'uuid', (col) => col.notNull().references('job_offers.id'))
    .addColumn('type', 'text', (col) => col.notNull().check(oneOf('type', ['LETTER', 'REMINDER'])))
    .addColumn('status', 'text', (col) => col.notNull().check(oneOf('status', ['SCHEDULED', 'SENT', 'CANCELLED'])))
    .addColumn('subject', 'text')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('is_scheduled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('scheduled_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .$call(withTimestamps)
    .execute();
  await db.schema.createIndex('offer_messages_offer_id_idx').on('offer_messages').column('offer_id').execute();
  await db.schema
    .createIndex('offer_messages_due_idx')
    .on('offer_messages')
    .column('scheduled_at')
    .where(sql.ref('status'), '=', 'SCHEDULED')
    .execute();

  // ── Talent pools and templates ─────────────────────────────────────────────────────────────
  await db.schema
    .createTable('talent_pools')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .$call(withTimestamps)
    .execute();
  await db.schema.createIndex('talent_pools_company_id_idx').on('talent_pools').column('company_id').execute();

  await db.schema
    .createTable('talent_pool_members')
    .addColumn('pool_id', 'uuid', (col) => col.notNull().references('talent_pools.id'))
    .addColumn('candidate_id', 'uuid', (col) => col.notNull().references('candidates.id'))
    .addColumn('added_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('talent_pool_members_pkey', ['pool_id', 'candidate_id'])
    .execute();

  await db.schema
    .createTable('message_templates')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id'))
    .addColumn('recruiter_id', 'uuid', (col) => col.notNull().references('recruiters.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .$call(withTimestamps)
    .execute();

  await db.schema
    .createTable('offer_letter_templates')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id'))
    .addColumn('recruiter_id', 'uuid', (col) => col.notNull().references('recruiters.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('introduction', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('policies', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('exemptions', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .$call(withTimestamps)
    .execute();

  await db.schema
    .createTable('offer_reminder_templates')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id'))
    .addColumn('recruiter_id', 'uuid', (col) => col.notNull().references('recruiters.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .$call(withTimestamps)
    .execute();
  for (const table of ['message_templates', 'offer_letter_templates', 'offer_reminder_templates']) {
    await db.schema.createIndex(`${table}_company_id_idx`).on(table).column('company_id').execute();
  }

  // Company notifications waiting for the DAILY digest (sent rows keep digested_at).
  await db.schema
    .createTable('company_notifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id'))
    .addColumn('kind', 'text', (col) => col.notNull().check(oneOf('kind', ['NEW_APPLICATION', 'OFFER_ACCEPTED'])))
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('digested_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('company_notifications_pending_idx')
    .on('company_notifications')
    .column('company_id')
    .where(sql.ref('digested_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'company_notifications',
    'offer_reminder_templates',
    'offer_letter_templates',
    'message_templates',
    'talent_pool_members',
    'talent_pools',
    'offer_messages',
    'job_offers',
    'job_applications',
    'saved_job_postings',
    'job_posting_views',
    'job_postings',
    'withdrawal_surveys',
    'candidate_work_histories',
    'candidate_skills',
    'candidate_qualifications',
    'candidate_language_certifications',
    'candidate_language_skills',
    'candidate_preferences',
    'candidate_job_preferences',
    'candidate_experiences',
    'candidate_educations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  const added: Record<string, string[]> = {
    candidates: [
      'search_text',
      'search_vector',
      'deleted_at',
      'subscribed_to_newsletter',
      'open_to_direct_message',
      'open_to_company_offer',
      'hide_company_name',
      'has_management_experience',
      'job_change_count',
      'employment_status',
      'gender',
      'date_of_birth',
      'self_introduction',
      'postal_code',
      'phone_number',
      'address',
      'district_id',
    ],
    recruiters: ['image', 'profile', 'position', 'last_name', 'first_name'],
    companies: [
      'notification_frequency',
      'notification_email',
      'auto_reply_template_updated_at',
      'auto_reply_template_message',
      'auto_reply_template_name',
      'auto_reply_enabled',
      'website',
      'logo',
      'location',
      'establishment',
      'description',
      'ceo',
      'capital',
    ],
  };
  for (const [table, columns] of Object.entries(added)) {
    for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
