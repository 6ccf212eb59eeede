import { createApp } from '../../src/server/app.ts';
import { tenantUrl } from '../../src/server/hosts.ts';
import { discoverTenants } from '../../src/server/tenants.ts';
import { DIST_DIR, TENANTS_DIR } from './project.ts';
import { listen, portFromEnv } from './serve-node.ts';

/** Serves every tenant in dist/ plus the API on PORT (default 4321) and prints the URLs. */
export async function serveSites(): Promise<void> {
  const port = portFromEnv('PORT', 4321);
  const { tenants, invalid } = discoverTenants(TENANTS_DIR);
  const app = createApp({ distDir: DIST_DIR, tenants, port });
  const server = await listen(app, port);
  console.log(`Serving ${tenants.length} tenant${tenants.length === 1 ? '' : 's'} (Ctrl+C to stop):`);
  const width = Math.max(0, ...tenants.map((t) => t.slug.length));
  for (const tenant of tenants) console.log(`  ${tenant.slug.padEnd(width)}  ${tenantUrl(tenant.slug, server.port)}`);
  for (const slug of invalid)
    console.log(`  ${slug.padEnd(width)}  not served: invalid config (npm run check:tenants)`);
  console.log(`  ${'API'.padEnd(width)}  http://localhost:${server.port}/api/health`);
}
