import { AppError } from '../../lib/app-error.ts';
import type { Counter, RateLimitRepository } from './rate-limit.repository.ts';

export type ThrottleSettings = { limit: number; windowSeconds: number };

/** 429 RATE_LIMITED, telling the client when the window that refused it ends. */
export function rateLimited(windowEndsAt: Date): AppError {
  const seconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - Date.now()) / 1000));
  return new AppError('RATE_LIMITED', 'errorRateLimited', { headers: { 'Retry-After': String(seconds) } });
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

/**
 * Password guessing is throttled by its failures, never by successful sign-ins: per client
 * address (one machine guessing many accounts) and per account (many machines guessing one).
 * A correct password gets through from an address that failed too often (colleagues behind one
 * office or mobile-carrier address must not lock each other out), but not into an account under
 * attack: that one waits for its window to end.
 */
export function createSignInThrottle(counters: RateLimitRepository, settings: ThrottleSettings) {
  const accountKey = (email: string) => `sign-in-failures:account:${email}`;
  const addressKey = (address: string) => `sign-in-failures:address:${address}`;
  const over = (counter: Counter) => counter.hits > settings.limit;

  return {
    /** 429 for an account that failed `limit` times in the window, before any password is checked. */
    async refuseAccountUnderAttack(email: string): Promise<void> {
      const counter = await counters.current(accountKey(email));
      if (counter && counter.hits >= settings.limit) throw rateLimited(counter.windowEndsAt);
    },

    /**
     * Counts a wrong password against the account and, for a sign-in, the client address; throws
     * 429 once either has failed more than `limit` times, otherwise the caller answers as usual.
     */
    async recordFailure(email: string, address: string | null): Promise<void> {
      const counted = [await counters.hit(accountKey(email), settings.windowSeconds)];
      if (address !== null) counted.push(await counters.hit(addressKey(address), settings.windowSeconds));
      const exceeded = counted.filter(over).sort((a, b) => b.windowEndsAt.getTime() - a.windowEndsAt.getTime());
      if (exceeded[0]) throw rateLimited(exceeded[0].windowEndsAt);
    },
  };
}
