import { describe, expect, it } from 'vitest';
import { contract, routeAccess, routesOf } from '../src/index.ts';

describe('route access metadata', () => {
  it('is declared on every route of the contract', () => {
    const routes = routesOf(contract);
    expect(routes.length).toBeGreaterThan(0);
    for (const { keys, route } of routes) expect(routeAccess(route.metadata), keys.join('.')).toBeDefined();
  });

  it('keeps the shared reference data public', () => {
    const routes = routesOf(contract.shared);
    expect(routes.length).toBeGreaterThan(0);
    for (const { keys, route } of routes)
      expect(routeAccess(route.metadata), keys.join('.')).toEqual({ audience: 'public' });
  });
});
