import { createMiddleware } from 'hono/factory';
import type { ServedTenant } from '../hosts.ts';
import type { ApiTenant } from '../tenancy/api-tenant.ts';
import { tenantOfOrigin, tenantOfRead, tenantOfRequest } from '../tenancy/origin.ts';
import { refuse, type RefusalEnv } from './refusal.ts';

export interface TenantEnv<T extends ServedTenant = ApiTenant> {
  Variables: { tenant: T };
}

/**
 * A state-changing request's tenant (tenantOfRequest: a browser's Origin must be one of the
 * tenants' sites, which is the CSRF check; a client without Origin is placed by its Host):
 * on c.var.tenant, or 403 with `message`.
 */
export function postingTenant(tenants: readonly ApiTenant[], message: string) {
  return createMiddleware<TenantEnv & RefusalEnv>(async (c, next) => {
    const placed = tenantOfRequest(c.req.header('origin'), c.req.header('host'), tenants);
    if (!placed.ok) return refuse(c, { status: 403, reason: placed.reason }, message);
    c.set('tenant', placed.tenant);
    return next();
  });
}

/** A read's tenant (tenantOfRead: the Host, else the Origin): on c.var.tenant, or 404 with `message`. */
export function readingTenant<T extends ServedTenant>(tenants: readonly T[], message: string) {
  return createMiddleware<TenantEnv<T> & RefusalEnv>(async (c, next) => {
    const tenant = tenantOfRead(c.req.header('host'), c.req.header('origin'), tenants);
    if (!tenant) return refuse(c, { status: 404, reason: 'host' }, message);
    c.set('tenant', tenant);
    return next();
  });
}

/**
 * A read that changes something (a counted view): when the request has an Origin, a browser
 * sent it from that page, which must be one of the read tenant's own sites, or 403 with
 * `message`. A same-origin GET carries no Origin and passes. Follows readingTenant.
 */
export function ownOrigin<T extends ServedTenant>(tenants: readonly T[], message: string) {
  return createMiddleware<TenantEnv<T> & RefusalEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && tenantOfOrigin(origin, tenants) !== c.var.tenant)
      return refuse(c, { status: 403, reason: 'origin' }, message);
    return next();
  });
}
