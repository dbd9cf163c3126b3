/**
 * `npm start`: builds the web app into the directory the server serves, then runs the server in
 * this very process. npm forwards SIGTERM and SIGINT to the process it started, and the script
 * `exec`s this one in place of npm's shell, so the signals reach the server itself, which shuts
 * down gracefully (a shell in between would die of them and leave the server running, orphaned).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../server/src/config.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const { webDistDir } = loadConfig();

if (webDistDir) {
  // npm_execpath: the npm that runs this script (the machine's `npm` when started by hand).
  const npm = process.env.npm_execpath;
  const args = ['run', 'build', '-w', '@jobmatch/web'];
  // The build and its size check both read WEB_DIST_DIR (web/vite.config.ts, web/scripts/bundle-size.ts).
  const options = { cwd: root, stdio: 'inherit', env: { ...process.env, WEB_DIST_DIR: webDistDir } } as const;
  const build = npm ? spawn(process.execPath, [npm, ...args], options) : spawn('npm', args, options);
  const forward = (signal: NodeJS.Signals) => build.kill(signal);
  process.on('SIGTERM', forward).on('SIGINT', forward);
  const [code, signal] = (await once(build, 'exit')) as [number | null, NodeJS.Signals | null];
  process.off('SIGTERM', forward).off('SIGINT', forward);
  if (code !== 0) {
    console.error(`the web app did not build (${signal ?? `exit code ${code}`})`);
    process.exit(code || 1);
  }
}

await import('../server/src/main.ts');
