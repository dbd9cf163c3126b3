import { createRoute, lazyRouteComponent, notFound, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { candidateOnlyRoute } from '../session/routes.ts';
import { rootRoute } from '../shell/root-route.tsx';
import { jobSearchParams, pageParams } from './search-params.ts';

const jobId = z.uuid();

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./HomeScreen.tsx'), 'HomeScreen'),
});

export const jobSearchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/jobs',
  validateSearch: jobSearchParams,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: lazyRouteComponent(() => import('./JobSearchScreen.tsx'), 'JobSearchScreen'),
});

export const jobDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/jobs/$jobId',
  beforeLoad: ({ params }) => {
    if (!jobId.safeParse(params.jobId).success) throw notFound();
  },
  component: lazyRouteComponent(() => import('./JobDetailScreen.tsx'), 'JobDetailScreen'),
});

export const savedJobsRoute = createRoute({
  getParentRoute: () => candidateOnlyRoute,
  path: '/saved-jobs',
  validateSearch: pageParams,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: lazyRouteComponent(() => import('./SavedJobsScreen.tsx'), 'SavedJobsScreen'),
});
