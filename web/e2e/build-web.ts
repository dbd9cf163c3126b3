import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/**
 * vitest globalSetup of the browser tests: builds web/ into web/dist, so they test the current
 * code. vitest runs with NODE_ENV=test, under which Vite would bundle React's development build
 * (bigger, and not what `npm start` serves): the build runs with NODE_ENV=production.
 */
export default async function buildWeb(): Promise<void> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, logLevel: 'warn', mode: 'production' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
