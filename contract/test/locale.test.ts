import { describe, expect, it } from 'vitest';
import { negotiateLocale } from '../src/index.ts';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['th', 'th'],
    ['th-TH,th;q=0.9,en-US;q=0.8', 'th'],
    ['en-GB,en;q=0.9,th;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,th;q=0.5', 'th'],
    ['de', 'en'],
    ['th;q=0,en', 'en'],
    ['en;q=0.1, th;q=0.9', 'th'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});
