import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';
import { bangkokWallClockToIso, isoToBangkokWallClock } from './bangkok-time.ts';

/**
 * A date and time read as Bangkok time whatever the browser's zone (the label says so), handed
 * on as the ISO instant the API takes. The browser's own picker, to the second: a scheduled
 * message may be due within the minute.
 */
export function BangkokDateTimeInput({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (iso: string) => void;
  error?: React.ReactNode;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // What was typed, even while it is not a whole date-time yet; the form holds the instant.
  const [typed, setTyped] = useState(() => (value ? isoToBangkokWallClock(value) : ''));
  const shown = value ? isoToBangkokWallClock(value) : typed;
  return (
    <TextInput
      type="datetime-local"
      step={1}
      label={t('companyOffers.schedule.timeLabel', { label })}
      description={
        value
          ? t('companyOffers.schedule.timePreview', { time: formatDateTime(value, locale) })
          : t('companyOffers.schedule.timeHint')
      }
      value={shown}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        onChange(bangkokWallClockToIso(event.currentTarget.value) ?? '');
      }}
      error={error}
      required={required}
    />
  );
}
