import { randomUUID } from 'node:crypto';
import type { CandidateProfileView, PaginationQuery } from '@jobmatch/contract';
import { type Kysely, sql } from 'kysely';
import { type Page, pageOf } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';

export type CandidateProfileViewsRepository = ReturnType<typeof createCandidateProfileViewsRepository>;

/** Companies opening candidates' details, as the candidate reads them. */
export function createCandidateProfileViewsRepository(db: Kysely<Database>) {
  return {
    /** Until the transaction ends, other views of this candidate by this company wait for this one. */
    async lockPair(companyId: string, candidateId: string): Promise<void> {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${companyId}), hashtext(${candidateId}))`.execute(db);
    },

    latestSince(companyId: string, candidateId: string, since: Date) {
      return db
        .selectFrom('candidate_profile_views')
        .select(['id', 'contact_unlocked'])
        .where('company_id', '=', companyId)
        .where('candidate_id', '=', candidateId)
        .where('viewed_at', '>', since)
        .orderBy('viewed_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async insert(view: { companyId: string; candidateId: string; contactUnlocked: boolean; at: Date }) {
      await db
        .insertInto('candidate_profile_views')
        .values({
          id: randomUUID(),
          company_id: view.companyId,
          candidate_id: view.candidateId,
          contact_unlocked: view.contactUnlocked,
          viewed_at: view.at,
        })
        .execute();
    },

    async markUnlocked(id: string): Promise<void> {
      await db.updateTable('candidate_profile_views').set({ contact_unlocked: true }).where('id', '=', id).execute();
    },

    /** The candidate's views, newest first, with the company as candidates see it beside a posting. */
    async list(candidateId: string, paging: PaginationQuery): Promise<Page<CandidateProfileView>> {
      const query = db
        .selectFrom('candidate_profile_views as v')
        .innerJoin('companies as co', 'co.id', 'v.company_id')
        .select([
          'v.id',
          'v.viewed_at',
          'v.contact_unlocked',
          'co.id as company_id',
          'co.name',
          'co.logo',
          'co.website',
          'co.description',
          'co.location',
        ])
        .where('v.candidate_id', '=', candidateId)
        .orderBy('v.viewed_at', 'desc')
        .orderBy('v.id', 'desc');
      const page = await pageOf(db, query, paging);
      return {
        ...page,
        rows: page.rows.map((row) => ({
          id: row.id,
          company: {
            id: row.company_id,
            name: row.name,
            logo: row.logo,
            website: row.website,
            description: row.description,
            location: row.location,
          },
          viewedAt: row.viewed_at.toISOString(),
          contactUnlocked: row.contact_unlocked,
        })),
      };
    },
  };
}
