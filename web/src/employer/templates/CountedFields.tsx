import { Text, Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';

/**
 * "120 / 1,500 characters" under a field with a maximum length, red once over it. The form
 * still says why on submit; the count lets the writer see it coming.
 */
export function CharacterCount({ value, max }: { value: string; max: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const length = value.trim().length;
  return (
    <Text component="span" size="xs" c={length > max ? 'red.8' : 'dimmed'} ta="end" display="block">
      {t('templates.characterCount', { length: formatNumber(length, locale), max: formatNumber(max, locale) })}
    </Text>
  );
}

/** A multi-line field with its live character count under it. */
export function CountedTextarea({ value, max, ...props }: TextareaProps & { value: string; max: number }) {
  return (
    <Textarea
      autosize
      minRows={4}
      maxRows={14}
      value={value}
      description={<CharacterCount value={value} max={max} />}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
    />
  );
}
