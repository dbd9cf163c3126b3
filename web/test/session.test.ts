import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../src/session/return-path.ts';

describe('the return address after sign-in', () => {
  it('follows paths inside the app', () => {
    expect(safeReturnPath('/jobs/0f8b?x=1')).toBe('/jobs/0f8b?x=1');
    expect(safeReturnPath('/saved-jobs')).toBe('/saved-jobs');
  });

  it('refuses anything that leaves the app', () => {
    for (const address of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'jobs', '', 42, undefined]) {
      expect(safeReturnPath(address), String(address)).toBeUndefined();
    }
  });
});
