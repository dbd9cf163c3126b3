import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { employerOnlyRoute } from '../../session/routes.ts';

export const companyOffersRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/offers',
  component: lazyRouteComponent(() => import('./CompanyOffersScreen.tsx'), 'CompanyOffersScreen'),
});

export const sendOfferRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/offers/new',
  component: lazyRouteComponent(() => import('./SendOfferScreen.tsx'), 'SendOfferScreen'),
});

export const companyOfferRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/offers/$offerId',
  component: lazyRouteComponent(() => import('./CompanyOfferScreen.tsx'), 'CompanyOfferScreen'),
});

export const scheduledMessagesRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/scheduled-messages',
  component: lazyRouteComponent(() => import('./ScheduledMessagesScreen.tsx'), 'ScheduledMessagesScreen'),
});
