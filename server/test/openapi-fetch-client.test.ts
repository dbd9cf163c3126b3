import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishRecruitment, registerEmployer, STRONG_PASSWORD, uniqueEmail } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

/**
 * A third-party client, as an integrator would build one: clients/openapi-fetch-check generates
 * its types from the committed openapi/openapi.json with openapi-typescript, type-checks its code
 * with its own TypeScript 5 (openapi-typescript needs TypeScript's JS API, which TypeScript 7 does
 * not ship), and calls the running API with openapi-fetch.
 */

const REPO_ROOT = new URL('../../', import.meta.url).pathname;
const CLIENT_DIR = `${REPO_ROOT}clients/openapi-fetch-check/`;
/** Runs the `bin` of a package as the client folder resolves it (its own TypeScript 5, not ours). */
async function run(name: string, bin: string, args: string[]) {
  const root = path.dirname(createRequire(`${CLIENT_DIR}package.json`).resolve(`${name}/package.json`));
  await promisify(execFile)(process.execPath, [path.join(root, bin), ...args], { cwd: CLIENT_DIR }).catch(
    (error: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`${name} failed: ${error.message}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    },
  );
}

/**
 * The client's functions as this test calls them. Its module is imported by URL, so that this
 * project's TypeScript 7 never reads the generated types (they exist only once the test ran).
 */
type ClientModule = {
  jobmatchClient(baseUrl: string): unknown;
  register(
    client: unknown,
    candidate: { email: string; password: string; firstName: string; lastName: string },
  ): Promise<string>;
  signIn(
    client: unknown,
    email: string,
    password: string,
  ): Promise<{ accessToken: string; tokenType: string; expiresAt: Date }>;
  searchJobs(client: unknown, token: string, keyword: string): Promise<unknown>;
  searchWithTooLargePage(client: unknown): Promise<unknown>;
};
const CLIENT_MODULE = new URL('src/client.ts', `file://${CLIENT_DIR}`).href;

const app = await useTestApp();
let client: ClientModule;

beforeAll(async () => {
  await run('openapi-typescript', 'bin/cli.js', ['../../openapi/openapi.json', '--output', 'generated/api.ts']);
  await run('typescript', 'bin/tsc', ['-p', '.']);
  client = (await import(CLIENT_MODULE)) as ClientModule;
}, 180_000);

describe('a client generated from the OpenAPI document (openapi-typescript + openapi-fetch)', () => {
  it('type-checks against the generated types, signs up, signs in and searches jobs', async () => {
    const employer = await registerEmployer(app);
    const word = `Kotlin${randomUUID().slice(0, 8)}`;
    const posting = await publishRecruitment(app, employer.token, { title: `${word} developer` });

    const api = client.jobmatchClient(app.baseUrl);
    const candidate = {
      email: uniqueEmail('integrator'),
      password: STRONG_PASSWORD,
      firstName: 'Ploy',
      lastName: 'Suk',
    };
    const userId = await client.register(api, candidate);
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);

    const session = await client.signIn(api, candidate.email, candidate.password);
    expect(session.tokenType).toBe('Bearer');
    expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now());

    const found = await client.searchJobs(api, session.accessToken, word);
    expect(found).toEqual({
      // The posting names no district, so it has no location (null), which the generated types allow.
      jobs: [{ id: posting.id, title: `${word} developer`, employmentType: 'FULL_TIME', province: null }],
      total: 1,
    });

    expect(await client.searchWithTooLargePage(api)).toEqual({
      status: 400,
      errorCode: 'VALIDATION_ERROR',
      fields: ['query.pageSize'],
    });
  }, 60_000);
});
