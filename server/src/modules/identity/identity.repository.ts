import type { Locale, RecruiterStatus, Role } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';
import type { Principal } from './principal.ts';

export type Credentials = {
  userId: string;
  role: Role;
  passwordHash: string | null;
};

type PrincipalRow = {
  userId: string;
  email: string;
  role: Role;
  locale: Locale;
  candidateId: string | null;
  companyId: string | null;
  recruiterId: string | null;
  recruiterStatus: RecruiterStatus | null;
};

function toPrincipal(row: PrincipalRow, sessionId: string | null): Principal | undefined {
  const base = { userId: row.userId, email: row.email, locale: row.locale, sessionId };
  if (row.role === 'CANDIDATE' && row.candidateId)
    return { audience: 'candidate', ...base, candidateId: row.candidateId };
  if (row.role !== 'CANDIDATE' && row.companyId && row.recruiterId && row.recruiterStatus) {
    return {
      audience: 'employer',
      ...base,
      companyId: row.companyId,
      recruiterId: row.recruiterId,
      role: row.role,
      recruiterStatus: row.recruiterStatus,
    };
  }
  return undefined;
}

const principals = (db: Kysely<Database>) =>
  db
    .selectFrom('users')
    .leftJoin('candidates', 'candidates.user_id', 'users.id')
    .leftJoin('recruiters', 'recruiters.user_id', 'users.id')
    .select([
      'users.id as userId',
      'users.email',
      'users.role',
      'users.locale',
      'candidates.id as candidateId',
      'recruiters.company_id as companyId',
      'recruiters.id as recruiterId',
      'recruiters.status as recruiterStatus',
    ]);

/** Every signed-in request runs it. */
const principalRowOfSession = preparedQuery(
  (db, { sessionId, userId, now }: { sessionId: string; userId: string; now: Date }) =>
    principals(db)
      .innerJoin('sessions', 'sessions.user_id', 'users.id')
      .where('sessions.id', '=', sessionId)
      .where('sessions.user_id', '=', userId)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now),
  { planOnce: () => true },
);

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;

export function createIdentityRepository(db: Kysely<Database>) {
  return {
    async principalOfSession(sessionId: string, userId: string, now: Date): Promise<Principal | undefined> {
      const [row] = await principalRowOfSession(db, { sessionId, userId, now });
      return row && toPrincipal(row, sessionId);
    },

    async principalOfEmail(email: string): Promise<Principal | undefined> {
      const row = await principals(db).where('users.email', '=', email).executeTakeFirst();
      return row && toPrincipal(row, null);
    },

    credentialsOf(email: string): Promise<Credentials | undefined> {
      return db
        .selectFrom('users')
        .select(['id as userId', 'role', 'password_hash as passwordHash'])
        .where('email', '=', email)
        .executeTakeFirst();
    },

    async emailExists(email: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      return row !== undefined;
    },

    async taxIdExists(taxId: string): Promise<boolean> {
      const row = await db.selectFrom('companies').select('id').where('tax_id', '=', taxId).executeTakeFirst();
      return row !== undefined;
    },

    async insertUser(user: {
      id: string;
      email: string;
      passwordHash: string;
      role: Role;
      firstName?: string;
      lastName?: string;
      locale: Locale;
    }): Promise<void> {
      await db
        .insertInto('users')
        .values({
          id: user.id,
          email: user.email,
          password_hash: user.passwordHash,
          role: user.role,
          first_name: user.firstName ?? null,
          last_name: user.lastName ?? null,
          locale: user.locale,
        })
        .execute();
    },

    async insertCandidate(candidate: { id: string; userId: string }): Promise<void> {
      await db.insertInto('candidates').values({ id: candidate.id, user_id: candidate.userId }).execute();
    },

    async insertCompany(company: { id: string; name: string; taxId: string }): Promise<void> {
      await db.insertInto('companies').values({ id: company.id, name: company.name, tax_id: company.taxId }).execute();
    },

    async insertRecruiter(recruiter: {
      id: string;
      userId: string;
      companyId: string;
      name: string;
      phoneNumber: string;
    }): Promise<void> {
      await db
        .insertInto('recruiters')
        .values({
          id: recruiter.id,
          user_id: recruiter.userId,
          company_id: recruiter.companyId,
          name: recruiter.name,
          phone_number: recruiter.phoneNumber,
        })
        .execute();
    },

    async recordLogin(userId: string, at: Date): Promise<void> {
      await db.updateTable('users').set({ last_login_at: at }).where('id', '=', userId).execute();
      // The employer's candidate search orders by a copy on candidates (db/candidate-search-filters.ts).
      await db.updateTable('candidates').set({ last_login_at: at }).where('user_id', '=', userId).execute();
    },

    async setPassword(userId: string, passwordHash: string, at: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: at })
        .where('id', '=', userId)
        .execute();
    },

    async insertSession(session: { id: string; userId: string; expiresAt: Date }): Promise<void> {
      await db
        .insertInto('sessions')
        .values({ id: session.id, user_id: session.userId, expires_at: session.expiresAt, revoked_at: null })
        .execute();
    },

    async revokeSession(sessionId: string, at: Date): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeSessionsOf(userId: string, at: Date): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async insertResetToken(token: { id: string; userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db
        .insertInto('password_reset_tokens')
        .values({
          id: token.id,
          user_id: token.userId,
          token_hash: token.tokenHash,
          expires_at: token.expiresAt,
          used_at: null,
        })
        .execute();
    },

    /** The still-usable reset token with this hash, locked until the transaction ends. */
    usableResetToken(tokenHash: string, now: Date): Promise<{ id: string; userId: string; role: Role } | undefined> {
      return db
        .selectFrom('password_reset_tokens')
        .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
        .select(['password_reset_tokens.id', 'password_reset_tokens.user_id as userId', 'users.role'])
        .where('password_reset_tokens.token_hash', '=', tokenHash)
        .where('password_reset_tokens.used_at', 'is', null)
        .where('password_reset_tokens.expires_at', '>', now)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Spends this token and every other open token of the user: one reset, one link. */
    async spendResetTokens(userId: string, at: Date): Promise<void> {
      await db
        .updateTable('password_reset_tokens')
        .set({ used_at: at })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },

    companyName(companyId: string): Promise<{ name: string } | undefined> {
      return db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst();
    },

    recruiterName(recruiterId: string): Promise<{ name: string } | undefined> {
      return db.selectFrom('recruiters').select('name').where('id', '=', recruiterId).executeTakeFirst();
    },
  };
}
