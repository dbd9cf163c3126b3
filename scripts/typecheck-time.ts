/**
 * `npm run typecheck:time`: how long `npm run typecheck` (`tsc -b`) makes a developer wait once
 * its build info in .tsbuild/ is warm. The first run brings it up to date (and fails on a type
 * error); the second is timed, and above the budget this exits with 1.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BUDGET_MS = 5_000;
const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));

function typecheck(): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, [tsc, '-b'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`tsc -b failed (exit ${run.status ?? run.signal})`);
    process.exit(1);
  }
  return performance.now() - started;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

console.log(`first run (brings .tsbuild/ up to date): ${seconds(typecheck())}`);
const warm = typecheck();
console.log(`warm run: ${seconds(warm)} (budget ${seconds(BUDGET_MS)})`);
if (warm > BUDGET_MS) {
  console.error('the warm type-check is over budget: see README "Type-checking" for where the time goes');
  process.exit(1);
}
