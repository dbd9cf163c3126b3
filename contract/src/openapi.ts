import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { type AppRouter, isAppRouteNoBody } from '@ts-rest/core';
import type { z } from 'zod';
import { routeAccess } from './common/access.ts';
import { routesOf } from './common/routes.ts';
import { contract } from './index.ts';

export const BEARER_SCHEME = 'bearerAuth';

const STATUS_DESCRIPTIONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  304: 'Not modified: If-None-Match lists the current ETag; no body',
  400: 'Bad request: the error envelope lists each invalid field in error.details',
  401: 'Unauthenticated: missing, malformed, expired or revoked bearer token',
  403: 'Forbidden: the caller is signed in but may not do this',
  404: 'Not found',
  409: 'Conflict',
  410: 'Gone',
  422: 'Unprocessable',
  429: 'Too many requests',
  500: 'Unexpected server error (no internal details are revealed)',
  503: 'SERVICE_UNAVAILABLE: the database cannot be reached or did not answer in time; retry later',
};

/** What a route that can answer 304 sends with its 200 and 304 answers. */
const CACHE_HEADERS = {
  ETag: { description: 'Strong entity tag: a hash of the body', schema: { type: 'string' } },
  'Cache-Control': { description: 'How long the answer may be reused without asking', schema: { type: 'string' } },
} as const;

/** ts-rest writes `:id`; OpenAPI writes `{id}`. */
const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * @ts-rest/open-api only understands zod 3, so the document is built by walking the contract and
 * registering each route with zod-to-openapi. Security comes from each route's access metadata.
 */
export function generateOpenApiDocument(router: AppRouter = contract) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', BEARER_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The accessToken returned by register, login or invitation accept',
  });

  for (const { keys: id, route } of routesOf(router)) {
    const access = routeAccess(route.metadata);
    if (!access) throw new Error(`Route ${id.join('.')} declares no access metadata`);
    const body = 'body' in route ? (route.body as z.ZodType | null) : null;
    const cacheable = 304 in route.responses;
    registry.registerPath({
      method: route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete',
      path: toOpenApiPath(route.path),
      operationId: id.join('_'),
      summary: route.summary,
      description: route.description,
      tags: [id[0] ?? 'api'],
      // An empty list says "no authentication" outright; leaving it out would say "not stated".
      security: access.audience === 'public' ? [] : [{ [BEARER_SCHEME]: [] }],
      request: {
        params: route.pathParams as z.ZodObject | undefined,
        query: route.query as z.ZodObject | undefined,
        headers: route.headers as z.ZodObject | undefined,
        body: body ? { content: { 'application/json': { schema: body } } } : undefined,
      },
      responses: Object.fromEntries(
        Object.entries(route.responses).map(([status, schema]) => [
          status,
          {
            description: STATUS_DESCRIPTIONS[Number(status)] ?? 'Response',
            headers: cacheable && (status === '200' || status === '304') ? CACHE_HEADERS : undefined,
            content: isAppRouteNoBody(schema) ? undefined : { 'application/json': { schema: schema as z.ZodType } },
          },
        ]),
      ),
    });
  }

  return withNullableRefs(new OpenApiGeneratorV31(registry.definitions)).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'jobmatch API',
      version: '1.0.0',
      description:
        'The bilingual (English/Thai) job-matching API for Thailand. Send `Accept-Language: th` for Thai messages. ' +
        'Every success body is `{status, message, timestamp, statusCode, result}`; every error body is the error envelope.',
    },
    servers: [{ url: '/' }],
  });
}

/** The modifiers a field puts around a schema, which leave it the same component. */
const MODIFIERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional']);
type Modifier = z.ZodType & { def: { innerType: z.ZodType; defaultValue?: unknown } };

/** A reference to a component, or a schema the generator wrote. */
type Rendered = Record<string, unknown>;
type SchemaGenerator = { generateSchemaWithRef(schema: z.ZodType): Rendered };

/**
 * zod-to-openapi 9.1 gets a nullable registered schema wrong (`locationBase.nullable()`, where
 * `locationBase` has `.meta({ id: 'Location' })`): met first, it makes the component itself
 * nullable and refers to it with a bare `$ref`, so every other field of that type takes null too,
 * and openapi-typescript types the nullable one as not null; met later, it writes
 * `allOf: [$ref, {type: [object, null]}]`, which null cannot pass; with a `.describe()` on the
 * nullable it copies the whole schema inline. Upstream PR #387 (still open) addresses it, and the
 * generator has no option or hook for it. So its one entry for every field, item, parameter and
 * body (`generateSchemaWithRef`) is wrapped: a modifier chain that takes null around a registered
 * schema that does not is written as `anyOf: [$ref, {type: 'null'}]`, OpenAPI 3.1's spelling of
 * "this component or null", with the chain's own keywords (description, default) beside it.
 * contract/test/openapi-nullability.test.ts compares the nullability of every field with the
 * contract, so an upgrade that changes this method fails there.
 */
function withNullableRefs(document: OpenApiGeneratorV31): OpenApiGeneratorV31 {
  const generator = (document as unknown as { generator?: Partial<SchemaGenerator> }).generator;
  const original = generator?.generateSchemaWithRef?.bind(generator);
  if (!generator || !original)
    throw new Error('zod-to-openapi no longer has generateSchemaWithRef: see withNullableRefs');
  generator.generateSchemaWithRef = (schema) => {
    const registered = schema.meta()?.id === undefined ? registeredUnder(schema) : undefined;
    if (!registered || !schema.safeParse(null).success || registered.safeParse(null).success) return original(schema);
    return { anyOf: [original(registered), { type: 'null' }], ...modifierKeywords(schema, registered) };
  };
  return document;
}

/** The schema with a component id under a field's modifiers: `locationBase` in `locationBase.nullable()`. */
function registeredUnder(schema: z.ZodType): z.ZodType | undefined {
  for (let current = schema; MODIFIERS.has(current.def.type); ) {
    current = (current as Modifier).def.innerType;
    if (current.meta()?.id !== undefined) return current;
  }
  return undefined;
}

/** What the modifiers between a field and its component say of the field (its description, its default). */
function modifierKeywords(schema: z.ZodType, registered: z.ZodType): Rendered {
  const chain: Modifier[] = [];
  for (let current = schema; current !== registered; current = (current as Modifier).def.innerType) {
    chain.push(current as Modifier);
  }
  // The outermost modifier's word wins, as zod's own `.meta()` does.
  const keywords: Rendered = {};
  for (const modifier of chain.toReversed()) {
    const { id: _id, param: _param, ...meta } = (modifier.meta() ?? {}) as Rendered;
    Object.assign(keywords, meta);
    if (modifier.def.type === 'default') keywords.default = modifier.def.defaultValue;
  }
  return keywords;
}
