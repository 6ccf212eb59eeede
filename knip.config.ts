import type { KnipConfig } from 'knip';
import { PLANNED } from './src/planned.ts';

// The dead-code finder, run by tests/gates/dead-code.test.ts as `knip --production --strict`:
// no unused file, export or dependency in src/ and scripts/, and production code imports
// only `dependencies`. A pattern ending in `!` is production code: the pages (the Astro
// plugin adds src/pages), astro.config.ts and the scripts that build, serve and run the
// sites and the API, plan and publish them, and the JSON Schema generator for editors. Tests, benchmarks and the
// test runner are development code, so an export only they use counts as unused.

/** Scripts that build, serve, run and publish the sites (package.json): production code. */
const PRODUCTION_SCRIPTS = [
  'start',
  'build',
  'serve',
  'api',
  'worker',
  'bundle-lambda',
  'leads-redrive',
  'index-typesense',
  'check-tenants',
  'write-tenant-schema',
  'publish',
  'plan-tenants',
  'watch-tenants',
  // the dealer's side of online payment: creates a payment request through the API
  'payment-request',
  // the dealer's view of the online purchases: lists them through the API
  'purchase-journeys',
  // the embedded payment processor, which npm start and serve run as a child process
  'test-payments',
];

/** Files only development code imports: the benchmarks and the test runner. */
const DEVELOPMENT_ONLY = [
  'scripts/lib/api-process.ts',
  'scripts/lib/bench-sites.ts',
  'scripts/lib/postgres-cluster.ts',
  'scripts/lib/print-load.ts',
  'scripts/lib/process-usage.ts',
  'scripts/lib/scale-tenants.ts',
  'scripts/lib/test-reports.ts',
  // the list of what waits for a capability, read by the gates
  'src/planned.ts',
];

/**
 * A file holding an export that waits for a capability (src/planned.ts) is an entry, so the
 * rule's own helpers count as used; with includeEntryExports its exports are still
 * reported, and the gate ignores exactly the planned ones.
 */
const plannedFiles = [...new Set(PLANNED.flatMap((c) => c.exports.map((id) => id.split('#')[0] ?? id)))];

const config: KnipConfig = {
  entry: [
    'astro.config.ts!',
    `scripts/{${PRODUCTION_SCRIPTS.join(',')}}.ts!`,
    // the API's Lambda function, which `npm run bundle:lambda` bundles and AWS calls
    'src/server/lambda/handler.ts!',
    // the test processor's card frame script, which its app reads by path and serves
    'src/test-payments/frame-script.ts!',
    ...plannedFiles.map((file) => `${file}!`),
    'scripts/{test,bench-*}.ts',
  ],
  project: [
    'astro.config.ts!',
    'src/**/*.{ts,tsx,astro}!',
    'scripts/**/*.ts!',
    ...DEVELOPMENT_ONLY.map((file) => `!${file}!`),
  ],
  includeEntryExports: true,
  // astro.config.ts is production code (its integrations), not only a tool's config file;
  // Astro loads its default export
  astro: { config: [] },
  ignoreIssues: { 'astro.config.ts': ['exports'] },
};

export default config;
