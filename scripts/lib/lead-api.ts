import { getConnInfo } from '@hono/node-server/conninfo';
import type { ApiOptions } from '../../src/server/api/app.ts';
import { discoverLeadTenants } from '../../src/server/leads/discover.ts';
import { parseRateLimit, type RateLimit } from '../../src/server/leads/rate-limit.ts';
import { DEFAULT_RATE_LIMITS } from '../../src/server/leads/routes.ts';
import { LeadStore } from '../../src/server/leads/store.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { openStorage, storageConfigFromEnv } from '../../src/server/storage/open.ts';

function limitFromEnv(name: string, fallback: RateLimit): RateLimit | null {
  const raw = process.env[name];
  return raw === undefined || raw === '' ? fallback : parseRateLimit(raw, name);
}

/**
 * Opens the lead database (PGlite in DATA_DIR, default .data, or DATABASE_URL) and returns
 * the lead API's options for it: the tenants of tenants/, the client's socket address for
 * the per-address limit, and the limits (LEAD_RATE_LIMIT_IP / LEAD_RATE_LIMIT_PHONE,
 * "burst/seconds" or "off"). The caller closes the database when the server stops.
 */
export async function openLeadApi(tenantsDir: string): Promise<{ api: ApiOptions; db: Database }> {
  const ip = limitFromEnv('LEAD_RATE_LIMIT_IP', DEFAULT_RATE_LIMITS.ip);
  const phone = limitFromEnv('LEAD_RATE_LIMIT_PHONE', DEFAULT_RATE_LIMITS.phone);
  const db = await openStorage(storageConfigFromEnv());
  return {
    db,
    api: {
      leads: {
        store: new LeadStore(db),
        tenants: discoverLeadTenants(tenantsDir),
        limits: { ip, phone },
        clientAddress: (c) => getConnInfo(c).remote.address,
      },
    },
  };
}
