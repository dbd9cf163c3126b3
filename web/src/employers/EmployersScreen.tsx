import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconApi,
  IconBuildingPlus,
  IconFileDownload,
  IconLogin2,
  IconSearch,
  IconSend,
  IconSpeakerphone,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnchorLink, ButtonLink } from '../shell/links.tsx';
import { Page } from '../shell/Page.tsx';

/** What jobmatch offers employers, where they register or sign in, and the API for their own systems. */
export function EmployersScreen() {
  const { t } = useTranslation();
  const features = [
    { icon: IconSearch, title: t('employers.features.searchTitle'), body: t('employers.features.search') },
    { icon: IconSpeakerphone, title: t('employers.features.recruitTitle'), body: t('employers.features.recruit') },
    { icon: IconSend, title: t('employers.features.offerTitle'), body: t('employers.features.offer') },
  ];
  return (
    <Page title={t('employers.title')} intro={t('employers.intro')}>
      <Card withBorder radius="lg" padding="xl" bg="var(--mantine-primary-color-light)">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3">
            {t('employerAuth.landing.title')}
          </Title>
          <Text maw={720}>{t('employerAuth.landing.body')}</Text>
          <Group gap="sm" mt="xs">
            <ButtonLink to="/employers/sign-up" leftSection={<IconBuildingPlus size={18} aria-hidden="true" />}>
              {t('employerNav.signUp')}
            </ButtonLink>
            <ButtonLink
              to="/employers/sign-in"
              variant="default"
              leftSection={<IconLogin2 size={18} aria-hidden="true" />}
            >
              {t('employerNav.signIn')}
            </ButtonLink>
          </Group>
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {features.map(({ icon: Icon, title, body }) => (
          <Card key={title} withBorder radius="lg" padding="lg">
            <Stack gap="sm">
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
                <Icon size={22} />
              </ThemeIcon>
              <Title order={2} size="h4">
                {title}
              </Title>
              <Text size="sm">{body}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3">
            {t('employers.apiTitle')}
          </Title>
          <Text maw={720}>{t('employers.api')}</Text>
          <Group gap="sm" mt="xs">
            <Button component="a" href="/docs/" leftSection={<IconApi size={18} aria-hidden="true" />}>
              {t('employers.docs')}
            </Button>
            <Button
              component="a"
              href="/api/openapi.json"
              download="jobmatch-openapi.json"
              variant="default"
              leftSection={<IconFileDownload size={18} aria-hidden="true" />}
            >
              {t('employers.openapi')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Text>
        {t('employers.lookingForJob')} <AnchorLink to="/jobs">{t('nav.findJobs')}</AnchorLink>
      </Text>
    </Page>
  );
}
