import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PACKAGE_SCRIPT = fileURLToPath(new URL('../scripts/package.ts', import.meta.url));
const TSC = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));

/**
 * A client as a project outside the repository writes it. Without a server it answers through its
 * own fetcher, so the compiled contract runs end to end: routes, paths, zod schemas, messages.
 */
const CLIENT = `import { candidateRegisterBody, contract } from '@jobmatch/contract';
import { initClient } from '@ts-rest/core';

const api = initClient(contract, {
  baseUrl: 'https://jobmatch.example',
  api: async ({ method, path }) => {
    console.log(method, path);
    const province = { localized: { en: 'Chiang Mai', th: 'เชียงใหม่' } };
    return { status: 200, headers: new Headers(), body: { result: { provinces: [province] } } };
  },
});

const { status, body } = await api.shared.locations.provinces({ query: { region: 'NORTH' } });
if (status === 200) console.log(body.result.provinces.map((province) => province.localized.th).join());

const registration = candidateRegisterBody.safeParse({ email: 'not an e-mail', firstName: 'Narin', lastName: 'C', password: 'long-enough' });
console.log(registration.success ? 'accepted' : registration.error.issues.map((issue) => issue.path.join('.')).join());

export function registerWithANumberForEmail() {
  // @ts-expect-error the contract types the body: an e-mail is a string
  return api.candidate.auth.register({ body: { email: 42, firstName: 'Narin', lastName: 'C', password: 'long-enough' } });
}
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'es2024',
    module: 'nodenext',
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    // @ts-rest/core 3.53's own declarations still name zod 3 types, which zod 4 does not have.
    skipLibCheck: true,
    lib: ['es2024', 'dom'],
    types: [],
  },
  files: ['client.ts'],
};

let outside: string;
let tarball: string;

beforeAll(() => {
  outside = mkdtempSync(join(tmpdir(), 'jobmatch-contract-client-'));
  tarball =
    execFileSync(process.execPath, [PACKAGE_SCRIPT, outside], { encoding: 'utf8' }).trim().split('\n').at(-1) ?? '';
  writeFileSync(
    join(outside, 'package.json'),
    JSON.stringify({ name: 'outside-client', private: true, type: 'module' }),
  );
  writeFileSync(join(outside, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  writeFileSync(join(outside, 'client.ts'), CLIENT);
  // The dependencies come from npm's cache when the repository's install has put them there.
  execFileSync('npm', ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: outside,
    stdio: 'pipe',
  });
}, 120_000);

afterAll(() => {
  if (outside) rmSync(outside, { recursive: true, force: true });
});

describe('the contract as a package for projects outside the repository', () => {
  it('holds compiled JavaScript and declarations, no TypeScript source, and declares its dependencies', () => {
    const installed = join(outside, 'node_modules', '@jobmatch', 'contract');
    const files = readdirSync(installed, { recursive: true, encoding: 'utf8' });
    expect(files).toContain('index.js');
    expect(files).toContain('index.d.ts');
    expect(files.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['@ts-rest/core', 'zod']);
    expect(existsSync(join(outside, 'node_modules', 'zod', 'package.json'))).toBe(true);
  });

  it('type-checks a client against it with full types, a wrong body being a type error', () => {
    const check = spawnSync(process.execPath, [TSC, '-p', outside], { encoding: 'utf8' });
    expect(check.stdout + check.stderr).toBe('');
    expect(check.status).toBe(0);

    const withoutExpectation = CLIENT.replace(/^\s*\/\/ @ts-expect-error.*$/m, '');
    writeFileSync(join(outside, 'client.ts'), withoutExpectation);
    try {
      const wrong = spawnSync(process.execPath, [TSC, '-p', outside], { encoding: 'utf8' });
      expect(wrong.status).not.toBe(0);
      expect(wrong.stdout).toMatch(
        /client\.ts\(\d+,\d+\): error TS2322: Type 'number' is not assignable to type 'string'/,
      );
    } finally {
      writeFileSync(join(outside, 'client.ts'), CLIENT);
    }
  }, 60_000);

  it('runs the client with node', () => {
    const run = spawnSync(process.execPath, ['client.ts'], { cwd: outside, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.split('\n')).toEqual([
      'GET https://jobmatch.example/api/shared/locations/provinces?region=NORTH',
      'เชียงใหม่',
      'email',
      '',
    ]);
  }, 20_000);
});
