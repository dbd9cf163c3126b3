import { createRoute, lazyRouteComponent, notFound, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { employerOnlyRoute } from '../../session/routes.ts';
import { offersSearchParams, scheduledMessagesParams, sendOfferParams } from './search-params.ts';

const offerId = z.uuid();

export const companyOffersRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/offers',
  validateSearch: offersSearchParams,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: lazyRouteComponent(() => import('./CompanyOffersScreen.tsx'), 'CompanyOffersScreen'),
});

export const sendOfferRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/offers/new',
  validateSearch: sendOfferParams,
  component: lazyRouteComponent(() => import('./SendOfferScreen.tsx'), 'SendOfferScreen'),
});

export const companyOfferRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/offers/$offerId',
  beforeLoad: ({ params }) => {
    if (!offerId.safeParse(params.offerId).success) throw notFound();
  },
  component: lazyRouteComponent(() => import('./CompanyOfferScreen.tsx'), 'CompanyOfferScreen'),
});

export const scheduledMessagesRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  path: '/employer/scheduled-messages',
  validateSearch: scheduledMessagesParams,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: lazyRouteComponent(() => import('./ScheduledMessagesScreen.tsx'), 'ScheduledMessagesScreen'),
});
