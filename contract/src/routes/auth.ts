import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { publicAccess, type RouteMetadata } from '../common/access.ts';
import { commonErrors, errorEnvelope, protectedErrors, success } from '../common/envelope.ts';
import { email, password, signedIn } from '../common/identity.ts';
import { localized } from '../i18n/messages.ts';

const c = initContract();

/**
 * The sign-up/sign-in routes, the same for candidates and employers but for the register body
 * and the session's user, so that both audiences always offer the same flows.
 */
export function authRoutes<R extends z.ZodType, U extends z.ZodType>(options: {
  audience: string;
  registerBody: R;
  user: U;
  signedInAccess: RouteMetadata;
  minPasswordLength: number;
}) {
  const session = signedIn(options.user);
  const anAudience = `${/^[aeiou]/.test(options.audience) ? 'an' : 'a'} ${options.audience}`;
  return c.router({
    register: {
      method: 'POST',
      path: '/auth/register',
      summary: `Create ${anAudience} account and sign in`,
      body: options.registerBody,
      metadata: publicAccess,
      responses: { 201: success(session), 409: errorEnvelope, 422: errorEnvelope, ...commonErrors },
    },
    login: {
      method: 'POST',
      path: '/auth/login',
      summary: `Sign in as ${anAudience}`,
      body: z.object({ email, password: z.string(localized('fieldRequired')).min(1, localized('fieldRequired')) }),
      metadata: publicAccess,
      responses: { 200: success(session), 401: errorEnvelope, 403: errorEnvelope, ...commonErrors },
    },
    me: {
      method: 'GET',
      path: '/auth/me',
      summary: 'Get the signed-in user',
      description: 'The user this token belongs to.',
      metadata: options.signedInAccess,
      responses: { 200: success(z.object({ user: options.user })), ...protectedErrors },
    },
    logout: {
      method: 'DELETE',
      path: '/auth/logout',
      summary: 'Sign out',
      description: 'The token stops working at once.',
      metadata: options.signedInAccess,
      responses: { 200: success(z.object({ loggedOut: z.literal(true) })), ...protectedErrors },
    },
    forgotPassword: {
      method: 'POST',
      path: '/auth/forgot-password',
      summary: 'Request a password reset e-mail',
      description:
        'E-mails a single-use reset link, valid for an hour. Answers the same whether or not the account exists.',
      body: z.object({ email }),
      metadata: publicAccess,
      responses: { 200: success(z.object({ accepted: z.literal(true) })), ...commonErrors },
    },
    resetPassword: {
      method: 'POST',
      path: '/auth/reset-password',
      summary: 'Reset the password',
      description: 'Sets a new password with the token from the reset e-mail and signs out every session.',
      body: z.object({
        token: z.string(localized('tokenRequired')).min(1, localized('tokenRequired')),
        password: password(options.minPasswordLength),
      }),
      metadata: publicAccess,
      responses: { 200: success(z.object({ passwordReset: z.literal(true) })), 422: errorEnvelope, ...commonErrors },
    },
  });
}
