import { Anchor, AppShell, Container, MantineProvider, Text } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createQueryClient, tsr } from './api.ts';
import { AppHeader } from './components/AppHeader.tsx';
import classes from './components/layout.module.css';
import { ReferenceDataScreen } from './reference/ReferenceDataScreen.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <tsr.ReactQueryProvider>
          <Layout />
        </tsr.ReactQueryProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

function Layout() {
  const { t } = useTranslation();

  // `t` is bound to the UI language: a new one after every switch.
  useEffect(() => {
    document.title = `${t('reference.title')} · ${t('app.name')}`;
  }, [t]);

  return (
    <AppShell header={{ height: { base: 72, sm: 64 } }} padding={0}>
      <a href="#main" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main id="main" className={classes.main}>
        <Container size={1200} px="md" py="lg">
          <ReferenceDataScreen />
          <footer className={classes.footer}>
            <Text size="sm" c="dimmed">
              {t('app.footer')}{' '}
              <Anchor href="/docs/" size="sm">
                {t('app.apiDocs')}
              </Anchor>
            </Text>
          </footer>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
