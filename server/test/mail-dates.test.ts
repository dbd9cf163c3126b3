import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../src/modules/mail/templates.ts';

describe('dates in e-mails', () => {
  const at = new Date('2026-11-23T09:05:00Z');

  it('writes Thai in Bangkok time with the Buddhist-era year and "น." after the time', () => {
    expect(formatDateTime(at, 'th')).toBe('23 พฤศจิกายน 2569 เวลา 16:05 น.');
  });

  it('writes English in Bangkok time with the Common-era year', () => {
    expect(formatDateTime(at, 'en')).toBe('23 November 2026 at 16:05');
  });
});
