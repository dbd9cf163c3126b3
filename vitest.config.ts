import { configDefaults, defineConfig } from 'vitest/config';

// Tests that need several processes on one database: PostgreSQL only (PGlite lives in one process).
const POSTGRES_ONLY = 'test/**/*.postgres.test.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'contract', root: 'contract', include: ['test/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          root: 'server',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : [POSTGRES_ONLY])],
          globalSetup: ['test/support/global-setup.ts'],
          // Test files of a worker share one app and database (see test/support/test-app.ts).
          isolate: false,
          pool: 'forks',
          testTimeout: 20_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: { name: 'web', root: 'web', include: ['test/**/*.test.ts'] },
      },
      {
        test: {
          name: 'browser',
          root: 'web',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/build-web.ts', 'e2e/global-setup.ts'],
          // The journeys mostly wait (on the server, on Chromium): after the other projects, in
          // their own group, several files at once even on two cores.
          sequence: { groupOrder: 1 },
          maxWorkers: 4,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
