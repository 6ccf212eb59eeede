import { matchHost, type ServedTenant } from '../hosts.ts';

/**
 * The tenant whose page an Origin header names: https://<the tenant's domain>, or, for a
 * tenant served locally (development servers only), http(s)://<slug>.localhost[:port].
 * null for anything else, 'null' included.
 */
export function tenantOfOrigin<T extends ServedTenant>(origin: string, tenants: readonly T[]): T | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  const local = url.hostname.endsWith('.localhost');
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) return null;
  const match = matchHost(url.host, tenants);
  return match.kind === 'tenant' ? match.tenant : null;
}

export type RequestTenant<T> = { ok: true; tenant: T } | { ok: false; reason: 'origin' | 'host' };

/**
 * Which tenant a state-changing request is for. A browser always sends Origin with a POST:
 * it must be one of the tenants' sites (refusing every other origin is the CSRF check). A
 * client without Origin (curl, a server) is placed by its Host header, which must name a
 * tenant too.
 */
export function tenantOfRequest<T extends ServedTenant>(
  origin: string | undefined,
  host: string | undefined,
  tenants: readonly T[],
): RequestTenant<T> {
  if (origin !== undefined) {
    const tenant = tenantOfOrigin(origin, tenants);
    return tenant ? { ok: true, tenant } : { ok: false, reason: 'origin' };
  }
  const match = matchHost(host, tenants);
  return match.kind === 'tenant' ? { ok: true, tenant: match.tenant } : { ok: false, reason: 'host' };
}

/**
 * Which tenant a read (GET) is for: the one its Host names, as the API is served on each
 * tenant's own host; else, for an API on a host of its own, the tenant whose page the Origin
 * of a cross-origin fetch names. A read changes nothing worth guarding, so nothing is refused
 * for its Origin: null only when neither names a tenant.
 */
export function tenantOfRead<T extends ServedTenant>(
  host: string | undefined,
  origin: string | undefined,
  tenants: readonly T[],
): T | null {
  const match = matchHost(host, tenants);
  if (match.kind === 'tenant') return match.tenant;
  return origin === undefined ? null : tenantOfOrigin(origin, tenants);
}
