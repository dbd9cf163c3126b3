import { type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';

/** A route of a router, with the keys that lead to it, e.g. `['company', 'offers', 'create']`. */
export type RouteEntry = { keys: string[]; route: AppRoute };

/**
 * Every route of a router (the whole `contract`, or a part of it) in declaration order: what the
 * OpenAPI export, the access checks and the tests that walk the API iterate over.
 */
export function routesOf(router: AppRouter, keys: string[] = []): RouteEntry[] {
  return Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value) ? [{ keys: [...keys, key], route: value }] : routesOf(value, [...keys, key]),
  );
}
