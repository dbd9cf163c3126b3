import { describe, expect, it } from 'vitest';
import { ageOf } from '../src/employer/candidates/candidate-facts.ts';

describe('a candidate’s age, as the API’s age filter counts it', () => {
  it('counts full years on today’s date in Bangkok', () => {
    // 20 May 2026, 18:00 UTC is already 21 May in Bangkok: the birthday has come.
    expect(ageOf('1994-05-21', new Date('2026-05-20T18:00:00Z'))).toBe(32);
    expect(ageOf('1994-05-21', new Date('2026-05-20T16:00:00Z'))).toBe(31);
    expect(ageOf('2000-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(25);
    expect(ageOf('2000-02-29', new Date('2026-03-01T12:00:00Z'))).toBe(26);
  });
});
