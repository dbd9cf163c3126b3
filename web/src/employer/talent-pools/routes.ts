import { createRoute, lazyRouteComponent, notFound, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { employerOnlyRoute } from '../../session/routes.ts';
import { DEFAULT_MEMBER_SORT, talentPoolSearchParams, talentPoolsSearchParams } from './search-params.ts';

const poolId = z.uuid();

export const talentPoolsRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/talent-pools',
  validateSearch: talentPoolsSearchParams,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: lazyRouteComponent(() => import('./TalentPoolsScreen.tsx'), 'TalentPoolsScreen'),
});

export const talentPoolRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/talent-pools/$poolId',
  validateSearch: talentPoolSearchParams,
  search: { middlewares: [stripSearchParams({ page: 1, sortBy: DEFAULT_MEMBER_SORT })] },
  beforeLoad: ({ params }) => {
    if (!poolId.safeParse(params.poolId).success) throw notFound();
  },
  component: lazyRouteComponent(() => import('./TalentPoolScreen.tsx'), 'TalentPoolScreen'),
});
