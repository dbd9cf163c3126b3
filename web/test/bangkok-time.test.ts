import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokWallClockToIso, isoToBangkokWallClock } from '../src/employer/offers/bangkok-time.ts';

describe('the offer forms’ Bangkok time, in a browser elsewhere', () => {
  const zone = process.env.TZ;
  // A zone with daylight saving and a negative offset: nothing of it may leak into the result.
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it('runs in a zone that is not Bangkok’s', () => {
    expect(new Date('2026-11-25T10:30:00Z').getHours()).toBe(5);
  });

  it('reads the wall-clock time as Bangkok time (UTC+7)', () => {
    expect(bangkokWallClockToIso('2026-11-25T17:30')).toBe('2026-11-25T10:30:00.000Z');
    expect(bangkokWallClockToIso('2026-11-25T17:30:15')).toBe('2026-11-25T10:30:15.000Z');
    // Early morning in Bangkok is the previous day in UTC.
    expect(bangkokWallClockToIso('2027-01-01T03:00')).toBe('2026-12-31T20:00:00.000Z');
    // New York's daylight-saving change that night changes nothing.
    expect(bangkokWallClockToIso('2026-03-08T14:30')).toBe('2026-03-08T07:30:00.000Z');
  });

  it('shows an instant as Bangkok wall-clock time, and back', () => {
    expect(isoToBangkokWallClock('2026-11-25T10:30:15.000Z')).toBe('2026-11-25T17:30:15');
    expect(isoToBangkokWallClock('2026-12-31T20:00:00+00:00')).toBe('2027-01-01T03:00:00');
    const instant = '2026-06-15T23:59:59.000Z';
    expect(bangkokWallClockToIso(isoToBangkokWallClock(instant))).toBe(instant);
  });

  it('answers null for what is not a date-time', () => {
    for (const value of ['', '2026-11-25', '17:30', '2026-13-45T99:99', 'tomorrow']) {
      expect(bangkokWallClockToIso(value), value).toBeNull();
    }
  });
});
