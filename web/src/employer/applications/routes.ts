import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { employerOnlyRoute } from '../../session/routes.ts';
import { companyApplicationsParams } from './search-params.ts';

export const companyApplicationsRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/applications',
  validateSearch: companyApplicationsParams,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: lazyRouteComponent(() => import('./CompanyApplicationsScreen.tsx'), 'CompanyApplicationsScreen'),
});
