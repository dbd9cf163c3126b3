import type { IncomingMessage, ServerResponse } from 'node:http';
import { contract } from '@jobmatch/contract';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import express, { type Request } from 'express';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { candidateApi } from './api/candidate.ts';
import { companyApi } from './api/company.ts';
import { sharedApi } from './api/shared.ts';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import { accessMiddleware } from './http/access.ts';
import { withResponseChecks } from './http/checked-responses.ts';
import { inSeries, unless } from './http/compose.ts';
import { docsRouter } from './http/docs.ts';
import { errorHandler, jsonBody, requireJsonBody, routeNotFound } from './http/error-handler.ts';
import { healthRouter } from './http/health.ts';
import { localeMiddleware } from './http/locale.ts';
import { queryParsedOnce } from './http/parsed-query.ts';
import { authRateLimits } from './http/rate-limit.ts';
import { requestLogger } from './http/request-logger.ts';
import { routeGroups } from './http/route-groups.ts';
import { notStored, securityHeaders } from './http/security-headers.ts';
import { staticReplay } from './http/static-response.ts';
import { refuseUnstorableText } from './http/storable-input.ts';
import { webAppRouter } from './http/web-app.ts';
import { createAuthService } from './modules/identity/auth.service.ts';
import { anyOf, createBuiltInProvider, createOidcVerifier } from './modules/identity/identity-provider.ts';
import { createPasswordHasher } from './modules/identity/passwords.ts';
import { createReferenceRepository } from './modules/reference/reference.repository.ts';
import { createReferenceService } from './modules/reference/reference.service.ts';
import { createRateLimitRepository } from './modules/throttling/rate-limit.repository.ts';
import { createSignInThrottle } from './modules/throttling/sign-in-throttle.ts';

export type AppDependencies = {
  db: Kysely<Database>;
  logger: Logger;
  config: Pick<Config, 'appBaseUrl' | 'trustProxy' | 'webDistDir' | 'auth' | 'rateLimit' | 'readinessTimeoutMs'>;
  /** zod also checks every answer the compiled response check passed (the tests: checked-responses.ts). */
  verifyResponseChecks?: boolean;
};

const s = initServer();

/** Whether a request is for one of the contract's routes (their paths start with an audience). */
const isApiRouteCall = (req: Request) => /^\/api\/(shared|candidate|company)\//i.test(req.path);

/** Whether a request is for anything but the API (the web app, Swagger UI, the health checks). */
const isOutsideApi = (req: Request) => !/^\/api(\/|$)/i.test(req.path);

/**
 * The composition root: wires repositories → services → routers, and the HTTP pipeline. The
 * result is the server's request listener (`http.createServer(createApp(…))`): recorded static
 * answers are replayed before Express sees the request (docs/decisions.md #16), everything else
 * goes through the Express app.
 */
export function createApp({ db, logger, config, verifyResponseChecks = false }: AppDependencies) {
  const provider = createBuiltInProvider(config.auth.jwtSecret);
  const verifier = config.auth.oidc ? anyOf(provider, createOidcVerifier(config.auth.oidc, logger)) : provider;
  const sessions = { provider, tokenTtlSeconds: config.auth.tokenTtlSeconds };
  const passwords = createPasswordHasher(config.auth.passwordHashCost);
  const counters = createRateLimitRepository(db);
  const throttle = createSignInThrottle(counters, {
    limit: config.rateLimit.limit,
    windowSeconds: config.rateLimit.windowMs / 1000,
  });
  const auth = createAuthService({ db, passwords, verifier, sessions, throttle, appBaseUrl: config.appBaseUrl });
  const reference = createReferenceService(createReferenceRepository(db));
  const api = { db, logger, auth, passwords, sessions, reference, appBaseUrl: config.appBaseUrl };

  const router = s.router(contract, {
    candidate: candidateApi(api),
    company: companyApi(api),
    shared: sharedApi(api),
  });

  const app = express();
  app.disable('x-powered-by');
  // Express's weak ETag hashes every body, and the envelope's timestamp makes every body unique,
  // so it never matched: the reference routes send their own strong ETag instead.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  // `a[]=1&a[]=2` arrives as an array only with the extended parser (Express 5 defaults to simple).
  app.set('query parser', 'extended');
  // Every request goes through these, so they are one middleware for Express's router to step
  // through, not six (inSeries).
  app.use(
    inSeries(
      requestLogger(logger),
      securityHeaders(),
      // Before the rate limits, whose refusals are answers of the API too.
      unless(isOutsideApi, notStored),
      localeMiddleware,
      // Calls of the API's routes skip the health checks' and the docs' routers: entered, each
      // router matches its paths against the request.
      unless(isApiRouteCall, healthRouter(db, { timeoutMs: config.readinessTimeoutMs })),
      unless(isApiRouteCall, docsRouter()),
      authRateLimits(config.rateLimit, counters),
    ),
  );
  app.use('/api', inSeries(requireJsonBody, jsonBody({ limit: '1mb' }), queryParsedOnce, refuseUnstorableText));

  // A request is matched only against the routes that share its path's first segments.
  app.use(
    routeGroups((routes) => {
      for (const audience of ['shared', 'candidate', 'company'] as const) {
        const checked = withResponseChecks(contract[audience], router[audience], { verify: verifyResponseChecks });
        createExpressEndpoints(contract[audience], checked, routes, {
          // withResponseChecks has checked every answer against the contract.
          responseValidation: false,
          logInitialization: false,
          globalMiddleware: [accessMiddleware(auth.authenticate)],
          // Validation failures go to the one error handler below, like every other error.
          requestValidationErrorHandler: (error, _req, _res, next) => next(error),
        });
      }
    }),
  );

  app.use('/api', routeNotFound);
  const web = config.webDistDir ? webAppRouter(config.webDistDir) : null;
  if (web) app.use(web);
  app.use(routeNotFound);
  app.use(errorHandler);

  // Only the reference data answers with staticOk, and all of it is shared.
  const replay = staticReplay(logger, '/api/shared/');
  return (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (replay(req, res)) return;
    } catch (error) {
      // Outside Express nothing else would catch it, and the process would end: the app answers.
      logger.error({ err: error }, 'static replay failed');
      if (res.headersSent) return;
    }
    app(req, res);
  };
}
