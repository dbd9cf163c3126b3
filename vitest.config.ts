import { defineConfig } from 'vitest/config';

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
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
