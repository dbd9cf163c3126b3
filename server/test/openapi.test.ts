import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { BEARER_SCHEME, generateOpenApiDocument } from '@jobmatch/contract/openapi';
import { describe, expect, it } from 'vitest';
import { contractRoutes } from './support/contract-routes.ts';
import { useTestApp } from './support/test-app.ts';

const COMMITTED = new URL('../../openapi/openapi.json', import.meta.url);

describe('the OpenAPI document', () => {
  const generated = generateOpenApiDocument();

  it('is committed and up to date (run `npm run openapi` after changing the contract)', () => {
    const committed = JSON.parse(readFileSync(COMMITTED, 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(generated)));
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const api = await SwaggerParser.validate(structuredClone(generated) as never);
    expect((api as { openapi?: string }).openapi).toBe('3.1.0');
  });

  it('declares every contract route, with bearer security exactly on the protected ones', () => {
    const all = contractRoutes();
    expect(all.length).toBeGreaterThan(0);
    for (const { route, access } of all) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = (generated.paths?.[path] as Record<string, { security?: unknown }> | undefined)?.[
        route.method.toLowerCase()
      ];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      const isPublic = access?.audience === 'public';
      expect(operation?.security, `${route.method} ${route.path}`).toEqual(isPublic ? [] : [{ [BEARER_SCHEME]: [] }]);
    }
    expect(generated.components?.securitySchemes?.[BEARER_SCHEME]).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('is served at /api/openapi.json, and Swagger UI at /docs', async () => {
    const app = await useTestApp();
    const served = await (await app.fetch('/api/openapi.json')).json();
    expect(served).toEqual(JSON.parse(JSON.stringify(generated)));

    const docs = await app.fetch('/docs/');
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui');
  });
});
