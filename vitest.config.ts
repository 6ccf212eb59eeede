import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // the PGlite cluster the tests' data directories are copied from, and the run's PostgreSQL server
    globalSetup: ['tests/support/vitest-setup.ts'],
    include: [
      'tests/unit/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/publish/**/*.test.ts',
      'tests/gates/**/*.test.ts',
    ],
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
  },
});
