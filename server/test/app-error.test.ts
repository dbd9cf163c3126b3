import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';

const framesOf = (error: Error) => (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));

describe('AppError', () => {
  it('captures no stack for a refusal of the request, which is answered and never logged with one', () => {
    const refusals = [
      new AppError('ROUTE_NOT_FOUND', 'errorRouteNotFound', { params: { method: 'GET', path: '/api/x' } }),
      new AppError('RATE_LIMITED', 'errorRateLimited'),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBeLessThan(500);
      expect(framesOf(refusal)).toEqual([]);
    }
  });

  it('keeps the stack of a server failure, which the log shows, and leaves the stack limit as it was', () => {
    const limit = Error.stackTraceLimit;
    const failure = new AppError('INTERNAL_ERROR', 'errorInternal');
    expect(failure.status).toBe(500);
    expect(framesOf(failure).length).toBeGreaterThan(0);
    new AppError('NOT_FOUND', 'errorNotFound');
    expect(Error.stackTraceLimit).toBe(limit);
    expect(framesOf(new Error('after a refusal')).length).toBeGreaterThan(0);
  });
});
