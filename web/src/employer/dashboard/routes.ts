import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { employerOnlyRoute } from '../../session/routes.ts';

export const dashboardRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer',
  component: lazyRouteComponent(() => import('./DashboardScreen.tsx'), 'DashboardScreen'),
});
