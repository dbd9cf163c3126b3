import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_JWT_SECRET, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('refuses to run in production with the development JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: DEVELOPMENT_JWT_SECRET })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'too-short' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).auth.jwtSecret).toBe('x'.repeat(40));
  });

  it('uses the embedded database unless DATABASE_URL is set (an empty value counts as unset)', () => {
    expect(loadConfig({ DATABASE_URL: '' }).database.kind).toBe('pglite');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
    });
  });

  it('asks for all three OIDC settings or none', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://idp.example' })).toThrow(/OIDC/);
    const oidc = {
      OIDC_ISSUER: 'https://idp.example',
      OIDC_AUDIENCE: 'api',
      OIDC_JWKS_URL: 'https://idp.example/jwks',
    };
    expect(loadConfig(oidc).auth.oidc).toEqual({
      issuer: 'https://idp.example',
      audience: 'api',
      jwksUrl: 'https://idp.example/jwks',
    });
  });

  it('limits the database as configured, by default to 5 s a statement and 32 MB of work_mem', () => {
    expect(loadConfig({}).databaseLimits).toEqual({
      statementTimeoutMs: 5_000,
      connectionTimeoutMs: 5_000,
      workMemMb: 32,
    });
    expect(loadConfig({ DATABASE_WORK_MEM_MB: '16' }).databaseLimits.workMemMb).toBe(16);
    expect(loadConfig({ DATABASE_WORK_MEM_MB: '0' }).databaseLimits.workMemMb).toBe(0);
    expect(() => loadConfig({ DATABASE_WORK_MEM_MB: '-1' })).toThrow(/DATABASE_WORK_MEM_MB/);
    expect(() => loadConfig({ DATABASE_WORK_MEM_MB: '8MB' })).toThrow(/DATABASE_WORK_MEM_MB/);
  });

  it('points e-mailed links at APP_BASE_URL, by default the local server', () => {
    expect(loadConfig({ PORT: '8080' }).appBaseUrl).toBe('http://localhost:8080');
    expect(loadConfig({ APP_BASE_URL: 'https://jobmatch.example/' }).appBaseUrl).toBe('https://jobmatch.example');
  });
});
