import { z } from 'zod';
import { localized, type MessageKey, message } from '../i18n/messages.ts';
import { nonNegativeInt } from './primitives.ts';

/**
 * Body fields of the employer's forms beyond common/primitives.ts. Optional texts may be sent as
 * null (or an empty string) to clear them; the server stores an empty text as null.
 */

/** An optional, clearable text of at most `max` characters ("Must be N characters or fewer."). */
export const optionalText = (max: number) =>
  z.string().trim().max(max, localized('maxLength', { max })).nullable().optional();

/** An http(s) address of at most `max` characters. */
export const httpUrl = (max: number) =>
  z
    .url({ protocol: /^https?$/, ...localized('invalidUrl') })
    .max(max, localized('maxLength', { max }))
    .describe('An http or https URL');

/**
 * An error option for a required non-text field: "This field is required." when it is missing,
 * and zod's own (translated) message when it is present but wrong.
 */
export const requiredField = (invalidKey?: MessageKey) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? message('fieldRequired')
      : invalidKey
        ? message(invalidKey)
        : undefined,
});

/** PostgreSQL's `integer`: a larger whole number is refused with a message, not by the database. */
export const MAX_INTEGER = 2_147_483_647;
/** Beyond any real annual salary in THB, and within a PostgreSQL integer. */
export const MAX_ANNUAL_SALARY = 1_000_000_000;

export const annualSalary = nonNegativeInt.max(
  MAX_ANNUAL_SALARY,
  localized('numberTooLarge', { max: MAX_ANNUAL_SALARY }),
);
