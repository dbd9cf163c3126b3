import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { candidateOnlyRoute } from '../session/routes.ts';
import { applicationsSearchParams } from './search-params.ts';

export const applicationsRoute = createRoute({
  getParentRoute: () => candidateOnlyRoute,
  path: '/applications',
  validateSearch: applicationsSearchParams,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: lazyRouteComponent(() => import('./ApplicationsScreen.tsx'), 'ApplicationsScreen'),
});
