import { Anchor, AppShell, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { createRootRoute, type ErrorComponentProps, Outlet, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadingRows } from '../components/QueryStates.tsx';
import { AppHeader, MobileNav } from './AppHeader.tsx';
import classes from './layout.module.css';
import { AnchorLink, ButtonLink } from './links.tsx';
import { usePageTitle } from './Page.tsx';

/** The root of every route: the shell around the screen, the not-found page, the crash page. */
export const rootRoute = createRootRoute({
  component: ShellLayout,
  notFoundComponent: NotFoundScreen,
  errorComponent: RouteErrorScreen,
  pendingComponent: () => <LoadingRows rows={4} height={64} />,
});

function ShellLayout() {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 300, breakpoint: 'sm', collapsed: { mobile: !menuOpened, desktop: true } }}
      padding={0}
    >
      <a href="#main" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <AppHeader menuOpened={menuOpened} onToggleMenu={menu.toggle} />
      </AppShell.Header>
      {/* Closed, the panel is only moved off screen: hidden, it leaves the tab order and the
          accessibility tree too. */}
      <AppShell.Navbar id="mobile-nav" style={{ visibility: menuOpened ? 'visible' : 'hidden' }}>
        <MobileNav onNavigate={menu.close} />
      </AppShell.Navbar>
      <AppShell.Main id="main" className={classes.main}>
        <Container size={1200} px="md" py="lg">
          <Outlet />
        </Container>
      </AppShell.Main>
      <Footer />
    </AppShell>
  );
}

function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container size={1200} px="md">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('app.tagline')}
          </Text>
          <Group gap="md" component="nav" aria-label={t('nav.footerLabel')}>
            <AnchorLink to="/employers" size="sm">
              {t('nav.forEmployers')}
            </AnchorLink>
            <AnchorLink to="/reference" size="sm">
              {t('nav.referenceData')}
            </AnchorLink>
            <Anchor href="/docs/" size="sm">
              {t('app.apiDocs')}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}

/** Any address the app does not know. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Stack align="flex-start" gap="md" py="xl">
      <Title order={1} size="h2">
        {t('notFound.title')}
      </Title>
      <Text>{t('notFound.body')}</Text>
      <Group>
        <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
        <ButtonLink to="/jobs" variant="default">
          {t('nav.findJobs')}
        </ButtonLink>
      </Group>
    </Stack>
  );
}

/**
 * A screen that failed to render or load (typically its code after a new deployment): say so and
 * offer to try again rather than leave a blank page.
 */
function RouteErrorScreen({ reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  usePageTitle(t('crash.title'));
  return (
    <Stack align="flex-start" gap="md" py="xl" role="alert">
      <Title order={1} size="h2">
        {t('crash.title')}
      </Title>
      <Text>{t('crash.body')}</Text>
      <Button
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t('state.retry')}
      </Button>
    </Stack>
  );
}
