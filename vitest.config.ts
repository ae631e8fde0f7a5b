// Test projects: `unit` (pure code), `integration` (against a real PostgreSQL database per test file)
// and `e2e` (a production build in Chromium). scripts/test.ts runs them in that order.
import { defineConfig } from 'vitest/config';

const integrationFiles = ['tests/integration/**/*.test.ts', '{app,db,server}/**/*.integration.test.ts'];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'db/**/*.test.ts', 'server/**/*.test.ts', 'packages/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: [...integrationFiles, '**/node_modules/**'],
          environment: 'node',
          // One module graph per worker, not per file: importing the route modules again for every file
          // was half the step's time. No unit test changes module state it does not put back.
          isolate: false,
          // They run beside the type checker and the linter (scripts/test.ts): a test that imports a route
          // module takes a few seconds on a busy machine.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: integrationFiles,
          // Each file waits on its own database much of the time: four files side by side keep two cores busy.
          maxWorkers: 4,
          globalSetup: ['tests/setup/integration-global.ts'],
          setupFiles: ['tests/setup/integration-worker.ts'],
          environment: 'node',
          // Files of a worker share their imported modules (a third of the step's time when each file
          // imported the app again). Each file installs its own runtime (integration-worker.ts), and what
          // the app builds from a runtime's pool is kept per runtime (runtimeScoped), so a file never
          // meets the previous file's database.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/e2e-global.ts'],
          environment: 'node',
          // Files run side by side against the one server and the shared browsers: each test makes its own
          // members and data through the factories, so files do not depend on each other's state.
          fileParallelism: true,
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          // A worker's files share its browser connections and their emptied contexts (tests/setup/browser.ts).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits on what a user waits for (a post and its answer, a lazy part): give it the time a
          // busy two-core machine needs, still checking every 50 ms so a quick answer is taken at once.
          expect: { poll: { timeout: 10_000, interval: 50 } },
        },
      },
    ],
  },
});
