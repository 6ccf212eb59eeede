import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
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
    // worker threads start a file sooner than child processes (305 s against 349 s for the suite)
    pool: 'threads',
    // the gates read every built page of every tenant
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
