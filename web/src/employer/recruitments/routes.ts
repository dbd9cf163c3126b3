import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { employerOnlyRoute } from '../../session/routes.ts';

export const recruitmentsRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/recruitments',
  component: lazyRouteComponent(() => import('./RecruitmentsScreen.tsx'), 'RecruitmentsScreen'),
});

export const newRecruitmentRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/recruitments/new',
  component: lazyRouteComponent(() => import('./RecruitmentEditorScreen.tsx'), 'RecruitmentEditorScreen'),
});

export const recruitmentRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/recruitments/$recruitmentId',
  component: lazyRouteComponent(() => import('./RecruitmentEditorScreen.tsx'), 'RecruitmentEditorScreen'),
});
