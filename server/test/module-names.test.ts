import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contract } from '@jobmatch/contract';
import { describe, expect, it } from 'vitest';

/**
 * The naming rule of the README's layout section: the handler of contract key `<audience>.<key>`
 * is `<audience><Key>Router` in `server/src/modules/<audience>-<key>/<audience>-<key>.router.ts`
 * (key in kebab case), wired by `server/src/api/<audience>.ts`. Sign-in (`*.auth`, one domain for
 * both audiences) and reference data (`shared.*`) are the two documented exceptions.
 */
const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

const source = (file: string) => readFileSync(path.join(SRC, file), 'utf8');

describe('a contract key names the module that serves it', () => {
  for (const audience of ['candidate', 'company'] as const) {
    const keys = Object.keys(contract[audience]).filter((key) => key !== 'auth');

    it(`${audience}: every key has its module, router file and router function`, () => {
      expect(keys.length).toBeGreaterThan(5);
      for (const key of keys) {
        const name = `${audience}-${kebab(key)}`;
        const router = `modules/${name}/${name}.router.ts`;
        expect(existsSync(path.join(SRC, router)), `${audience}.${key} → ${router}`).toBe(true);
        expect(source(router)).toContain(`export function ${audience}${pascal(key)}Router(`);
        expect(source(router)).toContain(`contract.${audience}.${key},`);
        expect(source(`api/${audience}.ts`)).toContain(`${key}: ${audience}${pascal(key)}Router(`);
      }
    });

    it(`${audience}.auth is served by identity/auth.router.ts`, () => {
      expect(source('modules/identity/auth.router.ts')).toContain(`export function ${audience}AuthRouter(`);
      expect(source(`api/${audience}.ts`)).toContain(`auth: ${audience}AuthRouter(`);
    });
  }

  it('shared.* is served by reference/reference.router.ts, wired by api/shared.ts', () => {
    expect(Object.keys(contract.shared).length).toBeGreaterThan(0);
    expect(source('modules/reference/reference.router.ts')).toContain('s.router(contract.shared,');
    expect(source('api/shared.ts')).toContain('referenceRouter(');
    expect(source('app.ts')).toContain('shared: sharedApi(');
  });
});
