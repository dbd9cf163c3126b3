import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createOidcVerifier } from '../src/modules/identity/identity-provider.ts';
import { registerCandidate } from './support/factories.ts';
import { captureLogs, LOG_LEVEL } from './support/log-capture.ts';
import { startTestApp } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';

const ISSUER = 'https://idp.example.test';
const AUDIENCE = 'jobmatch-api';

// The test plays the external identity provider: its own key pair, its JWKS over HTTP.
const { privateKey, publicKey } = await generateKeyPair('RS256');
const { privateKey: strangerKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
const jwksServer = createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ keys: [jwk] }));
});
await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/.well-known/jwks.json`;

const database = await createTestDatabase();
const app = await startTestApp(database, { OIDC_ISSUER: ISSUER, OIDC_AUDIENCE: AUDIENCE, OIDC_JWKS_URL: jwksUrl });

afterAll(async () => {
  await app.close();
  await database.close();
  jwksServer.close();
});

function idToken(
  claims: Record<string, unknown>,
  options: { key?: CryptoKey; audience?: string; expires?: string } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setSubject('external-user-1')
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '5m')
    .sign(options.key ?? privateKey);
}

describe('an external OpenID Connect provider', () => {
  it('its JWKS verifier accepts its tokens and rejects tampered, foreign, expired and wrong-audience ones', async () => {
    const verifier = createOidcVerifier({ issuer: ISSUER, audience: AUDIENCE, jwksUrl }, pino({ level: 'silent' }));
    const good = await idToken({ email: 'Person@Example.test', email_verified: true });
    expect(await verifier.verify(good, ['candidate'])).toEqual({ kind: 'email', email: 'person@example.test' });

    const [header, payload, signature] = good.split('.');
    const tamperedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        email: 'admin@example.test',
      }),
    ).toString('base64url');
    expect(await verifier.verify(`${header}.${tamperedPayload}.${signature}`, ['candidate'])).toBeNull();
    expect(
      await verifier.verify(await idToken({ email: 'a@example.test' }, { key: strangerKey }), ['candidate']),
    ).toBeNull();
    expect(
      await verifier.verify(await idToken({ email: 'a@example.test' }, { expires: '-1m' }), ['candidate']),
    ).toBeNull();
    expect(
      await verifier.verify(await idToken({ email: 'a@example.test' }, { audience: 'other-api' }), ['candidate']),
    ).toBeNull();
    expect(
      await verifier.verify(await idToken({ email: 'a@example.test', email_verified: false }), ['candidate']),
    ).toBeNull();
  });

  it('signs a jobmatch account in by its verified e-mail when configured', async () => {
    const candidate = await registerCandidate(app);
    const token = await idToken({ email: candidate.email, email_verified: true });
    const me = await app.as(token).candidate.auth.me();
    expect(me.status).toBe(200);
    if (me.status === 200) expect(me.body.result.user).toEqual(candidate.user);

    // …for the audience its account belongs to only, and never for an unknown address.
    expect((await app.as(token).company.auth.me()).status).toBe(401);
    const stranger = await idToken({ email: 'nobody@example.test', email_verified: true });
    expect((await app.as(stranger).candidate.auth.me()).status).toBe(401);
    // The built-in provider keeps working beside it.
    expect((await app.as(candidate.token).candidate.auth.me()).status).toBe(200);
  });
});

describe('an identity provider that fails', () => {
  it('answers 401 and logs why when its key set cannot be fetched', async () => {
    // A port that was free a moment ago: nothing answers there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = `http://127.0.0.1:${port}/.well-known/jwks.json`;
    const logs = captureLogs();
    const broken = await startTestApp(
      database,
      { OIDC_ISSUER: ISSUER, OIDC_AUDIENCE: AUDIENCE, OIDC_JWKS_URL: unreachable },
      { logger: logs.logger },
    );
    try {
      const token = await idToken({ email: 'person@example.test', email_verified: true });
      const me = await broken.as(token).candidate.auth.me();
      expect(me).toMatchObject({ status: 401, body: { error: { errorCode: 'UNAUTHENTICATED' } } });
      const problems = logs.problems();
      expect(problems).toEqual([
        expect.objectContaining({
          level: LOG_LEVEL.error,
          msg: expect.stringContaining('identity provider'),
          jwksUrl: unreachable,
        }),
      ]);
      expect(JSON.stringify(problems[0])).toMatch(/ECONNREFUSED/);
    } finally {
      await broken.close();
    }
  });

  it('logs nothing alarming for a token that is merely invalid', async () => {
    const logs = captureLogs();
    const watched = await startTestApp(
      database,
      { OIDC_ISSUER: ISSUER, OIDC_AUDIENCE: AUDIENCE, OIDC_JWKS_URL: jwksUrl },
      { logger: logs.logger },
    );
    try {
      const foreign = await idToken({ email: 'a@example.test', email_verified: true }, { key: strangerKey });
      const expired = await idToken({ email: 'a@example.test', email_verified: true }, { expires: '-1m' });
      for (const token of [foreign, expired, 'not-a-jwt']) {
        expect((await watched.as(token).candidate.auth.me()).status).toBe(401);
      }
      expect(logs.problems()).toEqual([]);
    } finally {
      await watched.close();
    }
  });
});
