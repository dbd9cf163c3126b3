import { createRoute, lazyRouteComponent, notFound, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { employerOnlyRoute } from '../../session/routes.ts';
import { candidateSearchParams } from './search-params.ts';

const candidateId = z.uuid();

export const candidateSearchRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/candidates',
  validateSearch: candidateSearchParams,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: lazyRouteComponent(() => import('./CandidateSearchScreen.tsx'), 'CandidateSearchScreen'),
});

export const candidateRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/candidates/$candidateId',
  beforeLoad: ({ params }) => {
    if (!candidateId.safeParse(params.candidateId).success) throw notFound();
  },
  component: lazyRouteComponent(() => import('./CandidateScreen.tsx'), 'CandidateScreen'),
});
