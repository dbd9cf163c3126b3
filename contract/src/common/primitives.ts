import { z } from 'zod';
import { localized, type MessageKey, requiredMessage } from '../i18n/messages.ts';

// The building blocks every route's schemas are made of.

/**
 * An id, accepted in either case and read in lower case: PostgreSQL writes ids in lower case, and
 * the server finds reference data (a province's districts, an industry's divisions) by the id as
 * written, so an id in capitals would otherwise match nothing where PostgreSQL would match it.
 */
export const uuid = z.uuid(localized('invalidId')).toLowerCase();
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

/**
 * A character one can see: not a space, and none of the characters that show nothing —
 * zero-width (U+200B–U+200D, U+2060, U+FEFF) and other default-ignorable ones, bidi controls
 * (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069, U+061C) and control characters.
 */
const VISIBLE_CHARACTER = /[^\s\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\p{Cc}]/u;

export const hasVisibleCharacter = (text: string) => VISIBLE_CHARACTER.test(text);

/**
 * A text the caller must give: trimmed, with at least one character one can see (a name made
 * only of zero-width or bidi control characters is empty), at most `max` characters. The
 * messages default to "This field is required." and "Must be N characters or fewer.".
 */
export const requiredText = (
  max: number,
  requiredKey: MessageKey = 'fieldRequired',
  maxLengthKey: MessageKey = 'maxLength',
) =>
  z
    .string(localized(requiredKey))
    .trim()
    .min(1, requiredMessage(requiredKey))
    .refine(hasVisibleCharacter, requiredMessage(requiredKey))
    .max(max, localized(maxLengthKey, { max }));

export type LocalizedText = z.infer<typeof localizedText>;
