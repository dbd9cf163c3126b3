import type { Recruiter } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { changesNothing } from '../../lib/patch.ts';
import { type AuthService, emailTaken, withUniqueEmail } from '../identity/auth.service.ts';
import { recordSignInEmailChange } from '../identity/email-change.ts';
import { createIdentityRepository } from '../identity/identity.repository.ts';
import type { EmployerPrincipal } from '../identity/principal.ts';
import { createCompanyProfileRepository, type RecruiterProfileChange } from './company-profile.repository.ts';

export type CompanyProfileService = ReturnType<typeof createCompanyProfileService>;

export function createCompanyProfileService({ db, auth }: { db: Kysely<Database>; auth: AuthService }) {
  const repository = createCompanyProfileRepository(db);

  async function profileOf(employer: EmployerPrincipal): Promise<Recruiter> {
    const found = await repository.find(employer.recruiterId);
    if (!found) throw notFound('recruiterId', employer.recruiterId);
    const { userId: _userId, ...recruiter } = found;
    return recruiter;
  }

  return {
    profile: profileOf,

    /**
     * The recruiter's own profile; a new sign-in e-mail needs the password (400) and must not
     * belong to another account (409), and the old address is told.
     */
    async update(
      employer: EmployerPrincipal,
      input: RecruiterProfileChange & { email?: string; currentPassword?: string },
    ) {
      if (changesNothing(input)) return profileOf(employer);
      const { email, currentPassword, ...change } = input;
      const moving = email !== undefined && email !== employer.email;
      if (moving) await auth.confirmPassword(employer, currentPassword);
      await withUniqueEmail(() =>
        db.transaction().execute(async (trx) => {
          const profiles = createCompanyProfileRepository(trx);
          const current = await profiles.find(employer.recruiterId);
          if (!current) throw notFound('recruiterId', employer.recruiterId);
          const now = new Date();
          if (moving && email !== current.email) {
            if (await createIdentityRepository(trx).emailExists(email)) throw emailTaken();
            await profiles.setEmail(current.userId, email, now);
            await recordSignInEmailChange(trx, { ...employer, email: current.email }, email, now);
          }
          const firstName = change.firstName ?? current.firstName;
          const lastName = change.lastName ?? current.lastName;
          // The display name follows the profile's names once there are any.
          const name = [firstName, lastName].filter(Boolean).join(' ') || current.name;
          await profiles.update(employer.recruiterId, change, name, now);
        }),
      );
      return profileOf(employer);
    },
  };
}
