import { globSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests of code that keeps no state between calls: the rules, views, tenant config,
 * catalogue, search and build helpers. They share their worker processes (isolate: false), so
 * each file no longer pays for a process of its own and the test runner's start in it (about
 * 0.5 s a file, some 200 files). A file that changes what others would see (environment
 * variables, module mocks, fake timers, spies, globals) stays out: STATEFUL below.
 */
const SHARED_WORKER_FOLDERS = [
  'domain',
  'views',
  'tenant',
  'site-urls',
  'styles',
  'catalog',
  'search',
  'components',
  'build',
  'publish',
  'ci',
  'test-payments',
];
const STATEFUL = [
  'tests/unit/catalog/generated-inventory.test.ts',
  'tests/unit/catalog/build-time.test.ts',
  'tests/unit/components/search/hold-loading-render.test.ts',
  'tests/unit/components/search/url-router.test.ts',
  'tests/unit/components/checkout/pay-with-card.test.ts',
  'tests/unit/components/forms/visit-trail.test.ts',
  'tests/unit/views/vehicle/vehicle-page-data.test.ts',
  'tests/unit/views/vehicle/vehicle-view.test.ts',
  'tests/unit/search/typesense/conformance-support.test.ts',
  // the TypeScript compiler over the whole project (a minute of one core): in a process of its
  // own, not beside the heap other files left in a shared worker
  'tests/unit/tenant/switches.test.ts',
];
const SHARED_WORKER_FILES = globSync([
  ...SHARED_WORKER_FOLDERS.map((folder) => `tests/unit/${folder}/**/*.test.ts`),
  'tests/unit/*.test.ts',
]).filter((file) => !STATEFUL.includes(file));

export default defineConfig({
  test: {
    environment: 'node',
    // Vitest's default is one worker per core less one: a single worker on 2 cores. Most files
    // wait on child processes, servers, sockets and PGlite's files rather than compute, so three
    // files at a time finish the suite sooner on 2 cores (441 s with one worker, 355 s with three)
    maxWorkers: 3,
    // child processes, not worker threads: threads started files sooner, but a worker thread
    // that crashes takes the whole run down with it and leaves no report (seen once in CI, exit
    // code 128); a crashed child process is reported as its file's failure
    pool: 'forks',
    // the gates read every built page of every tenant
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: SHARED_WORKER_FILES, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: [
            'tests/unit/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'tests/publish/**/*.test.ts',
            'tests/gates/**/*.test.ts',
          ],
          exclude: SHARED_WORKER_FILES,
          // the PGlite cluster the tests' data directories are copied from, and the run's PostgreSQL server
          globalSetup: ['tests/support/vitest-setup.ts'],
        },
      },
    ],
  },
});
