import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { employerOnlyRoute } from '../../session/routes.ts';
import { templatesSearchParams } from './search-params.ts';

export const templatesRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/templates',
  validateSearch: templatesSearchParams,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: lazyRouteComponent(() => import('./TemplatesScreen.tsx'), 'TemplatesScreen'),
});
