import { createMiddleware } from 'hono/factory';
import type { ApiTenant } from '../tenancy/api-tenant.ts';
import { isDealerKey } from '../online-payment/dealer-keys.ts';
import { logEvent } from '../route-log.ts';
import { refuse, type RefusalEnv } from './refusal.ts';
import type { TenantEnv } from './tenant.ts';

const MESSAGES = {
  noKey: 'Send the dealer key as Authorization: Bearer <key>.',
  wrongKey: 'This is not the dealer key of this site.',
} as const;

export interface DealerKeyOptions {
  /** Each site's dealer key by tenant slug (dealerKeysFromEnv). */
  keys: ReadonlyMap<string, string>;
  /** The protection space a 401 names in WWW-Authenticate (RFC 6750), e.g. 'purchase-journeys'. */
  realm: string;
  /** What a site without a key configured answers (503). */
  keyNotSet: string;
  /** The log events' prefix: `${event}.dealer-key-not-set`, `${event}.wrong-dealer-key`. */
  event: string;
}

/**
 * The dealer API's guard, after the tenant is placed (c.var.tenant): the site's dealer key as a
 * bearer token (RFC 6750), compared in constant time. 503 when the site has no key configured,
 * 401 with WWW-Authenticate without a token, 403 with another one. The routes it guards answer
 * no CORS: only the dealer's own systems and commands call them, never a web page.
 */
export function dealerKey(options: DealerKeyOptions) {
  return createMiddleware<TenantEnv<ApiTenant> & RefusalEnv>(async (c, next) => {
    const slug = c.var.tenant.slug;
    const key = options.keys.get(slug);
    if (!key) {
      logEvent(`${options.event}.dealer-key-not-set`, slug);
      return refuse(c, { status: 503, reason: 'dealer-key-not-set' }, options.keyNotSet);
    }
    const given = /^Bearer +(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!given)
      return refuse(c, { status: 401, reason: 'dealer-key' }, MESSAGES.noKey, {
        'WWW-Authenticate': `Bearer realm="${options.realm}"`,
      });
    if (!isDealerKey(given, key)) {
      logEvent(`${options.event}.wrong-dealer-key`, slug);
      return refuse(c, { status: 403, reason: 'dealer-key' }, MESSAGES.wrongKey);
    }
    return next();
  });
}
