import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isCompanyAdmin, useSession } from '../../session/session.ts';
import { Page } from '../../shell/Page.tsx';
import { CompanyProfileSection } from './CompanyProfileSection.tsx';
import { CompanySettingsSection } from './CompanySettingsSection.tsx';

/** The company's profile and e-mail settings: every recruiter reads them, an ADMIN changes them. */
export function CompanyScreen() {
  const { t } = useTranslation();
  const admin = isCompanyAdmin(useSession());
  return (
    <Page
      title={t('organization.title')}
      intro={admin ? t('organization.introAdmin') : t('organization.introReadOnly')}
    >
      <Stack gap="lg">
        <CompanyProfileSection admin={admin} />
        <CompanySettingsSection admin={admin} />
      </Stack>
    </Page>
  );
}
