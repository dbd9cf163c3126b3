import type { EmployerRole, Locale, RecruiterStatus } from '@jobmatch/contract';

/** Whoever a valid token speaks for, as the access middleware hands it to the handlers. */
export type Principal = CandidatePrincipal | EmployerPrincipal;

export type CandidatePrincipal = {
  audience: 'candidate';
  userId: string;
  email: string;
  locale: Locale;
  sessionId: string | null;
  candidateId: string;
};

export type EmployerPrincipal = {
  audience: 'employer';
  userId: string;
  email: string;
  locale: Locale;
  sessionId: string | null;
  companyId: string;
  recruiterId: string;
  role: EmployerRole;
  recruiterStatus: RecruiterStatus;
};
