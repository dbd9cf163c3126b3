import { randomUUID } from 'node:crypto';
import { type CandidateUser, type EmployerUser, type Locale, message } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { createOutboxRepository } from '../mail/outbox.repository.ts';
import { passwordResetEmail } from '../mail/templates.ts';
import type { SignInThrottle } from '../throttling/sign-in-throttle.ts';
import { createIdentityRepository } from './identity.repository.ts';
import type { Audience, TokenVerifier } from './identity-provider.ts';
import { isCommonPassword, type PasswordHasher } from './passwords.ts';
import type { Principal } from './principal.ts';
import { hashSecretToken, newSecretToken } from './secret-tokens.ts';
import { candidateUserOf, employerUserOf, openSession, type SessionSettings, type SignedIn } from './sessions.ts';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const CURRENT_PASSWORD_FIELD = 'body.currentPassword';

export type AuthDependencies = {
  db: Kysely<Database>;
  passwords: PasswordHasher;
  verifier: TokenVerifier;
  sessions: SessionSettings;
  throttle: SignInThrottle;
  /** Where e-mailed links point, e.g. https://jobmatch.example. */
  appBaseUrl: string;
};

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError('PASSWORD_TOO_COMMON', 'errorPasswordTooCommon');
}

export const emailTaken = () => new AppError('EMAIL_ALREADY_REGISTERED', 'errorEmailAlreadyRegistered');

/** Runs `work`; a unique-key race on the e-mail (two sign-ups at once) becomes the usual 409. */
export async function withUniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthDependencies) {
  const { db, passwords } = deps;
  const repository = createIdentityRepository(db);
  const roleFits = (audience: Audience, role: string) => (audience === 'candidate') === (role === 'CANDIDATE');

  /** `address`: the client's, as rate limits count it. */
  async function checkCredentials(
    audience: Audience,
    email: string,
    password: string,
    address: string,
  ): Promise<Principal> {
    await deps.throttle.refuseAccountUnderAttack(email);
    const credentials = await repository.credentialsOf(email);
    const fits = credentials !== undefined && roleFits(audience, credentials.role);
    // The password is always checked (against a decoy when there is no account), so neither the
    // answer nor its timing tells whether the address is registered.
    const valid = await passwords.matches(password, fits ? credentials.passwordHash : null);
    const principal = fits && valid ? await repository.principalOfEmail(email) : undefined;
    if (!principal) {
      await deps.throttle.recordFailure(email, address);
      throw new AppError('INVALID_CREDENTIALS', 'errorInvalidCredentials');
    }
    return principal;
  }

  function signIn<U>(principal: Principal, user: U): Promise<SignedIn<U>> {
    return db.transaction().execute(async (trx) => {
      const users = createIdentityRepository(trx);
      await users.recordLogin(principal.userId, new Date());
      return openSession(users, deps.sessions, { userId: principal.userId, audience: principal.audience, user });
    });
  }

  return {
    /** The principal a bearer token speaks for, if the token is valid for one of `audiences`. */
    async authenticate(token: string, audiences: readonly Audience[]): Promise<Principal | undefined> {
      const verified = await deps.verifier.verify(token, audiences);
      if (!verified) return undefined;
      const principal =
        verified.kind === 'session'
          ? await repository.principalOfSession(verified.sessionId, verified.userId, new Date())
          : await repository.principalOfEmail(verified.email);
      return principal && audiences.includes(principal.audience) ? principal : undefined;
    },

    async registerCandidate(
      input: { email: string; firstName: string; lastName: string; password: string },
      locale: Locale,
    ): Promise<SignedIn<CandidateUser>> {
      refuseCommonPassword(input.password);
      const passwordHash = await passwords.hash(input.password);
      return withUniqueEmail(() =>
        db.transaction().execute(async (trx) => {
          const users = createIdentityRepository(trx);
          if (await users.emailExists(input.email)) throw emailTaken();
          const userId = randomUUID();
          const candidateId = randomUUID();
          await users.insertUser({
            id: userId,
            email: input.email,
            passwordHash,
            role: 'CANDIDATE',
            firstName: input.firstName,
            lastName: input.lastName,
            locale,
          });
          await users.insertCandidate({ id: candidateId, userId });
          return openSession(users, deps.sessions, {
            userId,
            audience: 'candidate',
            user: candidateUserOf({
              audience: 'candidate',
              userId,
              email: input.email,
              locale,
              sessionId: null,
              candidateId,
            }),
          });
        }),
      );
    },

    async registerEmployer(
      input: {
        companyName: string;
        companyTaxId: string;
        email: string;
        name: string;
        password: string;
        phoneNumber: string;
      },
      locale: Locale,
    ): Promise<SignedIn<EmployerUser>> {
      refuseCommonPassword(input.password);
      const passwordHash = await passwords.hash(input.password);
      return withUniqueEmail(() =>
        db.transaction().execute(async (trx) => {
          const users = createIdentityRepository(trx);
          if (await users.taxIdExists(input.companyTaxId)) {
            throw new AppError('COMPANY_ALREADY_REGISTERED', 'errorCompanyAlreadyRegistered');
          }
          if (await users.emailExists(input.email)) throw emailTaken();
          const userId = randomUUID();
          const companyId = randomUUID();
          const recruiterId = randomUUID();
          await users.insertCompany({ id: companyId, name: input.companyName, taxId: input.companyTaxId });
          await users.insertUser({ id: userId, email: input.email, passwordHash, role: 'ADMIN', locale });
          await users.insertRecruiter({
            id: recruiterId,
            userId,
            companyId,
            name: input.name,
            phoneNumber: input.phoneNumber,
          });
          return openSession(users, deps.sessions, {
            userId,
            audience: 'employer',
            user: { companyId, recruiterId, email: input.email, roles: ['ADMIN'], uid: userId },
          });
        }),
      );
    },

    async loginCandidate(email: string, password: string, address: string): Promise<SignedIn<CandidateUser>> {
      const principal = await checkCredentials('candidate', email, password, address);
      if (principal.audience !== 'candidate') throw new AppError('INVALID_CREDENTIALS', 'errorInvalidCredentials');
      return signIn(principal, candidateUserOf(principal));
    },

    async loginEmployer(email: string, password: string, address: string): Promise<SignedIn<EmployerUser>> {
      const principal = await checkCredentials('employer', email, password, address);
      if (principal.audience !== 'employer') throw new AppError('INVALID_CREDENTIALS', 'errorInvalidCredentials');
      if (principal.recruiterStatus === 'INACTIVE') throw new AppError('ACCOUNT_INACTIVE', 'errorAccountInactive');
      return signIn(principal, employerUserOf(principal));
    },

    /**
     * The password again, before a change that would hand the account over (a new sign-in
     * e-mail): a stolen session alone must not be enough. Wrong ones count as failed sign-ins
     * of the account, so that the session cannot be used to guess it.
     */
    async confirmPassword(principal: Principal, password: string | undefined): Promise<void> {
      if (password === undefined) throw invalidField(CURRENT_PASSWORD_FIELD, 'currentPasswordRequired');
      await deps.throttle.refuseAccountUnderAttack(principal.email);
      const credentials = await repository.credentialsOf(principal.email);
      if (!(await passwords.matches(password, credentials?.passwordHash))) {
        await deps.throttle.recordFailure(principal.email, null);
        throw new AppError('INVALID_CURRENT_PASSWORD', 'errorInvalidCurrentPassword', {
          details: [
            {
              path: CURRENT_PASSWORD_FIELD,
              message: message('errorInvalidCurrentPassword'),
              code: 'invalid_current_password',
            },
          ],
        });
      }
    },

    async logout(principal: Principal): Promise<void> {
      if (principal.sessionId) await repository.revokeSession(principal.sessionId, new Date());
    },

    /** Always succeeds: whether an e-mail went out must not tell whether the account exists. */
    async forgotPassword(audience: Audience, email: string): Promise<void> {
      const principal = await repository.principalOfEmail(email);
      if (!principal || principal.audience !== audience) return;
      const token = newSecretToken();
      const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
      const link = `${deps.appBaseUrl}/reset-password?${new URLSearchParams({ token, audience })}`;
      await db.transaction().execute(async (trx) => {
        await createIdentityRepository(trx).insertResetToken({
          id: randomUUID(),
          userId: principal.userId,
          tokenHash: hashSecretToken(token),
          expiresAt,
        });
        await createOutboxRepository(trx).enqueue({
          to: principal.email,
          userId: principal.userId,
          locale: principal.locale,
          ...passwordResetEmail({ locale: principal.locale, link, expiresAt }),
        });
      });
    },

    /** Sets the new password, spends the token and signs every session of the account out. */
    async resetPassword(audience: Audience, token: string, password: string): Promise<void> {
      refuseCommonPassword(password);
      const passwordHash = await passwords.hash(password);
      await db.transaction().execute(async (trx) => {
        const users = createIdentityRepository(trx);
        const now = new Date();
        const resetToken = await users.usableResetToken(hashSecretToken(token), now);
        if (!resetToken || !roleFits(audience, resetToken.role)) {
          throw new AppError('INVALID_RESET_TOKEN', 'errorResetTokenInvalid');
        }
        await users.setPassword(resetToken.userId, passwordHash, now);
        await users.spendResetTokens(resetToken.userId, now);
        await users.revokeSessionsOf(resetToken.userId, now);
      });
    },
  };
}
