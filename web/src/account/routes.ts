import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withAccountTexts } from '../profile/texts.ts';
import { candidateOnlyRoute } from '../session/routes.ts';
import { rootRoute } from '../shell/root-route.tsx';

/** Who may contact the candidate, their data to take away, and deleting the account. */
export const settingsRoute = createRoute({
  getParentRoute: () => candidateOnlyRoute,
  path: '/settings',
  component: lazyRouteComponent(() => withAccountTexts(import('./SettingsScreen.tsx')), 'SettingsScreen'),
});

/** Where a deleted account lands, signed out: what was erased and what was kept anonymously. */
export const accountDeletedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account-deleted',
  component: lazyRouteComponent(() => withAccountTexts(import('./AccountDeletedScreen.tsx')), 'AccountDeletedScreen'),
});
