import { candidateContract } from './routes/candidate/index.ts';
import { companyContract } from './routes/company/index.ts';
import { sharedContract } from './routes/shared/index.ts';

export * from './common/access.ts';
export * from './common/application.ts';
export * from './common/enums.ts';
export * from './common/envelope.ts';
export * from './common/errors.ts';
export * from './common/fields.ts';
export * from './common/identity.ts';
export * from './common/job-posting.ts';
export * from './common/pagination.ts';
export * from './common/primitives.ts';
export * from './common/query.ts';
export * from './common/routes.ts';
export * from './common/scheduling.ts';
export * from './i18n/locale.ts';
export * from './i18n/messages.ts';
export * from './routes/candidate/applications.ts';
export * from './routes/candidate/auth.ts';
export * from './routes/candidate/jobs.ts';
export * from './routes/candidate/offers.ts';
export * from './routes/candidate/profile.ts';
export * from './routes/candidate/profile-views.ts';
export * from './routes/candidate/saved-jobs.ts';
export * from './routes/candidate/settings.ts';
export * from './routes/company/applications.ts';
export * from './routes/company/auth.ts';
export * from './routes/company/candidates.ts';
export * from './routes/company/invitations.ts';
export * from './routes/company/offers.ts';
export * from './routes/company/organization.ts';
export * from './routes/company/recruiter-profile.ts';
export * from './routes/company/recruitments.ts';
export * from './routes/company/talent-pools.ts';
export * from './routes/company/templates.ts';
export * from './routes/shared/classifications.ts';
export * from './routes/shared/languages.ts';
export * from './routes/shared/locations.ts';

/**
 * The whole API: every route the server implements and the clients call. The audience routers
 * already carry their path prefixes, so this only groups them; spelled as a type, the published
 * declarations name the three routers instead of repeating every route of them.
 */
export const contract: {
  candidate: typeof candidateContract;
  company: typeof companyContract;
  shared: typeof sharedContract;
} = {
  candidate: candidateContract,
  company: companyContract,
  shared: sharedContract,
};

export type Contract = typeof contract;
