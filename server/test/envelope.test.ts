import { describe, expect, it } from 'vitest';
import { paginated } from '../src/http/envelope.ts';

describe('paginated', () => {
  it("puts the page's rows under the list's key and only its position and total in pagination", () => {
    const page = { rows: ['a', 'b'], page: 2, pageSize: 2, total: 5, totalExact: true };
    const { status, body } = paginated('jobs', page);
    expect(status).toBe(200);
    expect(body.result).toEqual({
      jobs: ['a', 'b'],
      pagination: { page: 2, pageSize: 2, total: 5, totalExact: true, totalPages: 3 },
    });
  });
});
