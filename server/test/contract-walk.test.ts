import { randomUUID } from 'node:crypto';
import { MAX_INTEGER, routeAccess } from '@jobmatch/contract';
import { generateOpenApiDocument } from '@jobmatch/contract/openapi';
import type { AppRoute } from '@ts-rest/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractRoutes } from './support/contract-routes.ts';
import { inviteRecruiter, registerCandidate, registerEmployer } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

const all = contractRoutes().map(({ route }) => route);
const protectedRoutes = all.filter((route) => routeAccess(route.metadata)?.audience !== 'public');
const audienceOf = (route: AppRoute) => routeAccess(route.metadata)?.audience;
const label = (route: AppRoute) => `${route.method} ${route.path}`;

const acceptsEmptyPatch = (route: AppRoute) =>
  route.method === 'PATCH' && 'body' in route && (route.body as z.ZodType).safeParse({}).success;

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

/** A token the route takes: a candidate's, an ADMIN's (every employer route), none when public. */
const tokenFor = (route: AppRoute) =>
  audienceOf(route) === 'candidate' ? candidateToken : audienceOf(route) === 'employer' ? adminToken : undefined;

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

  const adminOnly = protectedRoutes.filter((route) => {
    const access = routeAccess(route.metadata);
    return access?.audience === 'employer' && !access.roles.includes('RECRUITER');
  });

  it('has ADMIN-only routes (the walk below is not empty)', () => {
    expect(adminOnly.length).toBeGreaterThan(0);
  });

  it.each(adminOnly.map((route) => [label(route), route] as const))(
    '%s answers 403 FORBIDDEN to a RECRUITER',
    async (_name, route) => {
      await expectError(await call(route, recruiterToken), 403, 'FORBIDDEN');
    },
  );

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
      const token = tokenFor(route);
      for (const body of hostile) {
        const response = await call(route, token, body);
        // Unknown keys are dropped, so a PATCH of optional fields takes `{"__proto__": …}` as `{}`: a no-op.
        const lowest = acceptsEmptyPatch(route) ? 200 : 400;
        expect(response.status, `${label(route)} with ${body.slice(0, 40)}`).toBeGreaterThanOrEqual(lowest);
        expect(response.status, `${label(route)} with ${body.slice(0, 40)}`).toBeLessThan(500);
        expect((await response.json()).status).toBe(response.status < 400 ? 'success' : 'error');
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );
});

/** The query parameters of every operation as the OpenAPI document declares them. */
function queryParameters() {
  const document: {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string; schema?: QuerySchema }[] }>>;
  } = JSON.parse(JSON.stringify(generateOpenApiDocument()));
  const routes = new Map(all.map((route) => [`${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`, route]));
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) =>
      (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' && parameter.schema)
        .map((parameter) => {
          const route = routes.get(`${method.toUpperCase()} ${path}`);
          if (!route) throw new Error(`${method} ${path} is not in the contract`);
          return { route, name: parameter.name, schema: parameter.schema as QuerySchema };
        }),
    ),
  );
}

type QuerySchema = { type?: string | string[]; maximum?: number; maxItems?: number; items?: { format?: string } };

const typeOf = (schema: QuerySchema) => [schema.type].flat();

/** `route` with its path parameters filled and `query` appended. */
function get(route: AppRoute, query: string) {
  const path = route.path.replace(/:(\w+)/g, () => randomUUID());
  const token = tokenFor(route);
  return app.fetch(`${path}?${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function detailPaths(response: Response) {
  expect(response.status).toBe(400);
  const body = await response.json();
  expect(body.error.errorCode).toBe('VALIDATION_ERROR');
  return (body.error.details as { path: string }[]).map((detail) => detail.path);
}

describe('every numeric query parameter', () => {
  const numeric = queryParameters().filter(({ schema }) => typeOf(schema).some((type) => type === 'integer'));

  it('is found (the walk is not empty)', () => {
    expect(numeric.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['page', 'pageSize', 'userNo', 'salaryMin']),
    );
  });

  it.each(numeric.map((item) => [`${label(item.route)} ${item.name}`, item] as const))(
    '%s has a maximum a PostgreSQL integer holds, and answers 400 beyond it',
    async (_name, { route, name, schema }) => {
      expect(schema.maximum).toBeLessThanOrEqual(MAX_INTEGER);
      for (const value of [String((schema.maximum ?? MAX_INTEGER) + 1), '99999999999999', '1e400', '-1', '1.5']) {
        expect(await detailPaths(await get(route, `${name}=${value}`)), `${name}=${value}`).toContain(`query.${name}`);
      }
    },
  );
});

describe('every array query parameter', () => {
  const arrays = queryParameters().filter(({ schema }) => typeOf(schema).includes('array'));

  it('is found (the walk is not empty)', () => {
    expect(arrays.length).toBeGreaterThanOrEqual(4);
  });

  it.each(arrays.map((item) => [`${label(item.route)} ${item.name}`, item] as const))(
    '%s takes at most 20 items and answers 400 beyond its limit, in every spelling',
    async (_name, { route, name, schema }) => {
      expect(schema.maxItems).toBeLessThanOrEqual(20);
      const items = Array.from({ length: (schema.maxItems ?? 20) + 1 }, () => randomUUID());
      for (const query of [
        items.map((item) => `${name}=${item}`).join('&'),
        items.map((item) => `${name}[]=${item}`).join('&'),
        items.map((item, index) => `${name}[${index}]=${item}`).join('&'),
      ]) {
        const response = await get(route, query);
        const body = await response.clone().json();
        expect(await detailPaths(response)).toContain(`query.${name}`);
        expect(body.error.details).toContainEqual({
          path: `query.${name}`,
          message: `Add at most ${schema.maxItems} items`,
          code: 'too_big',
        });
      }
    },
  );
});

describe('every route with a path parameter', () => {
  const withParams = all.filter((route) => route.path.includes(':'));

  it('is found (the walk is not empty)', () => {
    expect(withParams.length).toBeGreaterThanOrEqual(30);
  });

  it.each(withParams.map((route) => [label(route), route] as const))(
    '%s answers a malformed percent-escape with 400 MALFORMED_URL',
    async (_name, route) => {
      for (const malformed of ['%E0%A4%A', '%', '%zz', '%C0%80x']) {
        const path = route.path.replace(/:(\w+)/g, malformed);
        const token = tokenFor(route);
        const response = await app.fetch(path, {
          method: route.method,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: route.method === 'GET' ? undefined : '{}',
        });
        expect(response.status, `${route.method} ${path}`).toBe(400);
        expect((await response.json()).error).toMatchObject({ errorCode: 'MALFORMED_URL', path });
      }
    },
  );
});

describe('every route that takes a body', () => {
  const writes = all.filter((route) => route.method !== 'GET');

  it.each(writes.map((route) => [label(route), route] as const))(
    '%s answers a body-less request with Content-Length: 0 (what fetch sends) without 415 or 5xx',
    async (_name, route) => {
      const path = route.path.replace(/:(\w+)/g, () => randomUUID());
      const token = tokenFor(route);
      const response = await app.fetch(path, {
        method: route.method,
        headers: { 'content-length': '0', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      expect(response.status).not.toBe(415);
      expect(response.status).toBeLessThan(500);
    },
  );

  it.each(all.filter((route) => route.method === 'PATCH').map((route) => [label(route), route] as const))(
    '%s refuses `{}` only for a missing field, never as a whole (an empty PATCH is a no-op)',
    (_name, route) => {
      const parsed = ('body' in route ? (route.body as z.ZodType) : z.never()).safeParse({});
      const wholeBody = (parsed.error?.issues ?? []).filter((issue) => issue.path.length === 0);
      expect(wholeBody).toEqual([]);
    },
  );
});
