import { type PaginationQuery, PROFILE_VIEW_WINDOW_MINUTES } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createCandidateProfileViewsRepository } from './candidate-profile-views.repository.ts';

const WINDOW_MS = PROFILE_VIEW_WINDOW_MINUTES * 60 * 1000;

/**
 * Records that a company opened a candidate's detail. The same company again within the window
 * of its latest entry is that entry, which turns unlocked if the contact details were shown this
 * time. Concurrent views of the same pair wait for each other, so that they stay one entry.
 */
export async function recordProfileView(
  db: Kysely<Database>,
  view: { companyId: string; candidateId: string; contactUnlocked: boolean },
  at = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const views = createCandidateProfileViewsRepository(trx);
    await views.lockPair(view.companyId, view.candidateId);
    const recent = await views.latestSince(view.companyId, view.candidateId, new Date(at.getTime() - WINDOW_MS));
    if (!recent) {
      await views.insert({ ...view, at });
    } else if (view.contactUnlocked && !recent.contact_unlocked) {
      await views.markUnlocked(recent.id);
    }
  });
}

/** The companies that viewed the candidate, read in the caller's transaction (the data export). */
export function listProfileViews(db: Kysely<Database>, candidateId: string, paging: PaginationQuery) {
  return createCandidateProfileViewsRepository(db).list(candidateId, paging);
}

export type CandidateProfileViewsService = ReturnType<typeof createCandidateProfileViewsService>;

/** The candidate's "who viewed my profile". Companies have no way to read views, their own included. */
export function createCandidateProfileViewsService({ db }: { db: Kysely<Database> }) {
  const repository = createCandidateProfileViewsRepository(db);
  return {
    list(candidateId: string, paging: PaginationQuery) {
      return repository.list(candidateId, paging);
    },
  };
}
