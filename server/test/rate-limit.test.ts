import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database.ts';
import { STRONG_PASSWORD, uniqueEmail } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';

const LIMIT = 3;
const SETTINGS = { RATE_LIMIT_MAX: String(LIMIT), RATE_LIMIT_WINDOW_SECONDS: '60', TRUST_PROXY: '1' };

const database = await createTestDatabase();
const app = await startTestApp(database, SETTINGS);

afterAll(async () => {
  await app.close();
  await database.close();
});

/**
 * Each test comes from its own client addresses (the app trusts one proxy, so X-Forwarded-For is
 * the client) and uses its own e-mails: no test depends on what another one counted.
 */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function post(target: TestApp, path: string, address: string, body: unknown, locale = 'en') {
  return target.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale, 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
}

/** A candidate signed up from an address of its own, so that sign-ups do not eat another test's budget. */
async function newCandidate() {
  const email = uniqueEmail('candidate');
  const response = await post(app, '/api/candidate/auth/register', newAddress(), {
    email,
    firstName: 'Somchai',
    lastName: 'Jaidee',
    password: STRONG_PASSWORD,
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { result: { accessToken: string } };
  return { email, token: body.result.accessToken };
}

const signIn = (address: string, email: string, password: string, target = app) =>
  post(target, '/api/candidate/auth/login', address, { email, password });

async function expectRateLimited(
  response: Response,
  message = 'Too many attempts. Please wait a moment and try again.',
) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toMatchObject({ status: 'error', message, error: { errorCode: 'RATE_LIMITED' } });
}

describe('sign-in throttling', () => {
  it('answers failures from one address beyond the limit with 429 and Retry-After, on both sign-ins', async () => {
    const address = newAddress();
    expect((await signIn(address, uniqueEmail('guess'), 'guess-1234')).status).toBe(401);
    const employerLogin = { email: uniqueEmail('guess'), password: 'guess-1234' };
    expect((await post(app, '/api/company/auth/login', address, employerLogin)).status).toBe(401);
    expect((await signIn(address, uniqueEmail('guess'), 'guess-1234')).status).toBe(401);
    const limited = await post(app, '/api/candidate/auth/login', address, employerLogin, 'th');
    await expectRateLimited(limited, 'มีการลองหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่');
  });

  it('lets a correct password through from an address that failed too often', async () => {
    const candidate = await newCandidate();
    const address = newAddress();
    for (let i = 0; i < LIMIT; i += 1) expect((await signIn(address, uniqueEmail(), 'guess-1234')).status).toBe(401);
    expect((await signIn(address, candidate.email, STRONG_PASSWORD)).status).toBe(200);
    await expectRateLimited(await signIn(address, candidate.email, 'guess-1234'));
  });

  it('does not count successful sign-ins', async () => {
    const candidate = await newCandidate();
    const address = newAddress();
    for (let i = 0; i < LIMIT + 2; i += 1) {
      expect((await signIn(address, candidate.email, STRONG_PASSWORD)).status).toBe(200);
    }
    expect((await signIn(address, candidate.email, 'guess-1234')).status).toBe(401);
  });

  it('refuses even the right password to an account under attack from many addresses, and only to it', async () => {
    const victim = await newCandidate();
    const bystander = await newCandidate();
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await signIn(newAddress(), victim.email, `guess-${i}`)).status).toBe(401);
    }
    const ownerAddress = newAddress();
    await expectRateLimited(await signIn(ownerAddress, victim.email, STRONG_PASSWORD));
    expect((await signIn(ownerAddress, bystander.email, STRONG_PASSWORD)).status).toBe(200);
  });

  it('counts wrong current passwords on an e-mail change against the account', async () => {
    const candidate = await newCandidate();
    const change = (currentPassword: string) =>
      app.as(candidate.token).candidate.profile.updateRegistration({
        body: {
          currentEmail: candidate.email,
          newEmail: uniqueEmail('moved'),
          currentPassword,
          firstName: 'Somchai',
          lastName: 'Jaidee',
        },
      });
    for (let i = 0; i < LIMIT; i += 1) expect((await change(`guess-${i}`)).status).toBe(400);
    expect(await change(STRONG_PASSWORD)).toMatchObject({
      status: 429,
      body: { error: { errorCode: 'RATE_LIMITED' } },
    });
    await expectRateLimited(await signIn(newAddress(), candidate.email, STRONG_PASSWORD));
  });

  it('starts counting again once the window has passed', async () => {
    const address = newAddress();
    for (let i = 0; i < LIMIT; i += 1) expect((await signIn(address, uniqueEmail(), 'guess-1234')).status).toBe(401);
    await expectRateLimited(await signIn(address, uniqueEmail(), 'guess-1234'));
    await app.db
      .updateTable('rate_limit_counters')
      .set({ window_ends_at: new Date(Date.now() - 1000) })
      .where('key', 'like', `%${address}%`)
      .execute();
    expect((await signIn(address, uniqueEmail(), 'guess-1234')).status).toBe(401);
  });
});

describe('sign-up, recovery and invitation accept', () => {
  it('allow a number of requests per address and route, successful or not', async () => {
    const address = newAddress();
    const forgot = () => post(app, '/api/candidate/auth/forgot-password', address, { email: uniqueEmail() });
    for (let i = 0; i < LIMIT; i += 1) expect((await forgot()).status).toBe(200);
    await expectRateLimited(await forgot());

    // Another route, and another address, have counters of their own.
    const reset = await post(app, '/api/candidate/auth/reset-password', address, {
      token: 'no-such-token',
      password: 'An0ther-Secret!',
    });
    expect(reset.status).toBe(400);
    const elsewhere = await post(app, '/api/candidate/auth/forgot-password', newAddress(), { email: uniqueEmail() });
    expect(elsewhere.status).toBe(200);

    const accept = () =>
      post(app, '/api/company/organization/invitations/accept', address, {
        email: uniqueEmail(),
        name: 'Anan',
        password: STRONG_PASSWORD,
        phoneNumber: '0891234567',
        token: 'no-such-token',
      });
    for (let i = 0; i < LIMIT; i += 1) expect((await accept()).status).toBe(404);
    await expectRateLimited(await accept());
  });
});

describe('the counters live in the database', () => {
  /** Another server on the same database: on PostgreSQL with a pool of its own, as another process has. */
  async function anotherServer() {
    const handle = database.target.kind === 'postgres' ? createDatabase(database.target) : null;
    const server = await startTestApp(handle ?? database, SETTINGS);
    return {
      server,
      stop: async () => {
        await server.close();
        await handle?.close();
      },
    };
  }

  it('do not pile up: each hit sweeps away the oldest expired ones', async () => {
    const stale = `sign-in-failures:address:${newAddress()}`;
    await app.db
      .insertInto('rate_limit_counters')
      .values({ key: stale, hits: 7, window_ends_at: new Date('2001-01-01T00:00:00Z') })
      .execute();
    expect((await signIn(newAddress(), uniqueEmail(), 'guess-1234')).status).toBe(401);
    const left = await app.db.selectFrom('rate_limit_counters').select('key').where('key', '=', stale).execute();
    expect(left).toEqual([]);
  });

  it('are shared by every server on it, and outlive a restart', async () => {
    const address = newAddress();
    const signUp = (target: TestApp) =>
      post(target, '/api/candidate/auth/register', address, {
        email: uniqueEmail(),
        firstName: 'Somchai',
        lastName: 'Jaidee',
        password: STRONG_PASSWORD,
      });
    const other = await anotherServer();
    try {
      expect((await signIn(address, uniqueEmail(), 'guess-1234', app)).status).toBe(401);
      expect((await signIn(address, uniqueEmail(), 'guess-1234', other.server)).status).toBe(401);
      expect((await signIn(address, uniqueEmail(), 'guess-1234', app)).status).toBe(401);
      await expectRateLimited(await signIn(address, uniqueEmail(), 'guess-1234', other.server));

      expect((await signUp(other.server)).status).toBe(201);
      expect((await signUp(app)).status).toBe(201);
      expect((await signUp(other.server)).status).toBe(201);
    } finally {
      await other.stop();
    }
    // A server started afterwards (a restart) finds the counters where they were.
    const restarted = await anotherServer();
    try {
      await expectRateLimited(await signIn(address, uniqueEmail(), 'guess-1234', restarted.server));
      await expectRateLimited(await signUp(restarted.server));
    } finally {
      await restarted.stop();
    }
  });
});
