import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { employerAccess, publicAccess } from '../../common/access.ts';
import { commonErrors, errorEnvelope, protectedErrors, success } from '../../common/envelope.ts';
import {
  email,
  emailAddress,
  employerUser,
  password,
  personName,
  phoneNumber,
  signedIn,
} from '../../common/identity.ts';
import { isoDateTime, uuid } from '../../common/primitives.ts';
import { localized } from '../../i18n/messages.ts';

const c = initContract();

export const INVITED_RECRUITER_MIN_PASSWORD = 8;

export const invitation = z
  .object({ id: uuid, email: emailAddress, expiresAt: isoDateTime, createdAt: isoDateTime })
  .meta({ id: 'Invitation' });

const token = z.string(localized('tokenRequired')).min(1, localized('tokenRequired'));

export const invitationsContract = c.router({
  create: {
    method: 'POST',
    path: '/organization/invitations',
    summary: 'Invite a recruiter by e-mail',
    description: 'ADMIN only. The link is valid for 7 days and replaces earlier ones.',
    body: z.object({ email }),
    metadata: employerAccess('ADMIN'),
    responses: { 201: success(z.object({ invitation })), 409: errorEnvelope, ...protectedErrors },
  },
  verify: {
    method: 'GET',
    path: '/organization/invitations/verify',
    summary: 'Check an invitation token',
    description: 'Before showing the sign-up form: who is invited, and to which company (its name for the page).',
    query: z.object({ token }),
    metadata: publicAccess,
    responses: {
      200: success(
        z.object({
          valid: z.literal(true),
          companyId: uuid,
          companyName: z.string(),
          email: emailAddress,
          expiresAt: isoDateTime,
        }),
      ),
      404: errorEnvelope,
      409: errorEnvelope,
      410: errorEnvelope,
      ...commonErrors,
    },
  },
  accept: {
    method: 'POST',
    path: '/organization/invitations/accept',
    summary: 'Accept an invitation',
    description: 'Creates a RECRUITER of the inviting company and signs in.',
    body: z.object({
      email,
      name: personName('nameRequired'),
      password: password(INVITED_RECRUITER_MIN_PASSWORD),
      phoneNumber,
      token,
    }),
    metadata: publicAccess,
    responses: {
      201: success(signedIn(employerUser)),
      404: errorEnvelope,
      409: errorEnvelope,
      410: errorEnvelope,
      422: errorEnvelope,
      ...commonErrors,
    },
  },
});
