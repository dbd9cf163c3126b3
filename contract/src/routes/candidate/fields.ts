import { isoDate, nonNegativeInt } from '../../common/primitives.ts';
import { localized } from '../../i18n/messages.ts';

/**
 * Bounds of the candidate's forms beyond their stated limits. Each keeps input the database cannot store
 * (integers past PostgreSQL's `integer`, year 0) a 400 with a message, never a 500.
 */

export const MAX_YEARS_OF_EXPERIENCE = 80;
/** The earliest date a profile takes (births, studies, jobs). */
export const EARLIEST_PROFILE_DATE = '1900-01-01';

export const yearsOfExperience = nonNegativeInt.max(
  MAX_YEARS_OF_EXPERIENCE,
  localized('numberTooLarge', { max: MAX_YEARS_OF_EXPERIENCE }),
);

export const profileDate = isoDate.refine(
  (value) => value >= EARLIEST_PROFILE_DATE,
  localized('dateTooEarly', { min: EARLIEST_PROFILE_DATE }),
);
