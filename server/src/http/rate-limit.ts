import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { AppError } from './app-error.ts';

export type RateLimitSettings = { windowMs: number; limit: number };

/** The routes an attacker would hammer: guessing passwords, mass sign-ups, mail bombing. */
const GUARDED_POSTS = [
  '/api/candidate/auth/login',
  '/api/candidate/auth/register',
  '/api/candidate/auth/forgot-password',
  '/api/candidate/auth/reset-password',
  '/api/company/auth/login',
  '/api/company/auth/register',
  '/api/company/auth/forgot-password',
  '/api/company/auth/reset-password',
  '/api/company/organization/invitations/accept',
];

/**
 * Per client address and route: `limit` requests per window, then 429 RATE_LIMITED (with
 * RateLimit and Retry-After headers). Counters live in this process's memory.
 */
export function authRateLimits(settings: RateLimitSettings): Router {
  const router = Router();
  for (const path of GUARDED_POSTS) {
    router.post(
      path,
      rateLimit({
        windowMs: settings.windowMs,
        limit: settings.limit,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        handler: (_req, _res, next) => next(new AppError('RATE_LIMITED', 'errorRateLimited')),
      }),
    );
  }
  return router;
}
