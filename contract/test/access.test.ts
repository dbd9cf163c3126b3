import { type AppRouter, isAppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { contract, routeAccess } from '../src/index.ts';

function* walk(router: AppRouter, prefix = ''): Generator<[string, unknown]> {
  for (const [key, value] of Object.entries(router)) {
    if (isAppRoute(value)) yield [`${prefix}${key}`, value.metadata];
    else yield* walk(value, `${prefix}${key}.`);
  }
}

describe('route access metadata', () => {
  it('is declared on every route of the contract', () => {
    const routes = [...walk(contract)];
    expect(routes.length).toBeGreaterThan(0);
    for (const [name, metadata] of routes) expect(routeAccess(metadata), name).toBeDefined();
  });

  it('keeps the shared reference data public', () => {
    for (const [name, metadata] of walk(contract.shared))
      expect(routeAccess(metadata), name).toEqual({ audience: 'public' });
  });
});
