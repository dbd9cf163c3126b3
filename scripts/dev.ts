/**
 * `npm run dev`: the API on :3000, restarted when its code changes (node --watch), and Vite's dev
 * server on :5173 with hot reload, which proxies /api, /docs and /healthz to the API.
 * Ctrl-C stops both; if either one exits, the other is stopped too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Vite serves the web app in development; the API does not serve a stale web/dist build.
    env: { PORT: '3000', WEB_DIST_DIR: '.data/no-web-dist-in-dev', ...process.env },
  }),
  spawn(process.execPath, [vite, '--strictPort'], { cwd: `${root}web`, stdio: 'inherit' }),
];

let stopping = false;
function stop(exitCode: number, signal: NodeJS.Signals = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  process.exitCode = exitCode;
}

for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0, 'SIGINT'));
process.on('SIGTERM', () => stop(0));
console.log(
  'jobmatch dev: web app http://127.0.0.1:5173 · API http://127.0.0.1:3000 · docs http://127.0.0.1:5173/docs/',
);
