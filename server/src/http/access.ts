import type { IncomingHttpHeaders } from 'node:http';
import { type Access, routeAccess } from '@jobmatch/contract';
import type { NextFunction } from 'express';
import { AppError } from '../lib/app-error.ts';
import type { Audience } from '../modules/identity/identity-provider.ts';
import type { CandidatePrincipal, EmployerPrincipal, Principal } from '../modules/identity/principal.ts';

declare global {
  namespace Express {
    interface Request {
      /** Set by the access middleware when the caller presented a valid token. */
      principal?: Principal;
    }
  }
}

type Authenticate = (token: string, audiences: readonly Audience[]) => Promise<Principal | undefined>;

const unauthenticated = () => new AppError('UNAUTHENTICATED', 'errorUnauthenticated');

function bearerToken(header: string | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer\s+([\w.~+/=-]+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The one place that enforces each route's declared access (contract `metadata.access`):
 * 401 for a missing, malformed, expired, revoked or wrong-audience token, 403 for a signed-in
 * caller whose role may not call the route. Public routes still recognise a valid token.
 */
export function accessMiddleware(authenticate: Authenticate) {
  return async (
    req: { tsRestRoute?: { metadata?: unknown }; headers: IncomingHttpHeaders; principal?: Principal },
    _res: unknown,
    next: NextFunction,
  ) => {
    try {
      const access: Access | undefined = routeAccess(req.tsRestRoute?.metadata);
      // A route without declared access is a programming error: refuse rather than expose it.
      if (!access) throw new AppError('FORBIDDEN', 'errorForbidden');
      const token = bearerToken(req.headers.authorization);

      if (access.audience === 'public') {
        if (token) req.principal = await authenticate(token, ['candidate', 'employer']);
        return next();
      }
      if (token === undefined) {
        throw new AppError('UNAUTHENTICATED', 'authorizationRequired', {
          details: [{ path: 'headers.authorization', message: 'Authorization header is required', code: 'required' }],
        });
      }
      const principal = token ? await authenticate(token, [access.audience]) : undefined;
      if (!principal) throw unauthenticated();
      if (principal.audience === 'employer') {
        if (principal.recruiterStatus === 'INACTIVE') throw new AppError('ACCOUNT_INACTIVE', 'errorAccountInactive');
        if (access.audience === 'employer' && !access.roles.includes(principal.role)) {
          throw new AppError('FORBIDDEN', 'errorForbidden');
        }
      }
      req.principal = principal;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** The signed-in candidate of a candidate route (the middleware has already enforced it). */
export function candidateOf(req: { principal?: Principal }): CandidatePrincipal {
  if (req.principal?.audience !== 'candidate') throw unauthenticated();
  return req.principal;
}

/** The signed-in employer of an employer route (the middleware has already enforced it). */
export function employerOf(req: { principal?: Principal }): EmployerPrincipal {
  if (req.principal?.audience !== 'employer') throw unauthenticated();
  return req.principal;
}

export function principalOf(req: { principal?: Principal }): Principal {
  if (!req.principal) throw unauthenticated();
  return req.principal;
}
