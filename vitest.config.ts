import { configDefaults, defineConfig } from 'vitest/config';
import { importAliases } from './import-aliases.ts';
import { catalogueCompiler } from './tools/build/catalogue-plugin.ts';
import { suiteShape } from './tools/test-run/suite-shape.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
// Integration files that never touch a database (the outside-service adapters against their stand-ins, the deploy
// files): they run once, in their own project, not once per database engine.
const STANDALONE = 'tests/integration/standalone/**';
// Integration files whose subject is the HTTP surface, a provider or a rule, not the database: what they store goes
// through the same queries as the files that do run on both engines. They run on PGlite only (decision 080).
const ENGINE_NEUTRAL = [
  'address-suggest',
  'api-contract',
  'client-address',
  'compare-effective-rent',
  'hanging-providers',
  'market-truth',
  'next-step-reports',
  'production-guards',
  'redirects',
  'renewal-caps',
  'rent-data-providers',
  'secrets-in-logs',
  'security-headers',
  'seo',
  'spanish',
  'turnstile',
  'web-app',
].map((name) => `tests/integration/${name}.test.ts`);
// The files that may start processes: what a file started and did not stop is killed with its group when it ends.
const PROCESS_SETUP = ['tests/setup/kill-left-processes.ts', 'tests/setup/fail-on-console-error.ts'];

// unit: pure modules beside their code. integration: the real server over HTTP on a real
// database, once on PGlite and again on PostgreSQL when TEST_DATABASE_URL is set (CI does), but for the engine-neutral
// files; integration-standalone:
// the integration files that need no database, once.
// e2e: the production build in Debian's Chromium.
export default defineConfig({
  plugins: [catalogueCompiler()],
  resolve: { alias: importAliases },
  test: {
    // The default reporter, and every file's duration into TEST_TIMINGS_FILE when set (npm test; issue 22).
    reporters: ['default', './tools/test-run/timings-reporter.ts'],
    // Sized to the machine (tools/test-run/suite-shape.ts, decision 077): two workers on 2 cores (Vitest's default
    // there is one, and the integration files mostly wait on sockets, timers and child processes), more on more.
    // npm test gives each run its own count in TEST_MAX_WORKERS: every project takes the config's maxWorkers (they
    // extend it), so the CLI's --maxWorkers would reach none of them.
    maxWorkers: Number(process.env.TEST_MAX_WORKERS) || suiteShape().testWorkers,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tools/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          // Pure modules, no mocks or process-wide changes: a worker keeps its loaded modules from file to file.
          isolate: false,
          // Milliseconds each on a quiet machine; at a load of 8 to 13 on 2 cores (the suite beside the browser run,
          // or `npm run test:stress`) a property test or an image encoding takes several times that. The limit
          // catches a hang, not a busy machine; a slow test still shows in npm test's timings (decision 077).
          testTimeout: 30_000,
        },
      },
      {
        extends: true as const,
        test: {
          name: 'integration-standalone',
          include: [STANDALONE],
          setupFiles: PROCESS_SETUP,
          // A test of the real server over HTTP takes seconds; at a load of 8 to 20 on 2 cores (the suite beside
          // other work) several times that. The limits catch a hang, not a slow machine (decision 077).
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true as const,
        test: {
          name: 'integration-pglite',
          include: ['tests/integration/**/*.test.ts'],
          // *.postgres.test.ts test what only PostgreSQL has (statement timeouts, locks across connections).
          exclude: [...configDefaults.exclude, STANDALONE, 'tests/integration/**/*.postgres.test.ts'],
          setupFiles: PROCESS_SETUP,
          // The migrations run once per run, into a template each test database is copied from.
          globalSetup: ['tests/setup/integration-database.ts'],
          // A worker keeps its modules from file to file: the server's code is loaded once, and sharedTestServer()
          // (tests/helpers/test-server.ts) serves every file of the worker that asks for it.
          isolate: false,
          env: { TEST_DB: 'pglite' },
          // A test of the real server over HTTP takes seconds; at a load of 8 to 20 on 2 cores (the suite beside
          // other work) several times that. The limits catch a hang, not a slow machine (decision 077).
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'integration-postgres',
                include: ['tests/integration/**/*.test.ts'],
                exclude: [...configDefaults.exclude, STANDALONE, ...ENGINE_NEUTRAL],
                setupFiles: PROCESS_SETUP,
                globalSetup: ['tests/setup/integration-database.ts'],
                isolate: false,
                env: { TEST_DB: 'postgres' },
                testTimeout: 120_000,
                hookTimeout: 180_000,
                // One PostgreSQL server: each file makes its own database, so files may still run in parallel.
              },
            },
          ]
        : []),
      {
        extends: true as const,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          setupFiles: PROCESS_SETUP,
          // The migrated template first (PGlite): the suite's server and the files' own servers start on copies of it.
          globalSetup: ['tests/setup/integration-database.ts', 'tests/e2e/global-setup.ts'],
          // Generous: a journey runs several reports and accessibility scans, and a busy 2-core machine is slow.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // In CI a browser test that fails runs once more: a journey through a real browser beside the whole suite
          // on two cores can miss a beat that its rerun does not. npm test names every test that passed only on its
          // retry (tools/test-run/run-all.ts), so a flaky test is seen and fixed, not hidden. Locally, no retry.
          retry: process.env.CI ? 1 : 0,
          // What a page does after a click (a chunk to load, a chart to draw, a query to answer) can take more than
          // expect.poll's default second on a loaded machine: a browser test waits as a renter would, up to 10 s.
          expect: { poll: { timeout: 10_000 } },
          // A worker keeps its modules from file to file, so its one Chromium serves every file it runs
          // (browser.ts launchBrowser); each test still opens its own browser context.
          isolate: false,
          // Files run side by side (maxWorkers): each test signs up its own renters from its own client address
          // (browser.ts), and the files that change a database or a setting run a server of their own.
        },
      },
    ],
  },
});
