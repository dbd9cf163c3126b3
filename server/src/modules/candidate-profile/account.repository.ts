import { randomUUID } from 'node:crypto';
import type { CandidateAccountDeletionBody, CandidateSettings, Locale } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import { refreshCandidateSearchCopies } from '../../db/candidate-search-filters.ts';
import type { Database } from '../../db/schema.ts';
import { toApplication } from '../candidate-jobs/candidate-jobs.repository.ts';

export type AccountRow = {
  candidateId: string;
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  locale: Locale;
  createdAt: Date;
  lastLoginAt: Date | null;
};

/** The e-mail a deleted account keeps: unique, never deliverable, and saying nothing about the person. */
export const deletedEmail = (userId: string) => `deleted+${userId}@invalid`;

export type AccountRepository = ReturnType<typeof createAccountRepository>;

/** The candidate's account: settings, the data export's extras and account deletion (PDPA). */
export function createAccountRepository(db: Kysely<Database>) {
  return {
    account(candidateId: string): Promise<AccountRow | undefined> {
      return db
        .selectFrom('candidates as ca')
        .innerJoin('users as u', 'u.id', 'ca.user_id')
        .select([
          'ca.id as candidateId',
          'u.id as userId',
          'u.email',
          'u.first_name as firstName',
          'u.last_name as lastName',
          'u.locale',
          'u.created_at as createdAt',
          'u.last_login_at as lastLoginAt',
        ])
        .where('ca.id', '=', candidateId)
        .where('ca.deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async settings(candidateId: string): Promise<CandidateSettings | undefined> {
      const row = await db
        .selectFrom('candidates as ca')
        .innerJoin('users as u', 'u.id', 'ca.user_id')
        .select([
          'u.email',
          'u.first_name',
          'u.last_name',
          'u.locale',
          'ca.open_to_company_offer',
          'ca.open_to_direct_message',
          'ca.subscribed_to_newsletter',
        ])
        .where('ca.id', '=', candidateId)
        .where('ca.deleted_at', 'is', null)
        .executeTakeFirst();
      return (
        row && {
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          locale: row.locale,
          openToCompanyOffer: row.open_to_company_offer,
          openToDirectMessage: row.open_to_direct_message,
          subscribedToNewsletter: row.subscribed_to_newsletter,
        }
      );
    },

    async applications(candidateId: string) {
      const rows = await db
        .selectFrom('job_applications as ja')
        .innerJoin('job_postings as jp', 'jp.id', 'ja.job_posting_id')
        .innerJoin('companies as co', 'co.id', 'jp.company_id')
        .select([
          'ja.id',
          'ja.candidate_id',
          'ja.job_posting_id',
          'ja.offer_id',
          'ja.status',
          'ja.created_at',
          'ja.updated_at',
          'ja.withdrawn_at',
          'jp.title',
          'co.name as company_name',
        ])
        .where('ja.candidate_id', '=', candidateId)
        .orderBy('ja.created_at', 'desc')
        .orderBy('ja.id')
        .execute();
      return rows.map((row) => ({ ...toApplication(row), jobTitle: row.title, companyName: row.company_name }));
    },

    async jobViews(candidateId: string) {
      const rows = await db
        .selectFrom('job_posting_views as v')
        .innerJoin('job_postings as jp', 'jp.id', 'v.job_posting_id')
        .select(['v.job_posting_id', 'jp.title', 'v.viewed_at'])
        .where('v.candidate_id', '=', candidateId)
        .orderBy('v.viewed_at', 'desc')
        .orderBy('v.job_posting_id')
        .execute();
      return rows.map((row) => ({
        jobId: row.job_posting_id,
        jobTitle: row.title,
        viewedAt: row.viewed_at.toISOString(),
      }));
    },

    /** The anonymous withdrawal survey: nothing in it points back at the person. */
    async insertWithdrawalSurvey(survey: Omit<CandidateAccountDeletionBody, 'email'>): Promise<void> {
      await db
        .insertInto('withdrawal_surveys')
        .values({
          id: randomUUID(),
          reason: survey.reason,
          reason_other: survey.reasonOther ?? null,
          message: survey.message ?? null,
          score: survey.score,
        })
        .execute();
    },

    /**
     * Erases everything personal of the account (PDPA) and keeps the candidate row as an anonymous
     * stub, so that the offers and applications employers hold still point somewhere.
     */
    async erasePersonalData(account: { candidateId: string; userId: string }, at: Date) {
      const { candidateId, userId } = account;
      await db
        .updateTable('users')
        .set({
          email: deletedEmail(userId),
          password_hash: null,
          first_name: null,
          last_name: null,
          last_login_at: null,
          updated_at: at,
        })
        .where('id', '=', userId)
        .execute();
      await db
        .updateTable('candidates')
        .set({
          district_id: null,
          address: null,
          phone_number: null,
          postal_code: null,
          self_introduction: null,
          date_of_birth: null,
          gender: null,
          has_management_experience: false,
          hide_company_name: true,
          open_to_company_offer: false,
          open_to_direct_message: false,
          subscribed_to_newsletter: false,
          search_vector: '',
          search_text: '',
          search_signature: null,
          deleted_at: at,
          updated_at: at,
        })
        .where('id', '=', candidateId)
        .execute();
      // Language certifications go with their language skills (ON DELETE CASCADE).
      for (const table of [
        'candidate_educations',
        'candidate_experiences',
        'candidate_job_preferences',
        'candidate_preferences',
        'candidate_language_skills',
        'candidate_qualifications',
        'candidate_skills',
        'candidate_work_histories',
        'saved_job_postings',
        'job_posting_views',
        'candidate_profile_views',
        'talent_pool_members',
      ] as const) {
        await db.deleteFrom(table).where('candidate_id', '=', candidateId).execute();
      }
      // The search's copies of what was just erased (province, languages, industries, experience…).
      await refreshCandidateSearchCopies(db, [candidateId]);
      // Offers not yet delivered never will be: cancel them and their scheduled letters.
      const scheduled = await db
        .updateTable('job_offers')
        .set({ status: 'CANCELLED', cancelled_at: at, updated_at: at })
        .where('candidate_id', '=', candidateId)
        .where('status', '=', 'SCHEDULED')
        .returning('id')
        .execute();
      if (scheduled.length > 0) {
        await db
          .updateTable('offer_messages')
          .set({ status: 'CANCELLED', cancelled_at: at, updated_at: at })
          .where(
            'offer_id',
            'in',
            scheduled.map((offer) => offer.id),
          )
          .where('status', '=', 'SCHEDULED')
          .execute();
      }
      await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
    },
  };
}
