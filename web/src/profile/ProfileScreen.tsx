import { Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingRows } from '../components/QueryStates.tsx';
import { AnchorLink } from '../shell/links.tsx';
import { Page } from '../shell/Page.tsx';
import { ProfileOverview } from './ProfileOverview.tsx';
import { SectionEditor } from './SectionEditor.tsx';
import { useProfile } from './use-profile.ts';

const route = getRouteApi('/candidate/profile');

/** The profile editor: an overview of every section, or one section's form. */
export function ProfileScreen() {
  const { t } = useTranslation();
  const { section } = route.useSearch();
  const profile = useProfile();
  const content = profile.isPending ? (
    <LoadingRows rows={5} height={72} />
  ) : profile.isError ? (
    <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
  ) : section ? (
    <SectionEditor section={section} profile={profile.data.body.result.profile} />
  ) : (
    <ProfileOverview profile={profile.data.body.result.profile} />
  );

  if (!section) {
    return (
      <Page title={t('profile.title')} intro={t('profile.intro')}>
        {content}
      </Page>
    );
  }
  return (
    <Stack gap="md">
      <AnchorLink to="/profile" search={{}} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {t('profile.back')}
        </Group>
      </AnchorLink>
      <Page title={t(`profile.sections.${section}.title`)} intro={t(`profile.sections.${section}.intro`)}>
        {content}
      </Page>
    </Stack>
  );
}
