import { randomUUID } from 'node:crypto';
import { routeAccess } from '@jobmatch/contract';
import type { AppRoute } from '@ts-rest/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractRoutes } from './support/contract-routes.ts';
import { inviteRecruiter, registerCandidate, registerEmployer } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

const all = contractRoutes().map(({ route }) => route);
const protectedRoutes = all.filter((route) => routeAccess(route.metadata)?.audience !== 'public');
const audienceOf = (route: AppRoute) => routeAccess(route.metadata)?.audience;
const label = (route: AppRoute) => `${route.method} ${route.path}`;

/** A request for `route` with made-up path parameters and an empty JSON body. */
function call(route: AppRoute, token?: string, body: string | undefined = route.method === 'GET' ? undefined : '{}') {
  const path = route.path.replace(/:(\w+)/g, () => randomUUID());
  return app.fetch(path, {
    method: route.method,
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: route.method === 'GET' ? undefined : body,
  });
}

async function expectError(response: Response, status: number, errorCode: string) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body).toMatchObject({ status: 'error', statusCode: status, error: { errorCode } });
  return body;
}

let candidateToken: string;
let adminToken: string;
let recruiterToken: string;

beforeAll(async () => {
  candidateToken = (await registerCandidate(app)).token;
  const admin = await registerEmployer(app);
  adminToken = admin.token;
  recruiterToken = (await inviteRecruiter(app, admin.token)).token;
});

describe('every protected route of the contract', () => {
  it('exists in the contract (the walk is not empty)', () => {
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(5);
  });

  it.each(protectedRoutes.map((route) => [label(route), route] as const))(
    '%s answers 401 without a token, with a malformed, tampered, expired or foreign token',
    async (_name, route) => {
      const missing = await expectError(await call(route), 401, 'UNAUTHENTICATED');
      expect(missing.message).toBe('Authorization header is required');
      await expectError(await call(route, 'not-a-jwt'), 401, 'UNAUTHENTICATED');

      const audience = audienceOf(route) === 'candidate' ? 'candidate' : 'employer';
      const valid = audience === 'candidate' ? candidateToken : adminToken;
      const [header, payload, signature] = valid.split('.');
      const forgedPayload = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: randomUUID() }),
      ).toString('base64url');
      await expectError(await call(route, `${header}.${forgedPayload}.${signature}`), 401, 'UNAUTHENTICATED');

      const expired = await app.tokens.issue({
        sessionId: randomUUID(),
        userId: randomUUID(),
        audience,
        expiresAt: new Date(Date.now() - 1000),
      });
      await expectError(await call(route, expired), 401, 'UNAUTHENTICATED');

      // The other audience's perfectly valid token.
      await expectError(
        await call(route, audience === 'candidate' ? adminToken : candidateToken),
        401,
        'UNAUTHENTICATED',
      );
    },
  );

  it.each(
    protectedRoutes
      .filter((route) => {
        const access = routeAccess(route.metadata);
        return access?.audience === 'employer' && !access.roles.includes('RECRUITER');
      })
      .map((route) => [label(route), route] as const),
  )('%s answers 403 FORBIDDEN to a RECRUITER', async (_name, route) => {
    await expectError(await call(route, recruiterToken), 403, 'FORBIDDEN');
  });

  it('refuses a revoked token at once (logout)', async () => {
    const { token } = await registerCandidate(app);
    expect((await app.as(token).candidate.auth.me()).status).toBe(200);
    expect((await app.as(token).candidate.auth.logout()).status).toBe(200);
    const me = await app.as(token).candidate.auth.me();
    expect(me.status).toBe(401);
  });
});

describe('every route with a body', () => {
  const withBody = all.filter((route) => route.method !== 'GET' && 'body' in route && route.body);
  const hostile = [
    'null',
    '[]',
    '"just a string"',
    '12',
    '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
    JSON.stringify({ email: 'x'.repeat(100_000), password: ['a'], name: { $ne: null } }),
    `${'['.repeat(2000)}${']'.repeat(2000)}`,
    // PostgreSQL text cannot hold U+0000.
    JSON.stringify({ name: 'a\u0000', subject: 'a\u0000', email: 'a\u0000@x.test', message: ['\u0000'] }),
  ];

  it.each(withBody.map((route) => [label(route), route] as const))(
    '%s answers malformed and hostile input with a 4xx envelope, never a 500',
    async (_name, route) => {
      const token =
        audienceOf(route) === 'candidate' ? candidateToken : audienceOf(route) === 'employer' ? adminToken : undefined;
      for (const body of hostile) {
        const response = await call(route, token, body);
        expect(response.status, `${label(route)} with ${body.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${label(route)} with ${body.slice(0, 40)}`).toBeLessThan(500);
        expect((await response.json()).status).toBe('error');
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );
});
