import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import classes from './layout.module.css';

export function AppHeader() {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" className={classes.header}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Box className={classes.logo} aria-hidden="true">
          jm
        </Box>
        <Box miw={0}>
          <Text component="p" className={classes.brand}>
            {t('app.name')}
          </Text>
          <Text component="p" className={classes.tagline}>
            {t('app.tagline')}
          </Text>
        </Box>
      </Group>
      <LanguageSwitch />
    </Group>
  );
}
