import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // two test files at a time (vitest's default on a 2-core machine is one): most of a file's time is spent
          // waiting on its app, database, stand-ins and timers, and the suite takes about 55 % of the time it did alone
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // expect.poll's own default (1 s) is shorter than a page's first fetch on a loaded CI machine
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
