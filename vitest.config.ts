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
    // the gates read every built page of every tenant
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
