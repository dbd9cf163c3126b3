import { randomUUID } from 'node:crypto';
import type { CandidateUser, EmployerUser } from '@jobmatch/contract';
import type { IdentityRepository } from './identity.repository.ts';
import type { Audience, BuiltInProvider } from './identity-provider.ts';
import type { CandidatePrincipal, EmployerPrincipal } from './principal.ts';

export type SessionSettings = { provider: BuiltInProvider; tokenTtlSeconds: number };

export type SignedIn<U> = { accessToken: string; tokenType: 'Bearer'; expiresAt: string; user: U };

/** Opens a server-side session (in the caller's transaction) and issues its bearer token. */
export async function openSession<U>(
  repository: IdentityRepository,
  settings: SessionSettings,
  input: { userId: string; audience: Audience; user: U },
): Promise<SignedIn<U>> {
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + settings.tokenTtlSeconds * 1000);
  await repository.insertSession({ id: sessionId, userId: input.userId, expiresAt });
  const accessToken = await settings.provider.issue({
    sessionId,
    userId: input.userId,
    audience: input.audience,
    expiresAt,
  });
  return { accessToken, tokenType: 'Bearer', expiresAt: expiresAt.toISOString(), user: input.user };
}

export const candidateUserOf = (principal: CandidatePrincipal): CandidateUser => ({
  candidateId: principal.candidateId,
  email: principal.email,
  roles: ['CANDIDATE'],
  uid: principal.userId,
});

export const employerUserOf = (principal: EmployerPrincipal): EmployerUser => ({
  companyId: principal.companyId,
  recruiterId: principal.recruiterId,
  email: principal.email,
  roles: [principal.role],
  uid: principal.userId,
});
