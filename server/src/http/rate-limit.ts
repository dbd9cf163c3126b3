import { type Request, type RequestHandler, Router } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { AppError } from '../lib/app-error.ts';
import type { RateLimitRepository } from '../modules/throttling/rate-limit.repository.ts';
import { unless } from './compose.ts';

export type RateLimitSettings = { windowMs: number; limit: number };

/** Routes that cost us mail or work whoever calls them: mass sign-ups, mail bombing, token guessing. */
const GUARDED_POSTS = [
  '/api/candidate/auth/register',
  '/api/candidate/auth/forgot-password',
  '/api/candidate/auth/reset-password',
  '/api/company/auth/register',
  '/api/company/auth/forgot-password',
  '/api/company/auth/reset-password',
  '/api/company/organization/invitations/accept',
];

/**
 * The client's address as rate limits count it (behind TRUST_PROXY proxies): an IPv6 address
 * counts by its /56 network, since one client easily holds a whole block of them.
 */
export const clientAddress = (req: Request): string => ipKeyGenerator(req.ip ?? '');

/** express-rate-limit's counters kept in the database, shared by every server process. */
function databaseStore(counters: RateLimitRepository, prefix: string): Store {
  let windowSeconds = 60;
  const info = (counter: { hits: number; windowEndsAt: Date }) => ({
    totalHits: counter.hits,
    resetTime: counter.windowEndsAt,
  });
  return {
    prefix,
    localKeys: false,
    init: (options) => {
      windowSeconds = Math.ceil(options.windowMs / 1000);
    },
    get: async (key) => {
      const counter = await counters.current(prefix + key);
      return counter && info(counter);
    },
    increment: async (key) => info(await counters.hit(prefix + key, windowSeconds)),
    decrement: (key) => counters.unhit(prefix + key),
    resetKey: (key) => counters.remove(prefix + key),
  };
}

/**
 * Per client address and route: `limit` requests per window, successful or not, then 429
 * RATE_LIMITED (with RateLimit and Retry-After headers). Sign-in is throttled by its failures
 * instead, where the password is checked (modules/throttling/sign-in-throttle.ts).
 */
export function authRateLimits(settings: RateLimitSettings, counters: RateLimitRepository): RequestHandler {
  const router = Router();
  for (const path of GUARDED_POSTS) {
    router.post(
      path,
      rateLimit({
        windowMs: settings.windowMs,
        limit: settings.limit,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        keyGenerator: clientAddress,
        store: databaseStore(counters, `route:${path}:`),
        handler: (_req, _res, next) => next(new AppError('RATE_LIMITED', 'errorRateLimited')),
      }),
    );
  }
  // Every guarded route is a POST: other requests skip the router instead of being matched
  // against each of its paths.
  return unless((req) => req.method !== 'POST', router);
}
