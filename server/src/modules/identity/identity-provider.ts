import { createRemoteJWKSet, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { Logger } from 'pino';

export type Audience = 'candidate' | 'employer';

/** Who a verified token speaks for: a session of ours, or an account known by its e-mail. */
export type VerifiedToken = { kind: 'session'; sessionId: string; userId: string } | { kind: 'email'; email: string };

/** Verifies bearer tokens. The built-in provider and an OpenID Connect provider both fit. */
export interface TokenVerifier {
  /** Resolves what the token speaks for, or null when it is invalid, expired or for another audience. */
  verify(token: string, audiences: readonly Audience[]): Promise<VerifiedToken | null>;
}

const ISSUER = 'jobmatch';
const audienceClaim = (audience: Audience) => `${ISSUER}:${audience}`;

/**
 * How many verified tokens the built-in provider remembers: a few megabytes at most. Past it the
 * oldest is forgotten and only costs one more signature check when it comes back.
 */
const MAX_VERIFIED_TOKENS = 10_000;

/**
 * The built-in identity provider: HS256 JWTs whose `sid` names a server-side session, so that
 * logout and password reset can revoke a token before it expires.
 *
 * A client sends the same token with every request, and checking its signature through WebCrypto
 * was a tenth of the API's own work on a signed-in request (a CPU profile under load). A token it
 * has verified for the same audiences is therefore accepted again on its expiry alone. Nothing
 * else is skipped: the session the token names is still read on every request, so a logout or a
 * password reset revokes it at once.
 */
export function createBuiltInProvider(secret: string) {
  const key = new TextEncoder().encode(secret);
  const verifiedTokens = new Map<string, { token: VerifiedToken; expiresAtMs: number }>();
  const remember = (cacheKey: string, token: VerifiedToken, expiresAtMs: number) => {
    if (verifiedTokens.size >= MAX_VERIFIED_TOKENS) {
      const oldest = verifiedTokens.keys().next().value;
      if (oldest !== undefined) verifiedTokens.delete(oldest);
    }
    verifiedTokens.set(cacheKey, { token, expiresAtMs });
  };
  return {
    issue(input: { sessionId: string; userId: string; audience: Audience; expiresAt: Date }): Promise<string> {
      return new SignJWT({ sid: input.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(input.userId)
        .setAudience(audienceClaim(input.audience))
        .setIssuedAt()
        .setExpirationTime(input.expiresAt)
        .sign(key);
    },

    async verify(token: string, audiences: readonly Audience[]): Promise<VerifiedToken | null> {
      const cacheKey = `${audiences.join(' ')} ${token}`;
      const known = verifiedTokens.get(cacheKey);
      // jose's own rule: a token is expired from the second its `exp` names.
      if (known && Date.now() < known.expiresAtMs) return known.token;
      if (known) verifiedTokens.delete(cacheKey);
      const payload = await verified(() =>
        jwtVerify(token, key, { issuer: ISSUER, audience: audiences.map(audienceClaim), algorithms: ['HS256'] }),
      );
      if (typeof payload?.sid !== 'string' || typeof payload.sub !== 'string') return null;
      const verifiedToken: VerifiedToken = Object.freeze({
        kind: 'session',
        sessionId: payload.sid,
        userId: payload.sub,
      });
      if (typeof payload.exp === 'number') remember(cacheKey, verifiedToken, payload.exp * 1000);
      return verifiedToken;
    },
  } satisfies TokenVerifier & { issue: unknown };
}

export type BuiltInProvider = ReturnType<typeof createBuiltInProvider>;

export type OidcSettings = { issuer: string; audience: string; jwksUrl: string };

/**
 * An external OpenID Connect provider: its tokens are checked against its published key set
 * (JWKS) and matched to a jobmatch account by their verified `email` claim. Roles stay ours.
 * When the key set cannot be had, the token is refused (401) and the reason logged as an error:
 * every one of the provider's users is locked out until it is fixed.
 */
export function createOidcVerifier(settings: OidcSettings, logger: Logger): TokenVerifier {
  const keys = createRemoteJWKSet(new URL(settings.jwksUrl));
  const providerFailed = (error: unknown) =>
    logger.error(
      { err: error, jwksUrl: settings.jwksUrl, reason: reasonOf(error) },
      'identity provider failed: tokens it issued cannot be verified',
    );
  return {
    async verify(token) {
      const payload = await verified(
        () => jwtVerify(token, keys, { issuer: settings.issuer, audience: settings.audience }),
        providerFailed,
      );
      if (typeof payload?.email !== 'string' || payload.email_verified === false) return null;
      return { kind: 'email', email: payload.email.trim().toLowerCase() };
    },
  };
}

/** Accepts a token that any of the verifiers accepts (the built-in one first). */
export function anyOf(...verifiers: TokenVerifier[]): TokenVerifier {
  return {
    async verify(token, audiences) {
      for (const verifier of verifiers) {
        const result = await verifier.verify(token, audiences);
        if (result) return result;
      }
      return null;
    },
  };
}

/** jose's codes for a token that is wrong in itself; any other failure is the provider's. */
const TOKEN_FAULTS = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
  // Signed with a key the provider does not publish (one of ours, or a forgery).
  'ERR_JWKS_NO_MATCHING_KEY',
]);

/** "fetch failed: connect ECONNREFUSED 127.0.0.1:9": the message with the causes under it. */
function reasonOf(error: unknown): string {
  const messages: string[] = [];
  for (let cause = error; cause instanceof Error && messages.length < 5; cause = cause.cause) {
    messages.push(cause.message);
  }
  return messages.join(': ') || String(error);
}

async function verified(
  check: () => Promise<{ payload: JWTPayload }>,
  onProviderFailure: (error: unknown) => void = () => undefined,
): Promise<JWTPayload | null> {
  try {
    return (await check()).payload;
  } catch (error) {
    // Any failure means "not signed in"; only the provider's own (unreachable key set, bad
    // answer) are worth a line in the log.
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code !== 'string' || !TOKEN_FAULTS.has(code)) onProviderFailure(error);
    return null;
  }
}
