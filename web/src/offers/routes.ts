import { createRoute, lazyRouteComponent, notFound, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { candidateOnlyRoute } from '../session/routes.ts';
import { offersSearchParams } from './search-params.ts';

const offerId = z.uuid();

export const offersRoute = createRoute({
  getParentRoute: () => candidateOnlyRoute,
  path: '/offers',
  validateSearch: offersSearchParams,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: lazyRouteComponent(() => import('./OffersScreen.tsx'), 'OffersScreen'),
});

export const offerRoute = createRoute({
  getParentRoute: () => candidateOnlyRoute,
  path: '/offers/$offerId',
  beforeLoad: ({ params }) => {
    if (!offerId.safeParse(params.offerId).success) throw notFound();
  },
  component: lazyRouteComponent(() => import('./OfferScreen.tsx'), 'OfferScreen'),
});
