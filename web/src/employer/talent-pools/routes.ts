import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { employerOnlyRoute } from '../../session/routes.ts';

export const talentPoolsRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/talent-pools',
  component: lazyRouteComponent(() => import('./TalentPoolsScreen.tsx'), 'TalentPoolsScreen'),
});

export const talentPoolRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/talent-pools/$poolId',
  component: lazyRouteComponent(() => import('./TalentPoolScreen.tsx'), 'TalentPoolScreen'),
});
