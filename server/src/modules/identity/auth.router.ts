import { activeLocale, contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { candidateOf, employerOf, principalOf } from '../../http/access.ts';
import { created, ok } from '../../http/envelope.ts';
import { clientAddress } from '../../http/rate-limit.ts';
import type { AuthService } from './auth.service.ts';
import type { Audience } from './identity-provider.ts';
import { candidateUserOf, employerUserOf } from './sessions.ts';

const s = initServer();

/** The handlers that do not depend on the audience's register body or user shape. */
function sessionHandlers(auth: AuthService, audience: Audience) {
  return {
    logout: async ({ req }: { req: Request }) => {
      await auth.logout(principalOf(req));
      return ok({ loggedOut: true as const });
    },
    forgotPassword: async ({ body }: { body: { email: string } }) => {
      await auth.forgotPassword(audience, body.email);
      return ok({ accepted: true as const });
    },
    resetPassword: async ({ body }: { body: { token: string; password: string } }) => {
      await auth.resetPassword(audience, body.token, body.password);
      return ok({ passwordReset: true as const });
    },
  };
}

export function candidateAuthRouter(auth: AuthService) {
  return s.router(contract.candidate.auth, {
    ...sessionHandlers(auth, 'candidate'),
    register: async ({ body }) => created(await auth.registerCandidate(body, activeLocale())),
    login: async ({ req, body }) => ok(await auth.loginCandidate(body.email, body.password, clientAddress(req))),
    me: async ({ req }) => ok({ user: candidateUserOf(candidateOf(req)) }),
  });
}

export function companyAuthRouter(auth: AuthService) {
  return s.router(contract.company.auth, {
    ...sessionHandlers(auth, 'employer'),
    register: async ({ body }) => created(await auth.registerEmployer(body, activeLocale())),
    login: async ({ req, body }) => ok(await auth.loginEmployer(body.email, body.password, clientAddress(req))),
    me: async ({ req }) => ok({ user: employerUserOf(employerOf(req)) }),
  });
}
