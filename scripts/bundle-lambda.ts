// npm run bundle:lambda: the lead API as one AWS Lambda file, dist/_api/handler.mjs (handler
// `handler.handler`, Node 22 or later), with every tenant of tenants/ written in.
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { runMain, UsageError } from './lib/cli.ts';
import { bundleLambda, LAMBDA_BUNDLE } from './lib/lambda-bundle.ts';
import { enterProjectRoot, TENANTS_DIR } from './lib/project.ts';

runMain(async () => {
  enterProjectRoot();
  const extra = process.argv[2];
  if (extra) throw new UsageError(`Unknown argument ${extra}: usage: npm run bundle:lambda`);
  const bundle = await bundleLambda({ tenantsDir: TENANTS_DIR, outFile: LAMBDA_BUNDLE });
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
  const gzip = gzipSync(readFileSync(bundle.file)).length;
  console.log(`${bundle.file}: ${kb(bundle.bytes)} (${kb(gzip)} gzip), tenants ${bundle.tenants.join(', ')}`);
  return 0;
});
