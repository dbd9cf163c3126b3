import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, paginationQuery, setLocaleResolver } from '../src/index.ts';

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
