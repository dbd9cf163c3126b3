import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { employerOnlyRoute } from '../../session/routes.ts';

export const companyApplicationsRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/applications',
  component: lazyRouteComponent(() => import('./CompanyApplicationsScreen.tsx'), 'CompanyApplicationsScreen'),
});
