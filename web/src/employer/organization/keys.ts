/**
 * Query keys of the company's organisation (company, settings, recruiters, own profile): every
 * input of a request is in its key, and none starts with 'shared', so all of them are reset when
 * someone signs in or out.
 */
export const organizationKeys = {
  company: () => ['company', 'organization', 'company'] as const,
  settings: () => ['company', 'organization', 'settings'] as const,
  recruiters: (query: object) => ['company', 'organization', 'recruiters', 'list', query] as const,
  recruiter: (recruiterId: string) => ['company', 'organization', 'recruiters', 'detail', recruiterId] as const,
  myProfile: () => ['company', 'profile'] as const,
  invitation: (token: string) => ['company', 'invitations', 'verify', token] as const,
};
