import { describe, expect, it } from 'vitest';
import { bangkokTime, bangkokToday } from '../src/lib/bangkok-time.ts';

describe('Bangkok time', () => {
  it('is already the next day in Bangkok from 17:00 UTC', () => {
    expect(bangkokToday(new Date('2026-11-23T16:59:59Z'))).toBe('2026-11-23');
    expect(bangkokToday(new Date('2026-11-23T17:00:00Z'))).toBe('2026-11-24');
  });

  it('reads a Bangkok date and clock time as the instant seven hours earlier in UTC', () => {
    expect(bangkokTime('2026-11-24').toISOString()).toBe('2026-11-23T17:00:00.000Z');
    expect(bangkokTime('2026-11-24', '09:00').toISOString()).toBe('2026-11-24T02:00:00.000Z');
  });
});
