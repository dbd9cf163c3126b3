/**
 * `npm run package -w @jobmatch/contract [destination]`: the contract as a package for projects
 * outside this repository. It compiles src/ to JavaScript with declarations in dist/, writes
 * dist/package.json (entry points into dist, the runtime dependencies with the versions used
 * here) and packs dist/ into jobmatch-contract-<version>.tgz in the destination (default: here),
 * printing the tarball's path. Inside the repository everything imports the TypeScript source
 * through package.json `exports`, so nothing needs this build.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What an outside client needs at run time; the OpenAPI export (zod-to-openapi) stays in the repository. */
const RUNTIME_DEPENDENCIES = ['@ts-rest/core', 'zod'];

const contractDir = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(contractDir, 'dist');
const tsc = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));
const destination = resolve(process.argv[2] ?? contractDir);

const manifest = JSON.parse(readFileSync(resolve(contractDir, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  description: string;
  dependencies: Record<string, string>;
};

rmSync(dist, { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', resolve(contractDir, 'tsconfig.build.json')], { stdio: 'inherit' });

const dependencies = Object.fromEntries(
  RUNTIME_DEPENDENCIES.map((name) => {
    const version = manifest.dependencies[name];
    if (!version) throw new Error(`contract/package.json does not depend on ${name}`);
    return [name, version];
  }),
);
const published = {
  name: manifest.name,
  version: manifest.version,
  description: manifest.description,
  type: 'module',
  exports: { '.': { types: './index.d.ts', default: './index.js' } },
  dependencies,
};
writeFileSync(resolve(dist, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);

const packed = execFileSync('npm', ['pack', dist, '--pack-destination', destination, '--json'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [tarball] = JSON.parse(packed) as { filename: string }[];
if (!tarball) throw new Error('npm pack made no tarball');
console.log(resolve(destination, tarball.filename));
