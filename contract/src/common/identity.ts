import { z } from 'zod';
import { localized, requiredMessage } from '../i18n/messages.ts';
import { EmployerRole } from './enums.ts';
import { isoDateTime, requiredText, uuid } from './primitives.ts';

export const PASSWORD_MAX_LENGTH = 128;

/** E-mail addresses compare case-insensitively: they are trimmed and lower-cased on the way in. */
export const email = z
  .string(localized('invalidEmail'))
  .trim()
  .toLowerCase()
  .pipe(z.email(localized('invalidEmail')).max(254, localized('maxLength', { max: 254 })))
  .meta({ format: 'email' });

/** An e-mail address as the API answers it (validated when it was stored). */
export const emailAddress = z.string().meta({ format: 'email' });

export const password = (min: number) =>
  z
    .string(localized('passwordMinLength', { min }))
    .min(min, localized('passwordMinLength', { min }))
    .max(PASSWORD_MAX_LENGTH, localized('maxLength', { max: PASSWORD_MAX_LENGTH }));

/** Asked again before the sign-in e-mail changes, so that a stolen session cannot take the account over. */
export const currentPassword = z
  .string(localized('currentPasswordRequired'))
  .min(1, requiredMessage('currentPasswordRequired'))
  .max(PASSWORD_MAX_LENGTH, localized('maxLength', { max: PASSWORD_MAX_LENGTH }))
  .describe(
    'The account’s password, required only when the sign-in e-mail changes; a wrong one is 400 INVALID_CURRENT_PASSWORD',
  );

export const personName = (requiredKey: 'firstNameRequired' | 'lastNameRequired' | 'nameRequired', max = 100) =>
  requiredText(max, requiredKey);

/** Thai mobile and landline numbers, local (0812345678) or international (+66 81 234 5678). */
export const phoneNumber = z
  .string(localized('phoneNumberRequired'))
  .trim()
  .min(1, requiredMessage('phoneNumberRequired'))
  .regex(/^\+?[\d\s()-]{8,20}$/, localized('phoneNumberInvalid'))
  .refine((value) => value.replace(/\D/g, '').length >= 9, localized('phoneNumberInvalid'));

/** A 13-digit Thai tax identification number with its mod-11 check digit. */
export function isValidThaiTaxId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, index) => total + digit * (13 - index), 0);
  return (11 - (sum % 11)) % 10 === digits[12];
}

export const thaiTaxId = z
  .string(localized('taxIdInvalid'))
  .trim()
  .refine(isValidThaiTaxId, localized('taxIdInvalid'))
  .describe('13-digit Thai tax identification number (with a valid check digit)');

export const candidateUser = z
  .object({
    candidateId: uuid,
    email: emailAddress,
    roles: z.array(z.literal('CANDIDATE')),
    uid: uuid.describe('The user id'),
  })
  .meta({ id: 'CandidateUser' });

export const employerUser = z
  .object({
    companyId: uuid,
    recruiterId: uuid,
    email: emailAddress,
    roles: z.array(EmployerRole),
    uid: uuid.describe('The user id'),
  })
  .meta({ id: 'EmployerUser' });

/** What register, login and invitation accept answer: a signed-in session. */
export const signedIn = <U extends z.ZodType>(user: U) =>
  z.object({
    accessToken: z.string().describe('Send as `Authorization: Bearer <accessToken>`'),
    tokenType: z.literal('Bearer'),
    expiresAt: isoDateTime,
    user,
  });

export type CandidateUser = z.infer<typeof candidateUser>;
export type EmployerUser = z.infer<typeof employerUser>;
