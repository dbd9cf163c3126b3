import type { Recruiter } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { blankToNull, recruiterSelect, toRecruiter } from '../company-organization/company-organization.repository.ts';

export type RecruiterProfileChange = {
  firstName?: string;
  lastName?: string;
  position?: string | null;
  profile?: string | null;
  image?: string | null;
};

export type CompanyProfileRepository = ReturnType<typeof createCompanyProfileRepository>;

export function createCompanyProfileRepository(db: Kysely<Database>) {
  return {
    async find(recruiterId: string): Promise<(Recruiter & { userId: string }) | undefined> {
      const row = await recruiterSelect(db).where('r.id', '=', recruiterId).executeTakeFirst();
      return row && { ...toRecruiter(row), userId: row.user_id };
    },

    /** Writes the profile and the display `name` the service derived ("first last"). */
    async update(recruiterId: string, change: RecruiterProfileChange, name: string, at: Date): Promise<void> {
      const values = {
        first_name: change.firstName,
        last_name: change.lastName,
        position: blankToNull(change.position),
        profile: blankToNull(change.profile),
        image: blankToNull(change.image),
      };
      await db
        .updateTable('recruiters')
        .set({
          ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
          name,
          updated_at: at,
        })
        .where('id', '=', recruiterId)
        .execute();
    },

    async setEmail(userId: string, email: string, at: Date): Promise<void> {
      await db.updateTable('users').set({ email, updated_at: at }).where('id', '=', userId).execute();
    },
  };
}
