import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { LambdaDeployment } from '../../src/server/lambda/deployment.ts';
import { readMigrations } from '../../src/server/storage/migration-files.ts';
import { formatProblem } from '../../src/tenant/issues.ts';
import { listTenantSlugs, loadSite } from '../../src/tenant/load.ts';

const HANDLER = fileURLToPath(new URL('../../src/server/lambda/handler.ts', import.meta.url));

/** Where `npm run bundle:lambda` writes the function: beside the sites, in a folder no tenant slug can name. */
export const LAMBDA_BUNDLE = 'dist/_api/handler.mjs';

/**
 * Every tenant of `tenantsDir` as the function will know it, checked by the tenant loader
 * first: one invalid site.json stops the bundle, naming the file and the field, rather
 * than ship a function that refuses that tenant's leads.
 */
function deploymentOf(tenantsDir: string): LambdaDeployment {
  const siteFiles: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const slug of listTenantSlugs(tenantsDir)) {
    const result = loadSite(slug, tenantsDir, (file) => (siteFiles[slug] = JSON.parse(readFileSync(file, 'utf8'))));
    if (!result.ok) problems.push(...result.problems.map(formatProblem));
  }
  if (problems.length)
    throw new Error(`The Lambda bundle takes only valid tenants (npm run check:tenants):\n${problems.join('\n')}`);
  if (Object.keys(siteFiles).length === 0) throw new Error(`No tenants under ${tenantsDir}/ to bundle.`);
  return { siteFiles, migrations: readMigrations() };
}

export interface LambdaBundle {
  file: string;
  bytes: number;
  tenants: string[];
}

/**
 * The API's Lambda function as one ES module (Node 22 or later): the handler with every
 * package it imports and, written in, the tenants and the migrations.
 */
export async function bundleLambda(options: { tenantsDir: string; outFile: string }): Promise<LambdaBundle> {
  const deployment = deploymentOf(options.tenantsDir);
  await build({
    entryPoints: [HANDLER],
    outfile: options.outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    define: { LAMBDA_DEPLOYMENT: JSON.stringify(deployment) },
    // pg and pg-boss are CommonJS and require Node's modules, which an ES module lacks
    // under its own name: a bundled module's own `import { createRequire }` would clash with it
    banner: {
      js: "import { createRequire as bundleCreateRequire } from 'node:module'; const require = bundleCreateRequire(import.meta.url);",
    },
    // pg's optional native driver, which it loads only when asked
    external: ['pg-native'],
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'silent',
  });
  return { file: options.outFile, bytes: statSync(options.outFile).size, tenants: Object.keys(deployment.siteFiles) };
}
