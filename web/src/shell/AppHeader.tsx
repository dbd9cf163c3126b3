import { Box, Burger, Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session.ts';
import { useSignOut } from '../session/use-sign-out.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import classes from './layout.module.css';
import { AnchorLink, ButtonLink } from './links.tsx';

// The menu (and the positioning library behind it) is only needed once someone has signed in.
const UserMenu = lazy(() => import('./UserMenu.tsx').then((module) => ({ default: module.UserMenu })));

/**
 * The one top bar: the product, the main places, the language switch, and sign in / sign up or
 * the signed-in user's menu. Below the `sm` breakpoint the places and account actions move into
 * the menu panel that the burger opens (ShellLayout's navbar, see MobileNav).
 */
export function AppHeader({ menuOpened, onToggleMenu }: { menuOpened: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" className={classes.header}>
      <Group gap="lg" wrap="nowrap" miw={0}>
        <Link to="/" className={classes.brandLink}>
          <Box className={classes.logo} aria-hidden="true">
            jm
          </Box>
          <Text component="span" className={classes.brand}>
            {t('app.name')}
          </Text>
        </Link>
        <Group gap="md" wrap="nowrap" visibleFrom="sm" component="nav" aria-label={t('nav.label')}>
          <AnchorLink to="/jobs" className={classes.navLink} activeProps={{ 'aria-current': 'page' }}>
            {t('nav.findJobs')}
          </AnchorLink>
          <AnchorLink to="/employers" className={classes.navLink} activeProps={{ 'aria-current': 'page' }}>
            {t('nav.forEmployers')}
          </AnchorLink>
          {session?.audience === 'employer' && (
            <AnchorLink to="/employer" className={classes.navLink} activeProps={{ 'aria-current': 'page' }}>
              {t('nav.employerDashboard')}
            </AnchorLink>
          )}
          {/* Between sm and lg there is no room for them: the user menu holds them there too. */}
          {session?.audience === 'candidate' && (
            <>
              <AnchorLink
                to="/offers"
                visibleFrom="lg"
                className={classes.navLink}
                activeProps={{ 'aria-current': 'page' }}
              >
                {t('offers.title')}
              </AnchorLink>
              <AnchorLink
                to="/applications"
                visibleFrom="lg"
                className={classes.navLink}
                activeProps={{ 'aria-current': 'page' }}
              >
                {t('applications.title')}
              </AnchorLink>
            </>
          )}
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <LanguageSwitch />
        <Group gap="xs" wrap="nowrap" visibleFrom="sm">
          {session ? (
            <Suspense fallback={<Box w={40} h={38} />}>
              <UserMenu session={session} />
            </Suspense>
          ) : (
            <>
              <ButtonLink to="/sign-in" variant="subtle">
                {t('nav.signIn')}
              </ButtonLink>
              <ButtonLink to="/sign-up">{t('nav.signUp')}</ButtonLink>
            </>
          )}
        </Group>
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          hiddenFrom="sm"
          size="sm"
          aria-label={menuOpened ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={menuOpened}
          aria-controls="mobile-nav"
        />
      </Group>
    </Group>
  );
}

/** Below `sm`: the places and account actions, in the panel under the top bar. */
export function MobileNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const { signOut, pending } = useSignOut();
  return (
    <Box component="nav" aria-label={t('nav.label')} p="md" className={classes.mobileNav}>
      <AnchorLink to="/jobs" onClick={onNavigate} className={classes.mobileLink}>
        {t('nav.findJobs')}
      </AnchorLink>
      <AnchorLink to="/employers" onClick={onNavigate} className={classes.mobileLink}>
        {t('nav.forEmployers')}
      </AnchorLink>
      {session ? (
        <>
          <Text size="sm" c="dimmed" mt="md">
            {t('nav.signedInAs', { email: session.user.email })}
          </Text>
          {session.audience === 'employer' && (
            <AnchorLink to="/employer" onClick={onNavigate} className={classes.mobileLink}>
              {t('nav.employerDashboard')}
            </AnchorLink>
          )}
          {session.audience === 'candidate' && (
            <>
              <AnchorLink to="/offers" onClick={onNavigate} className={classes.mobileLink}>
                {t('offers.title')}
              </AnchorLink>
              <AnchorLink to="/applications" onClick={onNavigate} className={classes.mobileLink}>
                {t('applications.title')}
              </AnchorLink>
              <AnchorLink to="/saved-jobs" onClick={onNavigate} className={classes.mobileLink}>
                {t('nav.savedJobs')}
              </AnchorLink>
              <AnchorLink to="/profile/views" onClick={onNavigate} className={classes.mobileLink}>
                {t('profileViews.title')}
              </AnchorLink>
              <AnchorLink to="/profile" onClick={onNavigate} className={classes.mobileLink}>
                {t('nav.profile')}
              </AnchorLink>
              <AnchorLink to="/settings" onClick={onNavigate} className={classes.mobileLink}>
                {t('nav.settings')}
              </AnchorLink>
            </>
          )}
          <Button
            variant="light"
            mt="sm"
            loading={pending}
            onClick={() => {
              onNavigate();
              void signOut();
            }}
          >
            {t('nav.signOut')}
          </Button>
        </>
      ) : (
        <Group grow mt="md">
          <ButtonLink to="/sign-in" variant="default" onClick={onNavigate}>
            {t('nav.signIn')}
          </ButtonLink>
          <ButtonLink to="/sign-up" onClick={onNavigate}>
            {t('nav.signUp')}
          </ButtonLink>
        </Group>
      )}
    </Box>
  );
}
