import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { employerOnlyRoute } from '../../session/routes.ts';

export const templatesRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/templates',
  component: lazyRouteComponent(() => import('./TemplatesScreen.tsx'), 'TemplatesScreen'),
});
