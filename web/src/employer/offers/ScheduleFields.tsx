import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BangkokDateTimeInput } from './BangkokDateTimeInput.tsx';

/** "Send now" or "Schedule" with its time: the contract's isScheduled and scheduledAt. */
export function ScheduleFields({
  isScheduled,
  scheduledAt,
  onChange,
  error,
}: {
  isScheduled: boolean;
  scheduledAt: string | null | undefined;
  onChange: (changes: { isScheduled: boolean; scheduledAt: string | undefined }) => void;
  error?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('companyOffers.schedule.when')}
        value={isScheduled ? 'later' : 'now'}
        onChange={(value) =>
          onChange({ isScheduled: value === 'later', scheduledAt: value === 'later' ? (scheduledAt ?? '') : undefined })
        }
      >
        <Stack gap={6} mt={6}>
          <Radio value="now" label={t('companyOffers.schedule.now')} />
          <Radio value="later" label={t('companyOffers.schedule.later')} />
        </Stack>
      </Radio.Group>
      {isScheduled && (
        <BangkokDateTimeInput
          label={t('companyOffers.schedule.sendAt')}
          value={scheduledAt}
          onChange={(iso) => onChange({ isScheduled: true, scheduledAt: iso })}
          error={error}
          required
        />
      )}
    </Stack>
  );
}
