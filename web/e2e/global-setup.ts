import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './support/chromium.ts';
import { startServer } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one server every browser test file talks to (its own embedded database). */
    baseUrl: string;
    /** The server's DATA_DIR: its e-mails are files in `<dataDir>/mail`. */
    dataDir: string;
    /** The one Chromium every browser test file connects to (support/browser.ts). */
    chromiumEndpoint: string;
  }
}

const SERVER_SETTINGS = {
  // Many sign-ups come from one address here.
  RATE_LIMIT_MAX: '1000',
  // The lowest cost the server accepts, as in the server's own tests: at production's (scrypt
  // N = 2^17, 128 MB) each sign-up and sign-in took a core for a fraction of a second, and the
  // journeys run several at once on two cores (the browser tests took 562 s instead of 530).
  PASSWORD_HASH_COST: '10',
};

/**
 * vitest globalSetup of the browser tests (after build-web.ts): one server and one Chromium for
 * all test files, because starting each takes seconds to tens of seconds on a busy 2-core
 * machine. Files stay independent: each makes its own users, companies and postings, and its
 * own browser contexts.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browser = await launchChromiumServer();
  const server = await startServer({ env: SERVER_SETTINGS }).catch(async (error: unknown) => {
    await browser.close();
    throw error;
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.stop();
  };
}
