import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ServedTenant } from '../hosts.ts';
import type { RateDecision, RateLimiter } from './rate-limiter.ts';
import { refuse, type RefusalEnv } from './refusal.ts';
import type { TenantEnv } from './tenant.ts';

/** The client's address as the runtime knows it (Node: the socket; Lambda: API Gateway's source address). */
export type ClientAddress = (c: Context) => string | undefined;

const UNLIMITED: RateDecision = { ok: true };

/**
 * One token per request from the client's address on the tenant's site (after the tenant
 * guard), or 429 with Retry-After and `message`. No limiter (a limit turned off) or no known
 * address: nothing is limited. A limiter that cannot answer (its database is down) lets the
 * request through: the route's own write then answers, as it would without a limit.
 */
export function addressRateLimit(
  limiter: RateLimiter | null,
  clientAddress: ClientAddress | undefined,
  message: string,
) {
  return createMiddleware<TenantEnv<ServedTenant> & RefusalEnv>(async (c, next) => {
    const address = limiter ? clientAddress?.(c) : undefined;
    const decision =
      limiter && address
        ? await limiter.take({ tenant: c.var.tenant.slug, address }).catch(() => UNLIMITED)
        : UNLIMITED;
    if (!decision.ok)
      return refuse(c, { status: 429, reason: 'rate', scope: 'ip' }, message, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    return next();
  });
}
