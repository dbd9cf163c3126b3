import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { adminOnlyRoute, employerOnlyRoute } from '../../session/routes.ts';
import { recruitersSearchParams } from './search-params.ts';

export const companyRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/company',
  component: lazyRouteComponent(() => import('./CompanyScreen.tsx'), 'CompanyScreen'),
});

export const recruitersRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/recruiters',
  validateSearch: recruitersSearchParams,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: lazyRouteComponent(() => import('./RecruitersScreen.tsx'), 'RecruitersScreen'),
});

export const inviteRecruiterRoute = createRoute({
  getParentRoute: () => adminOnlyRoute,
  path: '/employer/recruiters/invite',
  component: lazyRouteComponent(() => import('./InviteRecruiterScreen.tsx'), 'InviteRecruiterScreen'),
});

export const recruiterRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/recruiters/$recruiterId',
  component: lazyRouteComponent(() => import('./RecruiterScreen.tsx'), 'RecruiterScreen'),
});

export const myRecruiterProfileRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/my-profile',
  component: lazyRouteComponent(() => import('./MyRecruiterProfileScreen.tsx'), 'MyRecruiterProfileScreen'),
});
