import { randomUUID } from 'node:crypto';
import type { EmployerUser, Locale } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { emailTaken, refuseCommonPassword, withUniqueEmail } from '../identity/auth.service.ts';
import { createIdentityRepository } from '../identity/identity.repository.ts';
import type { PasswordHasher } from '../identity/passwords.ts';
import type { EmployerPrincipal } from '../identity/principal.ts';
import { hashSecretToken, newSecretToken } from '../identity/secret-tokens.ts';
import { openSession, type SessionSettings, type SignedIn } from '../identity/sessions.ts';
import { createOutboxRepository } from '../mail/outbox.repository.ts';
import { invitationEmail } from '../mail/templates.ts';
import { createCompanyInvitationsRepository, type InvitationRow } from './company-invitations.repository.ts';

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type InvitationsDependencies = {
  db: Kysely<Database>;
  passwords: PasswordHasher;
  sessions: SessionSettings;
  appBaseUrl: string;
};

/** 404 unknown, 409 already accepted, 410 expired or replaced by a newer invitation. */
function usable(invitation: InvitationRow | undefined, now: Date): InvitationRow {
  if (!invitation) throw new AppError('INVITATION_NOT_FOUND', 'errorInvitationNotFound');
  if (invitation.acceptedAt) throw new AppError('INVITATION_ALREADY_USED', 'errorInvitationAlreadyUsed');
  if (invitation.revokedAt || invitation.expiresAt <= now)
    throw new AppError('INVITATION_EXPIRED', 'errorInvitationExpired');
  return invitation;
}

export type CompanyInvitationsService = ReturnType<typeof createCompanyInvitationsService>;

export function createCompanyInvitationsService(deps: InvitationsDependencies) {
  const { db } = deps;

  return {
    /** An ADMIN invites a recruiter; the e-mail goes out in the inviter's language. */
    async invite(inviter: EmployerPrincipal, email: string, locale: Locale) {
      const token = newSecretToken();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
      return db.transaction().execute(async (trx) => {
        const users = createIdentityRepository(trx);
        if (await users.emailExists(email)) throw emailTaken();
        const invitations = createCompanyInvitationsRepository(trx);
        await invitations.revokeOpen(inviter.companyId, email, now);
        const invitation = await invitations.insert({
          id: randomUUID(),
          companyId: inviter.companyId,
          invitedBy: inviter.recruiterId,
          email,
          tokenHash: hashSecretToken(token),
          expiresAt,
        });
        const [company, recruiter] = await Promise.all([
          users.companyName(inviter.companyId),
          users.recruiterName(inviter.recruiterId),
        ]);
        if (!company || !recruiter) throw notFound('companyId', inviter.companyId);
        await createOutboxRepository(trx).enqueue({
          to: email,
          locale,
          ...invitationEmail({
            locale,
            companyName: company.name,
            inviterName: recruiter.name,
            link: `${deps.appBaseUrl}/invitations/accept?${new URLSearchParams({ token })}`,
            expiresAt,
          }),
        });
        return {
          id: invitation.id,
          email: invitation.email,
          expiresAt: invitation.expiresAt.toISOString(),
          createdAt: invitation.createdAt.toISOString(),
        };
      });
    },

    async verify(token: string) {
      const invitation = usable(
        await createCompanyInvitationsRepository(db).byTokenHash(hashSecretToken(token)),
        new Date(),
      );
      const company = await createIdentityRepository(db).companyName(invitation.companyId);
      if (!company) throw new AppError('INVITATION_NOT_FOUND', 'errorInvitationNotFound');
      return {
        valid: true as const,
        companyId: invitation.companyId,
        companyName: company.name,
        email: invitation.email,
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },

    /** Creates the RECRUITER and signs them in; the invitation is locked so it is spent once. */
    async accept(
      input: { token: string; email: string; name: string; password: string; phoneNumber: string },
      locale: Locale,
    ): Promise<SignedIn<EmployerUser>> {
      const passwordHash = await deps.passwords.hash(input.password);
      return withUniqueEmail(() =>
        db.transaction().execute(async (trx) => {
          const now = new Date();
          const invitations = createCompanyInvitationsRepository(trx);
          const invitation = usable(await invitations.byTokenHash(hashSecretToken(input.token), { lock: true }), now);
          if (invitation.email !== input.email) {
            throw new AppError('INVITATION_EMAIL_MISMATCH', 'errorInvitationEmailMismatch');
          }
          refuseCommonPassword(input.password);
          const users = createIdentityRepository(trx);
          if (await users.emailExists(input.email)) throw emailTaken();
          const userId = randomUUID();
          const recruiterId = randomUUID();
          await users.insertUser({ id: userId, email: input.email, passwordHash, role: 'RECRUITER', locale });
          await users.insertRecruiter({
            id: recruiterId,
            userId,
            companyId: invitation.companyId,
            name: input.name,
            phoneNumber: input.phoneNumber,
          });
          await invitations.markAccepted(invitation.id, now);
          return openSession(users, deps.sessions, {
            userId,
            audience: 'employer',
            user: {
              companyId: invitation.companyId,
              recruiterId,
              email: input.email,
              roles: ['RECRUITER'],
              uid: userId,
            },
          });
        }),
      );
    },
  };
}
