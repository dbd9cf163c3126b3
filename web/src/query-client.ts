import { type Query, QueryClient } from '@tanstack/react-query';

/**
 * The query cache and its keys. This module stays free of the contract (and so of zod and every
 * route schema): the shell imports it, and the contract loads with the first screen that calls
 * the API (see api.ts and the bundle budget in README.md).
 */

/** Is this a response the server sent (as opposed to a network failure)? */
export function responseStatus(error: unknown): number | null {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return null;
}

const MINUTE = 60 * 1000;

/** Query keys starting with 'shared' hold reference data: the same for everyone, kept across sign-ins. */
export const isUserData = (query: Query) => query.queryKey[0] !== 'shared';

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30 * 1000,
        refetchOnWindowFocus: false,
        // A 4xx will answer the same again; network trouble and 5xx get two more tries.
        retry: (failures, error) => {
          const status = responseStatus(error);
          return failures < 2 && (status === null || status >= 500);
        },
      },
    },
  });
  // Reference data changes with a deployment, not while someone reads it.
  client.setQueryDefaults(['shared'], { staleTime: 60 * MINUTE });
  return client;
}

/** The app's one query cache (router.tsx resets its user data when the session changes). */
export const queryClient = createQueryClient();

const CHOICE_AREAS = {
  recruitments: 'recruitments',
  'all-recruitments': 'recruitments',
  'talent-pools': 'talent-pools',
  'letter-templates': 'templates',
  'reminder-templates': 'templates',
} as const;

/**
 * Query keys. Every input of a request is in its key. The UI language is not: the responses
 * carry both names (`localized: {en, th}`) and the UI renders its own texts for errors, so a
 * language switch re-renders from the cache instead of fetching everything again. The signed-in
 * user is not either: every key but 'shared' ones is reset when the session changes.
 */
export const queryKeys = {
  industries: () => ['shared', 'industries'] as const,
  occupations: () => ['shared', 'occupations'] as const,
  provinces: (region: string | undefined) => ['shared', 'locations', 'provinces', { region: region ?? null }] as const,
  districts: (provinceId: string) => ['shared', 'locations', 'districts', { provinceId }] as const,
  jobs: (query: object) => ['jobs', 'list', query] as const,
  job: (jobId: string) => ['jobs', 'detail', jobId] as const,
  savedJobs: (page: number) => ['candidate', 'saved-jobs', { page }] as const,
  offers: (query: object) => ['candidate', 'offers', 'list', query] as const,
  offer: (offerId: string) => ['candidate', 'offers', 'detail', offerId] as const,
  applications: (query: object) => ['candidate', 'applications', query] as const,
  profileViews: (page: number) => ['candidate', 'profile-views', { page }] as const,
  profile: () => ['candidate', 'profile'] as const,
  profileExport: () => ['candidate', 'profile', 'export'] as const,
  settings: () => ['candidate', 'settings'] as const,
  languages: () => ['shared', 'languages'] as const,
  // The employer's work. A change refreshes everything under its area's first two parts.
  recruitments: (query: object) => ['company', 'recruitments', 'list', query] as const,
  recruitment: (recruitmentId: string) => ['company', 'recruitments', 'detail', recruitmentId] as const,
  companyCandidates: (query: object) => ['company', 'candidates', 'list', query] as const,
  companyCandidate: (candidateId: string) => ['company', 'candidates', 'detail', candidateId] as const,
  companyOffers: (query: object) => ['company', 'offers', 'list', query] as const,
  companyOffer: (offerId: string) => ['company', 'offers', 'detail', offerId] as const,
  companyScheduledMessages: (query: object) => ['company', 'offers', 'scheduled', query] as const,
  companyApplications: (query: object) => ['company', 'applications', query] as const,
  /** What the offer forms choose from (every item, not a page), refreshed with its area. */
  companyOfferChoices: (what: keyof typeof CHOICE_AREAS) => ['company', CHOICE_AREAS[what], 'choices', what] as const,
  talentPools: () => ['company', 'talent-pools'] as const,
  talentPoolList: (query: object) => ['company', 'talent-pools', 'list', query] as const,
  talentPool: (poolId: string, query: object) => ['company', 'talent-pools', 'detail', poolId, query] as const,
  templates: (kind: string) => ['company', 'templates', kind] as const,
  templateList: (kind: string, page: number) => ['company', 'templates', kind, 'list', { page }] as const,
  company: () => ['company', 'organization', 'company'] as const,
  companySettings: () => ['company', 'organization', 'settings'] as const,
  recruiters: (query: object) => ['company', 'organization', 'recruiters', 'list', query] as const,
  recruiter: (recruiterId: string) => ['company', 'organization', 'recruiters', 'detail', recruiterId] as const,
  myRecruiterProfile: () => ['company', 'profile'] as const,
  invitation: (token: string) => ['company', 'invitations', 'verify', token] as const,
};
