import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { employerAccess } from '../../common/access.ts';
import { errorEnvelope, protectedErrors, success } from '../../common/envelope.ts';
import { httpUrl, optionalText } from '../../common/fields.ts';
import { currentPassword, email } from '../../common/identity.ts';
import { requiredText } from '../../common/primitives.ts';
import { recruiter } from './organization.ts';

const c = initContract();

/** A recruiter's own profile: first and last name 50, position 100, profile 500, image a URL. */
export const updateRecruiterProfileBody = z
  .object({
    firstName: requiredText(50).optional(),
    lastName: requiredText(50).optional(),
    position: optionalText(100),
    profile: optionalText(500),
    image: httpUrl(500).nullable().optional(),
    email: email
      .optional()
      .describe(
        'The sign-in address; a new one needs currentPassword, is announced to the old address, and is 409 EMAIL_ALREADY_REGISTERED when another account has it',
      ),
    currentPassword: currentPassword.optional(),
  })
  .meta({ id: 'UpdateRecruiterProfileBody' });

export const recruiterProfileContract = c.router({
  get: {
    method: 'GET',
    path: '/profile',
    summary: 'Get the signed-in recruiter’s profile',
    metadata: employerAccess('ADMIN', 'RECRUITER'),
    responses: { 200: success(z.object({ profile: recruiter })), ...protectedErrors },
  },
  update: {
    method: 'PATCH',
    path: '/profile',
    summary: 'Change the signed-in recruiter’s profile',
    description: '`name` follows first and last name.',
    body: updateRecruiterProfileBody,
    metadata: employerAccess('ADMIN', 'RECRUITER'),
    responses: { 200: success(z.object({ profile: recruiter })), 409: errorEnvelope, ...protectedErrors },
  },
});
