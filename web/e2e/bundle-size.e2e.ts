import { describe, expect, it } from 'vitest';
import { BUDGET_KB, measure } from '../scripts/bundle-size.ts';

/**
 * The budget `npm run build` enforces, checked here too on the build the browser tests made
 * (build-web.ts), so that CI fails when a change makes the first download too big.
 */
describe('the home page’s initial JavaScript', () => {
  it(`is at most ${BUDGET_KB} kB gzipped, and the screens are not in it`, () => {
    const { initial, initialKb, homeScreenKb } = measure();
    expect(initial.length).toBeGreaterThan(1);
    expect(initialKb).toBeLessThanOrEqual(BUDGET_KB);
    // The home screen and the API client load after the first paint, lazily.
    expect(homeScreenKb).toBeGreaterThan(10);
    expect(initial.some(({ file }) => /Screen/.test(file))).toBe(false);
  });
});
