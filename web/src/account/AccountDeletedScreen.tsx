import { Card, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../shell/links.tsx';
import { Page } from '../shell/Page.tsx';

const ERASED = ['account', 'contact', 'profile', 'activity', 'mail'] as const;
const KEPT = ['survey', 'history'] as const;

/** After the account is deleted (signed out): what was erased, and what stays without a name. */
export function AccountDeletedScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('account.deleted.title')} intro={t('account.deleted.intro')}>
      <Card withBorder radius="lg" padding="lg" maw={760}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('account.deleted.erasedTitle')}
          </Title>
          <List spacing="xs">
            {ERASED.map((item) => (
              <List.Item key={item}>{t(`account.deleted.erased.${item}`)}</List.Item>
            ))}
          </List>
          <Title order={2} size="h4">
            {t('account.deleted.keptTitle')}
          </Title>
          <List spacing="xs">
            {KEPT.map((item) => (
              <List.Item key={item}>{t(`account.deleted.kept.${item}`)}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t('account.deleted.signedOut')}
          </Text>
          <ButtonLink to="/" variant="light" w="fit-content">
            {t('account.deleted.home')}
          </ButtonLink>
        </Stack>
      </Card>
    </Page>
  );
}
