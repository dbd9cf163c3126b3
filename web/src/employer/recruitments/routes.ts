import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { employerOnlyRoute } from '../../session/routes.ts';
import { recruitmentsSearchParams } from './search-params.ts';

export const recruitmentsRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/recruitments',
  validateSearch: recruitmentsSearchParams,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: lazyRouteComponent(() => import('./RecruitmentsScreen.tsx'), 'RecruitmentsScreen'),
});

export const newRecruitmentRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/recruitments/new',
  component: lazyRouteComponent(() => import('./RecruitmentEditorScreen.tsx'), 'NewRecruitmentScreen'),
});

export const recruitmentRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/recruitments/$recruitmentId',
  component: lazyRouteComponent(() => import('./RecruitmentEditorScreen.tsx'), 'RecruitmentEditorScreen'),
});
