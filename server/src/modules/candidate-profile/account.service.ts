import type {
  CandidateAccountDeletionBody,
  CandidateDataExport,
  CandidateSettings,
  CandidateSettingsUpdateBody,
} from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { changesNothing } from '../../lib/patch.ts';
import { listSavedJobs } from '../candidate-jobs/candidate-jobs.service.ts';
import { listCandidateOffers } from '../candidate-offers/candidate-offers.service.ts';
import { listProfileViews } from '../candidate-profile-views/candidate-profile-views.service.ts';
import { createIdentityRepository } from '../identity/identity.repository.ts';
import { createOutboxRepository } from '../mail/outbox.repository.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import { createAccountRepository } from './account.repository.ts';
import { createCandidateProfileRepository } from './candidate-profile.repository.ts';

/** The export holds every row: one page as large as any candidate's list can be. */
const EVERYTHING = { page: 1, pageSize: 1_000_000 };

export type AccountService = ReturnType<typeof createAccountService>;

/** Settings, the data export and account deletion (docs/domain.md "Candidate privacy", PDPA). */
export function createAccountService(deps: { db: Kysely<Database>; reference: ReferenceService }) {
  const { db } = deps;

  async function settingsOf(candidateId: string): Promise<CandidateSettings> {
    const settings = await createAccountRepository(db).settings(candidateId);
    if (!settings) throw notFound('candidateId', candidateId);
    return settings;
  }

  return {
    settings: settingsOf,

    updateSettings(candidateId: string, body: CandidateSettingsUpdateBody): Promise<CandidateSettings> {
      if (changesNothing(body)) return settingsOf(candidateId);
      return db.transaction().execute(async (trx) => {
        const at = new Date();
        const profiles = createCandidateProfileRepository(trx);
        const account = await profiles.account(candidateId);
        if (!account) throw notFound('candidateId', candidateId);
        await profiles.updateUser(
          account.userId,
          { firstName: body.firstName, lastName: body.lastName, locale: body.locale },
          at,
        );
        await profiles.updateCandidate(
          candidateId,
          {
            openToCompanyOffer: body.openToCompanyOffer,
            openToDirectMessage: body.openToDirectMessage,
            subscribedToNewsletter: body.subscribedToNewsletter,
          },
          at,
        );
        const settings = await createAccountRepository(trx).settings(candidateId);
        if (!settings) throw notFound('candidateId', candidateId);
        return settings;
      });
    },

    /** Everything the platform holds about the candidate (PDPA right of access), read in one snapshot. */
    exportData(candidateId: string): Promise<CandidateDataExport> {
      return db.transaction().execute(async (trx) => {
        const now = new Date();
        const accounts = createAccountRepository(trx);
        const account = await accounts.account(candidateId);
        const profile = await createCandidateProfileRepository(trx).profile(candidateId);
        const settings = await accounts.settings(candidateId);
        if (!account || !profile || !settings) throw notFound('candidateId', candidateId);
        return {
          exportedAt: now.toISOString(),
          account: {
            userId: account.userId,
            email: account.email,
            firstName: account.firstName,
            lastName: account.lastName,
            locale: account.locale,
            createdAt: account.createdAt.toISOString(),
            lastLoginAt: account.lastLoginAt?.toISOString() ?? null,
          },
          profile,
          settings,
          savedJobs: (await listSavedJobs(trx, deps.reference.lookup, candidateId, EVERYTHING, now)).rows,
          applications: await accounts.applications(candidateId),
          offers: (await listCandidateOffers(trx, deps.reference.lookup, candidateId, EVERYTHING, now)).rows,
          jobViews: await accounts.jobViews(candidateId),
          profileViews: (await listProfileViews(trx, candidateId, EVERYTHING)).rows,
        };
      });
    },

    /**
     * PDPA deletion, all or nothing: keeps the anonymous withdrawal survey, erases personal data
     * (the candidate row stays as an anonymous stub for offers and applications) and revokes every
     * session. The e-mail in the body must be the account's (400 EMAIL_MISMATCH).
     */
    async deleteAccount(candidateId: string, body: CandidateAccountDeletionBody): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const at = new Date();
        const account = await createCandidateProfileRepository(trx).account(candidateId);
        if (!account) throw notFound('candidateId', candidateId);
        if (body.email !== account.email) throw new AppError('EMAIL_MISMATCH', 'errorEmailMismatch');
        const accounts = createAccountRepository(trx);
        await accounts.insertWithdrawalSurvey(body);
        await accounts.erasePersonalData(account, at);
        // Its e-mails hold names and the address itself.
        await createOutboxRepository(trx).eraseWrittenFor(account.userId);
        await createIdentityRepository(trx).revokeSessionsOf(account.userId, at);
      });
    },
  };
}
