import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { candidateAccess } from '../../common/access.ts';
import { protectedErrors, success } from '../../common/envelope.ts';
import { emailAddress } from '../../common/identity.ts';
import { hasVisibleCharacter } from '../../common/primitives.ts';
import { Locale } from '../../i18n/locale.ts';
import { localized } from '../../i18n/messages.ts';

const c = initContract();

export const ACCOUNT_NAME_LENGTH = { min: 2, max: 100 } as const;

/** Account settings: first and last name 2-100 characters. */
const accountName = z
  .string(localized('nameLength', ACCOUNT_NAME_LENGTH))
  .trim()
  .min(ACCOUNT_NAME_LENGTH.min, localized('nameLength', ACCOUNT_NAME_LENGTH))
  .max(ACCOUNT_NAME_LENGTH.max, localized('nameLength', ACCOUNT_NAME_LENGTH))
  .refine(hasVisibleCharacter, localized('nameLength', ACCOUNT_NAME_LENGTH));

export const candidateSettings = z
  .object({
    email: emailAddress,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    locale: Locale.describe('The language of the e-mails the candidate receives'),
    openToCompanyOffer: z.boolean().describe('Employers may find the candidate and send offers'),
    openToDirectMessage: z.boolean(),
    subscribedToNewsletter: z.boolean(),
  })
  .meta({ id: 'CandidateSettings' });

export const candidateSettingsUpdateBody = z
  .object({
    openToCompanyOffer: z.boolean().optional(),
    openToDirectMessage: z.boolean().optional(),
    subscribedToNewsletter: z.boolean().optional(),
    firstName: accountName.optional(),
    lastName: accountName.optional(),
    locale: Locale.optional(),
  })
  .meta({ id: 'CandidateSettingsUpdateBody' });

const settingsResult = success(z.object({ settings: candidateSettings }));

export const candidateSettingsContract = c.router({
  get: {
    method: 'GET',
    path: '/settings',
    summary: 'Get the account settings',
    metadata: candidateAccess,
    responses: { 200: settingsResult, ...protectedErrors },
  },
  update: {
    method: 'PATCH',
    path: '/settings',
    summary: 'Change the account settings',
    description: 'Every field is optional.',
    body: candidateSettingsUpdateBody,
    metadata: candidateAccess,
    responses: { 200: settingsResult, ...protectedErrors },
  },
});

export type CandidateSettings = z.infer<typeof candidateSettings>;
export type CandidateSettingsUpdateBody = z.infer<typeof candidateSettingsUpdateBody>;
