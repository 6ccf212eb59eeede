import { cors } from 'hono/cors';
import type { ServedTenant } from '../hosts.ts';
import { tenantOfOrigin } from '../tenancy/origin.ts';

/**
 * CORS for an API on a host of its own: only the tenants' own pages may call it (on their
 * own hosts the API is same-origin and this adds nothing). Preflights are cached 10 minutes.
 */
export function tenantCors(
  tenants: readonly ServedTenant[],
  options: { methods: string[]; allowHeaders?: string[]; exposeHeaders?: string[] },
) {
  return cors({
    origin: (origin) => (tenantOfOrigin(origin, tenants) ? origin : null),
    allowMethods: options.methods,
    allowHeaders: options.allowHeaders ?? [],
    exposeHeaders: options.exposeHeaders ?? [],
    maxAge: 600,
  });
}
