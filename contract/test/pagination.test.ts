import { afterEach, describe, expect, it } from 'vitest';
import { countBound, DEFAULT_LOCALE, MAX_TOTAL_COUNT, paginationQuery, setLocaleResolver } from '../src/index.ts';

afterEach(() => setLocaleResolver(() => DEFAULT_LOCALE));

describe('pagination query', () => {
  it('defaults to page 1 of 12 and coerces query strings', () => {
    expect(paginationQuery.parse({})).toEqual({ page: 1, pageSize: 12 });
    expect(paginationQuery.parse({ page: '3', pageSize: '100' })).toEqual({ page: 3, pageSize: 100 });
  });

  it.each([
    [{ page: '0' }, 'page', 'Page must be 1 or more'],
    [{ page: '1.5' }, 'page', 'Page must be 1 or more'],
    [{ pageSize: '0' }, 'pageSize', 'Page size must be between 1 and 100'],
    [{ pageSize: '101' }, 'pageSize', 'Page size must be between 1 and 100'],
  ])('refuses %j', (query, field, message) => {
    const result = paginationQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, message]]);
  });

  it('renders its messages in Thai when the caller speaks Thai', () => {
    setLocaleResolver(() => 'th');
    expect(paginationQuery.safeParse({ pageSize: '500' }).error?.issues[0]?.message).toBe(
      'จำนวนต่อหน้าต้องอยู่ระหว่าง 1 ถึง 100',
    );
  });
});

describe('countBound', () => {
  it.each([
    [1, 12, 100],
    [4, 12, 100],
    [5, 12, 200],
    [12, 12, 200],
    [13, 12, 500],
    [1, 100, 500],
    [6, 100, 1_000],
    [7, 100, 2_000],
    [46, 100, 5_000],
    [96, 100, 10_000],
    [200, 100, 10_000],
    [1, 1, 100],
  ])('page %i of %i counts to %i', (page, pageSize, bound) => {
    expect(countBound({ page, pageSize })).toBe(bound);
  });

  it('covers the page asked for and four more, up to the maximum', () => {
    for (const pageSize of [1, 12, 20, 100]) {
      for (let page = 1; page <= 2_000; page++) {
        const bound = countBound({ page, pageSize });
        expect(bound).toBeLessThanOrEqual(MAX_TOTAL_COUNT);
        if (bound < MAX_TOTAL_COUNT) expect(bound).toBeGreaterThanOrEqual((page + 4) * pageSize);
      }
    }
  });

  it('stays at the maximum for the greatest page there is', () => {
    expect(countBound({ page: Number.MAX_SAFE_INTEGER, pageSize: 100 })).toBe(MAX_TOTAL_COUNT);
  });
});
