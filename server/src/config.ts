import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type DatabaseLimits, type DatabaseTarget, DEFAULT_DATABASE_LIMITS } from './db/database.ts';
import type { OidcSettings } from './modules/identity/identity-provider.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Good enough on a laptop, refused in production: anyone could forge tokens with it. */
export const DEVELOPMENT_JWT_SECRET = 'jobmatch-development-secret-do-not-use-in-production';

const optionalUrl = z.url().optional();
const milliseconds = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

const environment = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    APP_BASE_URL: optionalUrl,
    TRUST_PROXY: z.coerce.number().int().min(0).default(0),
    DATABASE_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('.data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().min(1).default('web/dist'),
    JWT_SECRET: z.string().min(32).default(DEVELOPMENT_JWT_SECRET),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(12 * 60 * 60),
    PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
    OIDC_ISSUER: z.string().min(1).optional(),
    OIDC_AUDIENCE: z.string().min(1).optional(),
    OIDC_JWKS_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().min(3).default('jobmatch <no-reply@jobmatch.local>'),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(15 * 60),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    DEMO_DATA: z.enum(['0', '1']).default('1'),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(DEFAULT_DATABASE_LIMITS.statementTimeoutMs),
    DATABASE_CONNECTION_TIMEOUT_MS: milliseconds(DEFAULT_DATABASE_LIMITS.connectionTimeoutMs),
    DATABASE_WORK_MEM_MB: z.coerce.number().int().min(0).max(65_536).default(DEFAULT_DATABASE_LIMITS.workMemMb),
    READINESS_TIMEOUT_MS: z.coerce.number().int().min(1).default(2_000),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1).default(10_000),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET !== DEVELOPMENT_JWT_SECRET, {
    path: ['JWT_SECRET'],
    message: 'must be set to a secret of at least 32 characters in production',
  })
  .refine((env) => [env.OIDC_ISSUER, env.OIDC_AUDIENCE, env.OIDC_JWKS_URL].filter(Boolean).length % 3 === 0, {
    path: ['OIDC_ISSUER'],
    message: 'OIDC_ISSUER, OIDC_AUDIENCE and OIDC_JWKS_URL go together',
  });

export type Config = {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  /** The address people use to reach the app; e-mailed links point here. */
  appBaseUrl: string;
  /** How many reverse proxies to trust for the client address (rate limits). */
  trustProxy: number;
  database: DatabaseTarget;
  databaseLimits: DatabaseLimits;
  /** How long /readyz waits for the database before it answers 503. */
  readinessTimeoutMs: number;
  /** How long SIGTERM waits for requests in flight before it closes their connections. */
  shutdownGraceMs: number;
  logLevel: string;
  /** The built web app to serve at `/`, or null to serve only the API and docs. */
  webDistDir: string | null;
  auth: { jwtSecret: string; tokenTtlSeconds: number; passwordHashCost: number; oidc: OidcSettings | null };
  mail: { smtpUrl: string | null; from: string; directory: string };
  rateLimit: { windowMs: number; limit: number };
  /** Seed demo data into an empty database at start-up (DEMO_DATA=0 turns it off; never in production). */
  demoData: boolean;
};

/** Reads the configuration from the environment (documented in the README); throws on nonsense. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `DATABASE_URL=` on a command line means "not set", as it does for most tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environment.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  const fromRoot = (dir: string) => path.resolve(REPO_ROOT, dir);
  const dataDir = fromRoot(values.DATA_DIR);
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    appBaseUrl: (values.APP_BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    trustProxy: values.TRUST_PROXY,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    databaseLimits: {
      statementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
      connectionTimeoutMs: values.DATABASE_CONNECTION_TIMEOUT_MS,
      workMemMb: values.DATABASE_WORK_MEM_MB,
    },
    readinessTimeoutMs: values.READINESS_TIMEOUT_MS,
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    logLevel: values.LOG_LEVEL,
    webDistDir: fromRoot(values.WEB_DIST_DIR),
    auth: {
      jwtSecret: values.JWT_SECRET,
      tokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
      passwordHashCost: values.PASSWORD_HASH_COST,
      oidc:
        values.OIDC_ISSUER && values.OIDC_AUDIENCE && values.OIDC_JWKS_URL
          ? { issuer: values.OIDC_ISSUER, audience: values.OIDC_AUDIENCE, jwksUrl: values.OIDC_JWKS_URL }
          : null,
    },
    mail: { smtpUrl: values.SMTP_URL ?? null, from: values.MAIL_FROM, directory: path.join(dataDir, 'mail') },
    rateLimit: { windowMs: values.RATE_LIMIT_WINDOW_SECONDS * 1000, limit: values.RATE_LIMIT_MAX },
    demoData: values.DEMO_DATA === '1' && values.NODE_ENV !== 'production',
  };
}
