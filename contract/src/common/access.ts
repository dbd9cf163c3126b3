import type { EmployerRole } from './enums.ts';

/**
 * Who may call a route, declared once in the route's `metadata` and enforced by one global
 * middleware on the server; the OpenAPI export derives bearer security from it too.
 */
export type Access =
  | { readonly audience: 'public' }
  | { readonly audience: 'candidate' }
  | { readonly audience: 'employer'; readonly roles: readonly EmployerRole[] };

export type RouteMetadata = { readonly access: Access };

export const publicAccess = { access: { audience: 'public' } } as const satisfies RouteMetadata;
export const candidateAccess = { access: { audience: 'candidate' } } as const satisfies RouteMetadata;
export const employerAccess = (...roles: EmployerRole[]) =>
  ({ access: { audience: 'employer', roles } }) as const satisfies RouteMetadata;

export function routeAccess(metadata: unknown): Access | undefined {
  const access = (metadata as Partial<RouteMetadata> | undefined)?.access;
  return access && typeof access === 'object' && 'audience' in access ? access : undefined;
}
