import { type Kysely, sql } from 'kysely';

/**
 * Candidates withdraw applications and see who viewed their profile.
 *
 * - A withdrawn (CANCELLED) application may be followed by a new one to the same job: the
 *   one-application-per-job rule now holds for applications that are not withdrawn only.
 * - Companies are told of withdrawals like of new applications (APPLICATION_WITHDRAWN).
 * - Every company opening a candidate's detail is recorded for that candidate to read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_applications').addColumn('withdrawn_at', 'timestamptz').execute();
  await db.schema.alterTable('job_applications').dropConstraint('job_applications_candidate_job_key').execute();
  await db.schema
    .createIndex('job_applications_candidate_job_key')
    .on('job_applications')
    .columns(['candidate_id', 'job_posting_id'])
    .unique()
    .where(sql.ref('status'), '<>', 'CANCELLED')
    .execute();
  // The candidate's own list, newest first (the unique index above no longer covers every row).
  await db.schema
    .createIndex('job_applications_candidate_created_idx')
    .on('job_applications')
    .columns(['candidate_id', 'created_at desc'])
    .execute();

  await replaceNotificationKinds(db, ['NEW_APPLICATION', 'OFFER_ACCEPTED', 'APPLICATION_WITHDRAWN']);

  await db.schema
    .createTable('candidate_profile_views')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('candidate_id', 'uuid', (col) => col.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('viewed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('contact_unlocked', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('candidate_profile_views_candidate_idx')
    .on('candidate_profile_views')
    .columns(['candidate_id', 'viewed_at desc'])
    .execute();
  // Finding the company's latest view of the candidate, to fold repeated views into one entry.
  await db.schema
    .createIndex('candidate_profile_views_company_candidate_idx')
    .on('candidate_profile_views')
    .columns(['company_id', 'candidate_id', 'viewed_at desc'])
    .execute();
}

async function replaceNotificationKinds(db: Kysely<any>, kinds: string[]) {
  await db.schema.alterTable('company_notifications').dropConstraint('company_notifications_kind_check').execute();
  await db.schema
    .alterTable('company_notifications')
    .addCheckConstraint(
      'company_notifications_kind_check',
      sql.raw(`kind IN (${kinds.map((k) => `'${k}'`).join(', ')})`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('candidate_profile_views').execute();
  await db.deleteFrom('company_notifications').where('kind', '=', 'APPLICATION_WITHDRAWN').execute();
  await replaceNotificationKinds(db, ['NEW_APPLICATION', 'OFFER_ACCEPTED']);
  await db.schema.dropIndex('job_applications_candidate_created_idx').execute();
  await db.schema.dropIndex('job_applications_candidate_job_key').execute();
  // Only the latest application per candidate and job can stay under the old rule.
  await sql`DELETE FROM job_applications ja USING job_applications newer
    WHERE newer.candidate_id = ja.candidate_id AND newer.job_posting_id = ja.job_posting_id
      AND (newer.created_at, newer.id) > (ja.created_at, ja.id)`.execute(db);
  await db.schema
    .alterTable('job_applications')
    .addUniqueConstraint('job_applications_candidate_job_key', ['candidate_id', 'job_posting_id'])
    .execute();
  await db.schema.alterTable('job_applications').dropColumn('withdrawn_at').execute();
}
