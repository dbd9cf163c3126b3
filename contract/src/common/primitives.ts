import { z } from 'zod';
import { localized, requiredMessage } from '../i18n/messages.ts';

/** The building blocks every route's schemas are made of. */
export const uuid = z.uuid(localized('invalidId'));
export const isoDate = z.iso.date(localized('invalidDate'));
export const isoDateTime = z.iso.datetime({ offset: true, ...localized('invalidDate') });

export const localizedText = z
  .object({ en: z.string().default(''), th: z.string().default('') })
  .meta({ id: 'LocalizedText', description: 'A text in English and Thai' });

export const percentage = z.number().min(0, localized('percentageRange')).max(100, localized('percentageRange'));
export const positiveNumber = z.number().min(1, localized('positiveNumber'));
export const nonNegativeNumber = z.number().min(0, localized('nonNegativeNumber'));
export const positiveInt = z.int(localized('wholeNumber')).min(1, localized('positiveNumber'));
export const nonNegativeInt = z.int(localized('wholeNumber')).min(0, localized('nonNegativeNumber'));

/** A required text: trimmed, non-empty, at most `max` characters ("This field is required."). */
export const requiredText = (max: number) =>
  z
    .string(localized('fieldRequired'))
    .trim()
    .min(1, requiredMessage('fieldRequired'))
    .max(max, localized('maxLength', { max }));

export type LocalizedText = z.infer<typeof localizedText>;
