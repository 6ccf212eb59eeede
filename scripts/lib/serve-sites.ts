import type { Hono } from 'hono';
import { createApp } from '../../src/server/app.ts';
import { tenantUrl, type ServedTenant } from '../../src/server/hosts.ts';
import { discoverTenants } from '../../src/server/tenants.ts';
import { openLeadApi } from './lead-api.ts';
import { DIST_DIR, TENANTS_DIR } from './project.ts';
import { listen, portFromEnv } from './serve-node.ts';
import { startTestPayments, type TestPayments } from './test-payments-process.ts';

export interface ServeSitesOptions {
  /** Default: the project's tenants/ and dist/, and PORT (default 4321). */
  tenantsDir?: string;
  distDir?: string;
  port?: number;
  /**
   * Wraps the sites' app (npm run watch:tenants adds live reload). `tenants` is the list the
   * server routes by; the caller may change it in place while serving.
   */
  wrap?: (sites: Hono, tenants: ServedTenant[]) => Hono;
}

export interface ServedSites {
  port: number;
  /** The tenants served, which the server reads on each request. */
  tenants: ServedTenant[];
  close(): Promise<void>;
}

/**
 * Serves every tenant in dist/ plus the API on PORT (default 4321) and prints the URLs; starts
 * the test payment processor on TEST_PAYMENTS_PORT (default 4330) unless PAYMENTS=stripe.
 * Returns null, having said why, when the lead database cannot be opened (another server
 * holds the data directory, or DATABASE_URL cannot be reached).
 */
export async function serveSites(options: ServeSitesOptions = {}): Promise<ServedSites | null> {
  const tenantsDir = options.tenantsDir ?? TENANTS_DIR;
  const port = options.port ?? portFromEnv('PORT', 4321);
  const { tenants, invalid } = discoverTenants(tenantsDir, { servedLocally: true });
  // the embedded processor unless real payments are configured (src/server/payments/from-env.ts)
  const payments: TestPayments | null =
    process.env.PAYMENTS?.trim() === 'stripe'
      ? null
      : await startTestPayments({ port: portFromEnv('TEST_PAYMENTS_PORT', 4330) });
  let opened: Awaited<ReturnType<typeof openLeadApi>>;
  try {
    opened = await openLeadApi(tenantsDir);
  } catch (error) {
    await payments?.close();
    console.error(error instanceof Error ? error.message : String(error));
    return null;
  }
  const { api, db } = opened;
  const closeAll = async () => {
    await opened.close();
    await payments?.close();
  };
  const sites = createApp({ distDir: options.distDir ?? DIST_DIR, tenants, port, api });
  let server: Awaited<ReturnType<typeof listen>>;
  try {
    server = await listen(options.wrap?.(sites, tenants) ?? sites, port, { onShutdown: closeAll });
  } catch (error) {
    await closeAll();
    throw error;
  }
  console.log(`Serving ${tenants.length} tenant${tenants.length === 1 ? '' : 's'} (Ctrl+C to stop):`);
  const width = Math.max(0, ...tenants.map((t) => t.slug.length));
  for (const tenant of tenants) console.log(`  ${tenant.slug.padEnd(width)}  ${tenantUrl(tenant.slug, server.port)}`);
  for (const slug of invalid)
    console.log(`  ${slug.padEnd(width)}  not served: invalid config (npm run check:tenants)`);
  console.log(`  ${'API'.padEnd(width)}  http://localhost:${server.port}/api/health`);
  console.log(`  ${'Leads'.padEnd(width)}  stored in ${db.location} (${db.driver})`);
  console.log(`  ${'Payments'.padEnd(width)}  ${payments ? `${payments.url} (test payments)` : 'Stripe'}`);
  if (opened.localDealerKeys.tenants.length > 0)
    console.log(
      `  ${'Dealer keys'.padEnd(width)}  ${opened.localDealerKeys.tenants.join(', ')}: in ${opened.localDealerKeys.file} (npm run payment-request reads it)`,
    );
  return {
    port: server.port,
    tenants,
    async close() {
      await server.close();
      await closeAll();
    },
  };
}
