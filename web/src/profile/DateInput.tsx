import { TextInput, type TextInputProps } from '@mantine/core';
import { formatDate } from '../format.ts';
import { useLocale } from '../i18n/index.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date field of the profile. The browser draws the field itself, in its own format and with
 * Gregorian years; the chosen date is repeated under it as the UI language writes it (Thai with
 * Buddhist-era years), so a Thai reader can check the year they meant.
 */
export function DateInput({ value, description, ...props }: Omit<TextInputProps, 'type'>) {
  const locale = useLocale();
  const chosen = typeof value === 'string' && ISO_DATE.test(value) ? formatDate(value, locale) : undefined;
  return <TextInput type="date" value={value} description={chosen ?? description} {...props} />;
}
