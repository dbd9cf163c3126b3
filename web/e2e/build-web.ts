import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** vitest globalSetup of the browser tests: builds web/ into web/dist, so they test the current code. */
export default async function buildWeb(): Promise<void> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  await build({ root, logLevel: 'warn', mode: 'production' });
}
