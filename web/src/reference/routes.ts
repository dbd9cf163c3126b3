import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route.tsx';

export const referenceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reference',
  component: lazyRouteComponent(() => import('./ReferenceDataScreen.tsx'), 'ReferenceDataScreen'),
});
