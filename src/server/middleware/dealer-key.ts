import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ApiTenant } from '../tenancy/api-tenant.ts';
import { DealerKeyring } from '../tenancy/dealer-keys.ts';
import { tenantOfRead } from '../tenancy/origin.ts';
import { logEvent } from '../route-log.ts';
import { refuse, type RefusalEnv } from './refusal.ts';
import type { TenantEnv } from './tenant.ts';

const MESSAGES = {
  noKey: 'Send the dealer key as Authorization: Bearer <key>.',
  wrongKey: 'This is not the dealer key of this site.',
  unknownKey: 'This is not the dealer key of any site served here.',
} as const;

interface DealerKeyOptions {
  /** The tenants a call may be for. */
  tenants: readonly ApiTenant[];
  /** Each site's dealer key by tenant slug (dealerKeysFromEnv). */
  keys: ReadonlyMap<string, string>;
  /** Whether the site offers what the route does (takes online payments, sells online); 404 with `notOffered` if not. */
  offers: (slug: string) => boolean;
  /** The protection space a 401 names in WWW-Authenticate (RFC 6750), e.g. 'purchase-journeys'. */
  realm: string;
  /** The log events' prefix: `${event}.dealer-key-not-set`, `${event}.wrong-dealer-key`, `${event}.unknown-dealer-key`. */
  event: string;
  messages: {
    /** What a site that does not offer the route answers (404). */
    notOffered: string;
    /** What a site without a key configured answers (503). */
    keyNotSet: string;
  };
}

/** The bearer token of an `Authorization: Bearer <token>` header (RFC 6750), if any. */
const bearerToken = (header: string | undefined) => /^Bearer +(\S+)\s*$/i.exec(header ?? '')?.[1];

/**
 * The dealer API's guard: places the call's tenant on c.var.tenant and checks the site's
 * dealer key, a bearer token (RFC 6750) compared in constant time (DealerKeyring).
 *
 * - The Host, else the Origin, names a tenant (the API on the site's own domain, a local
 *   server): the site must offer the route (404), have a key (503), and the token must be
 *   its key: 401 with WWW-Authenticate without one, 403 with another site's or a wrong one.
 * - They name none (the API's own address, where a dealer's server calls API Gateway
 *   directly, or CloudFront hands it API Gateway's Host and no Origin): the tenant is the site
 *   whose key the token is, compared with every site's key; 401 without a token, 403 when it
 *   is no site's key, then 404 when that site does not offer the route.
 *
 * The routes it guards answer no CORS: only the dealer's own systems and commands call them,
 * never a web page, and a key is no cookie a browser would send by itself.
 */
export function dealerKey(options: DealerKeyOptions) {
  const keyring = new DealerKeyring(options.keys);
  const bySlug = new Map(options.tenants.map((tenant) => [tenant.slug, tenant]));
  const noKey = <E extends RefusalEnv>(c: Context<E>) =>
    refuse(c, { status: 401, reason: 'dealer-key' }, MESSAGES.noKey, {
      'WWW-Authenticate': `Bearer realm="${options.realm}"`,
    });

  return createMiddleware<TenantEnv<ApiTenant> & RefusalEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const named = tenantOfRead(c.req.header('host'), c.req.header('origin'), options.tenants);
    if (named) {
      if (!options.offers(named.slug))
        return refuse(c, { status: 404, reason: 'not-offered' }, options.messages.notOffered);
      if (!keyring.has(named.slug)) {
        logEvent(`${options.event}.dealer-key-not-set`, named.slug);
        return refuse(c, { status: 503, reason: 'dealer-key-not-set' }, options.messages.keyNotSet);
      }
      if (!token) return noKey(c);
      if (!keyring.isKeyOf(named.slug, token)) {
        logEvent(`${options.event}.wrong-dealer-key`, named.slug);
        return refuse(c, { status: 403, reason: 'dealer-key' }, MESSAGES.wrongKey);
      }
      c.set('tenant', named);
      return next();
    }
    if (!token) return noKey(c);
    const slug = keyring.siteOf(token);
    const keyed = slug === null ? undefined : bySlug.get(slug);
    if (!keyed) {
      logEvent(`${options.event}.unknown-dealer-key`, null);
      return refuse(c, { status: 403, reason: 'dealer-key' }, MESSAGES.unknownKey);
    }
    if (!options.offers(keyed.slug))
      return refuse(c, { status: 404, reason: 'not-offered' }, options.messages.notOffered);
    c.set('tenant', keyed);
    return next();
  });
}
