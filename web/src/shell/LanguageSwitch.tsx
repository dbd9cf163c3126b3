import type { Locale } from '@jobmatch/contract';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, useLocale } from '../i18n/index.ts';

/** EN / ไทย. Each language is named in itself, so it can be found whichever one is showing. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <SegmentedControl
      aria-label={t('language.label')}
      size="sm"
      radius="xl"
      value={locale}
      onChange={(value) => void chooseLanguage(value as Locale)}
      data={[
        {
          value: 'en',
          label: (
            <span lang="en" title={t('language.english')}>
              EN
            </span>
          ),
        },
        {
          value: 'th',
          label: (
            <span lang="th" title={t('language.thai')}>
              ไทย
            </span>
          ),
        },
      ]}
    />
  );
}
