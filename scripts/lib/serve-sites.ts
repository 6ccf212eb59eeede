import { createApp } from '../../src/server/app.ts';
import { tenantUrl } from '../../src/server/hosts.ts';
import { discoverTenants } from '../../src/server/tenants.ts';
import { openLeadApi } from './lead-api.ts';
import { DIST_DIR, TENANTS_DIR } from './project.ts';
import { listen, portFromEnv } from './serve-node.ts';

/**
 * Serves every tenant in dist/ plus the API on PORT (default 4321) and prints the URLs.
 * Returns false, having said why, when the lead database cannot be opened (another server
 * holds the data directory, or DATABASE_URL cannot be reached).
 */
export async function serveSites(): Promise<boolean> {
  const port = portFromEnv('PORT', 4321);
  const { tenants, invalid } = discoverTenants(TENANTS_DIR, { servedLocally: true });
  let opened: Awaited<ReturnType<typeof openLeadApi>>;
  try {
    opened = await openLeadApi(TENANTS_DIR);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return false;
  }
  const { api, db } = opened;
  const app = createApp({ distDir: DIST_DIR, tenants, port, api });
  let server: Awaited<ReturnType<typeof listen>>;
  try {
    server = await listen(app, port, { onShutdown: () => opened.close() });
  } catch (error) {
    await opened.close();
    throw error;
  }
  console.log(`Serving ${tenants.length} tenant${tenants.length === 1 ? '' : 's'} (Ctrl+C to stop):`);
  const width = Math.max(0, ...tenants.map((t) => t.slug.length));
  for (const tenant of tenants) console.log(`  ${tenant.slug.padEnd(width)}  ${tenantUrl(tenant.slug, server.port)}`);
  for (const slug of invalid)
    console.log(`  ${slug.padEnd(width)}  not served: invalid config (npm run check:tenants)`);
  console.log(`  ${'API'.padEnd(width)}  http://localhost:${server.port}/api/health`);
  console.log(`  ${'Leads'.padEnd(width)}  stored in ${db.location} (${db.driver})`);
  return true;
}
