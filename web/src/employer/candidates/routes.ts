import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { employerOnlyRoute } from '../../session/routes.ts';

export const candidateSearchRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/candidates',
  component: lazyRouteComponent(() => import('./CandidateSearchScreen.tsx'), 'CandidateSearchScreen'),
});

export const candidateRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/candidates/$candidateId',
  component: lazyRouteComponent(() => import('./CandidateScreen.tsx'), 'CandidateScreen'),
});
