import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type { Clock } from '../clock.ts';
import type { ApiTenant } from '../tenancy/api-tenant.ts';
import { jsonBody, mediaType, type JsonBodyEnv } from './json-body.ts';
import { addressRateLimit, type ClientAddress } from './rate-limit.ts';
import type { RefusalEnv } from './refusal.ts';
import { postingTenant, type TenantEnv } from './tenant.ts';
import type { RateLimit } from './rate-limiter.ts';
import { TokenBuckets } from './token-buckets.ts';

/** What a small JSON POST from a dealer's page (an event, a phone reveal) says when refused. */
interface SmallJsonPostErrors {
  origin: string;
  rateLimited: string;
  contentType: string;
  tooLarge: string;
  notJson: string;
}

/** What a small JSON POST route is handed: its store, the tenants, and its limit per address. */
export interface SmallJsonRouteOptions<Store> {
  store: Store;
  tenants: readonly ApiTenant[];
  /** Per address; undefined: the route's default; null: none (benchmarks, tests). */
  limit?: RateLimit | null;
  clientAddress?: ClientAddress;
  /** The clock of the rate limit (tests move it). */
  clock?: Clock;
}

export interface SmallJsonPostRules {
  defaultLimit: RateLimit;
  maxBytes: number;
  /** Media types taken besides application/json (navigator.sendBeacon sends text/plain). */
  alsoAccept?: readonly string[];
  errors: SmallJsonPostErrors;
}

/**
 * The guards of every small JSON POST from a page, in this order: the tenant's own origin
 * (403), the address's rate (429 with Retry-After), JSON only (415), the size (413, by
 * header and by the bytes read), valid UTF-8 JSON (400). The route finds c.var.tenant and
 * c.var.body and checks the body's fields itself.
 */
export function smallJsonPost(
  options: SmallJsonRouteOptions<unknown>,
  rules: SmallJsonPostRules,
): MiddlewareHandler<TenantEnv & JsonBodyEnv & RefusalEnv> {
  const { errors } = rules;
  const limit = options.limit === undefined ? rules.defaultLimit : options.limit;
  return every(
    postingTenant(options.tenants, errors.origin),
    addressRateLimit(
      limit ? new TokenBuckets(limit, { clock: options.clock }) : null,
      options.clientAddress,
      errors.rateLimited,
    ),
    mediaType(['application/json', ...(rules.alsoAccept ?? [])], errors.contentType),
    jsonBody(rules.maxBytes, errors),
  );
}
