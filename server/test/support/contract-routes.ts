import { type Access, contract, routeAccess, routesOf } from '@jobmatch/contract';
import type { AppRoute, AppRouter } from '@ts-rest/core';

export type ContractRoute = {
  /** The route's key path in the contract, e.g. `company.offers.create`. */
  id: string;
  /** `METHOD /path`, as test names and messages show it. */
  label: string;
  route: AppRoute;
  access: Access | undefined;
};

/** Every route of the contract, in declaration order: what the walking tests iterate over. */
export const contractRoutes = (router: AppRouter = contract): ContractRoute[] =>
  routesOf(router).map(({ keys, route }) => ({
    id: keys.join('.'),
    label: `${route.method} ${route.path}`,
    route,
    access: routeAccess(route.metadata),
  }));
