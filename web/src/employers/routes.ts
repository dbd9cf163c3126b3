import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route.tsx';

export const employersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/employers',
  component: lazyRouteComponent(() => import('./EmployersScreen.tsx'), 'EmployersScreen'),
});
