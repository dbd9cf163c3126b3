import { type Access, contract, routeAccess } from '@jobmatch/contract';
import { type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';

export type ContractRoute = {
  /** The route's key path in the contract, e.g. `company.offers.create`. */
  id: string;
  /** `METHOD /path`, as test names and messages show it. */
  label: string;
  route: AppRoute;
  access: Access | undefined;
};

function* walk(router: AppRouter, keys: string[]): Generator<ContractRoute> {
  for (const [key, value] of Object.entries(router)) {
    if (!isAppRoute(value)) {
      yield* walk(value, [...keys, key]);
      continue;
    }
    yield {
      id: [...keys, key].join('.'),
      label: `${value.method} ${value.path}`,
      route: value,
      access: routeAccess(value.metadata),
    };
  }
}

/** Every route of the contract, in declaration order: what the walking tests iterate over. */
export const contractRoutes = (router: AppRouter = contract): ContractRoute[] => [...walk(router, [])];
