import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { pageParams } from '../jobs/search-params.ts';
import { candidateOnlyRoute } from '../session/routes.ts';

export const profileViewsRoute = createRoute({
  getParentRoute: () => candidateOnlyRoute,
  path: '/profile/views',
  validateSearch: pageParams,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: lazyRouteComponent(() => import('./ProfileViewsScreen.tsx'), 'ProfileViewsScreen'),
});
