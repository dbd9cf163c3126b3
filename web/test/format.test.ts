import { describe, expect, it } from 'vitest';
import { formatBaht, formatDate, formatDateTime, formatTotal, initialsOf, totalCount } from '../src/format.ts';

describe('dates and money as Thailand reads them', () => {
  it('writes Thai dates with Buddhist-era years, English ones with Gregorian years', () => {
    expect(formatDate('2025-03-05T10:00:00+07:00', 'th')).toMatch(/2568/);
    expect(formatDate('2025-03-05T10:00:00+07:00', 'th')).toMatch(/มี\.ค\./);
    expect(formatDate('2025-03-05T10:00:00+07:00', 'en')).toBe('5 Mar 2025');
  });

  it('shows Bangkok time whatever the browser’s zone', () => {
    // 23:30 UTC on the 4th is already the 5th in Bangkok (UTC+7).
    expect(formatDate('2025-03-04T23:30:00Z', 'en')).toBe('5 Mar 2025');
    expect(formatDateTime('2025-03-04T23:30:00Z', 'en')).toMatch(/06:30/);
  });

  it('writes baht with the ฿ sign and separators, without satang for whole amounts', () => {
    expect(formatBaht(360_000)).toBe('฿360,000');
    expect(formatBaht(1234.5)).toBe('฿1,234.50');
  });

  it('shows a total the count stopped at as "100+" and an exact one as it is', () => {
    expect(formatTotal({ total: 100, totalExact: false }, 'en')).toBe('100+');
    expect(formatTotal({ total: 100, totalExact: false }, 'th')).toBe('100+');
    expect(formatTotal({ total: 10_000, totalExact: false }, 'en')).toBe('10,000+');
    expect(formatTotal({ total: 10_000, totalExact: false }, 'th')).toBe('10,000+');
    expect(formatTotal({ total: 987, totalExact: true }, 'en')).toBe('987');
    expect(formatTotal({ total: 1_234, totalExact: true }, 'th')).toBe('1,234');
  });

  it('gives a counted text its plural and its shown total', () => {
    expect(totalCount({ total: 100, totalExact: false }, 'en')).toEqual({ count: 100, total: '100+' });
    expect(totalCount({ total: 1, totalExact: true }, 'th')).toEqual({ count: 1, total: '1' });
  });

  it('gives an avatar the first letters of a name, in Thai the consonant rather than a vowel sign before it', () => {
    expect(initialsOf('Malee Srisuk')).toBe('MS');
    expect(initialsOf('  somchai   jaidee  kaew ')).toBe('SJ');
    expect(initialsOf('สมชาย ใจดี')).toBe('สจ');
    expect(initialsOf('เกศินี แก้วมณี')).toBe('กก');
    expect(initialsOf('เจ้าพระยา ดิจิทัล', 1)).toBe('จ');
    expect(initialsOf('ไทยเบฟ', 1)).toBe('ท');
    expect(initialsOf(' lanna Logistics', 1)).toBe('L');
    expect(initialsOf('')).toBe('');
  });
});
