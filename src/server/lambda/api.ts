import type { Hono } from 'hono';
import { createApiOnlyApp } from '../api-only-app.ts';
import { apiRouteOptions } from '../api/route-options.ts';
import { feedStock } from '../cars/feed-stock.ts';
import type { LiveStock } from '../cars/stock.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { DEFAULT_ADDRESS_RATE_LIMIT } from '../leads/routes.ts';
import { rateLimitFromEnv, type RateLimit } from '../middleware/rate-limiter.ts';
import { expireFromEnv, openLeadQueue } from '../outbox/queue.ts';
import { siteTargetResolver } from '../outbox/site-targets.ts';
import type { Migration } from '../storage/migrate.ts';
import { openPostgres } from '../storage/postgres.ts';
import { prepareStorage } from '../storage/prepare.ts';
import { accountLimitsFromEnv, type AccountLimits } from '../account/limits-from-env.ts';
import { smsSenderFromEnv } from '../sms/from-env.ts';
import type { SmsSender } from '../sms/sender.ts';
import { shopperHash } from '../storage/shopper-hash-key.ts';
import { apiTenantFromSite } from '../tenancy/api-tenant.ts';
import { dealerKeysFromEnv } from '../tenancy/dealer-keys.ts';
import { geocoderFromEnv } from '../geocoding/from-env.ts';
import type { PostcodeGeocoder } from '../geocoding/geocoder.ts';
import { ONLINE_PAYMENT_LIMITS } from '../online-payment/routes.ts';
import { paymentProviderFromEnv } from '../payments/from-env.ts';
import { SPIN_RATE_LIMIT } from '../spin-to-win/routes.ts';
import { lambdaSourceIp } from './client-address.ts';

/**
 * A container runs one request at a time: one connection holds a lead's transaction, the
 * other serves pg-boss. Many containers add up, so the server (or a pooler in front of it)
 * is sized for the function's concurrency times this.
 */
const CONNECTIONS_PER_CONTAINER = 2;

export interface LambdaSettings {
  databaseUrl: string;
  shopperHashKey: string | undefined;
  leadRateLimit: RateLimit | null;
  /** The delivery queue's policy, as the worker process reads it (both write it). */
  queueRetry: { expireInSeconds?: number };
  /** Sign-in codes go through an SMS gateway (SMS_GATEWAY_URL); without one the function offers no sign-in. */
  sms: SmsSender | null;
  signInLimits: AccountLimits;
  /** Reservations, purchases and online payments: Stripe (PAYMENTS=stripe) or a test processor at TEST_PAYMENTS_URL. */
  payments: ReturnType<typeof paymentProviderFromEnv>;
  /** The purchase's delivery step: GEOCODER=google in the function (the embedded table is not bundled). */
  geocoder: PostcodeGeocoder;
  spinLimit: RateLimit | null;
  paymentLimit: RateLimit | null;
  /**
   * Each site's dealer key from its dealerApi.keyEnv variable (payment requests, purchase
   * journeys); the function keeps no local key file, so a site whose key is unset refuses its
   * dealer's requests (503).
   */
  dealerKeys: ReadonlyMap<string, string>;
  env: NodeJS.ProcessEnv;
}

/**
 * The function's settings, read when the container starts so a missing or malformed one
 * stops it with its name (a dealer key too short, or one two of `sites` share, names its
 * variables). It stores in PostgreSQL only: PGlite is one process's database.
 */
export function lambdaSettings(env: NodeJS.ProcessEnv, sites: readonly Site[]): LambdaSettings {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error(
      'DATABASE_URL is not set: the lead API’s Lambda function stores leads and their delivery jobs in ' +
        'PostgreSQL, e.g. DATABASE_URL=postgresql://user:password@host:5432/leads (PGlite is for npm start only).',
    );
  return {
    databaseUrl,
    shopperHashKey: env.SHOPPER_HASH_KEY || undefined,
    leadRateLimit: rateLimitFromEnv(env, 'LEAD_RATE_LIMIT_IP', DEFAULT_ADDRESS_RATE_LIMIT),
    queueRetry: expireFromEnv(env),
    // the function has no folder for an SMS outbox: a gateway or no sign-in
    sms: env.SMS_GATEWAY_URL ? smsSenderFromEnv(env, '') : null,
    signInLimits: accountLimitsFromEnv(env),
    payments: paymentProviderFromEnv(env),
    geocoder: geocoderFromEnv(env),
    spinLimit: rateLimitFromEnv(env, 'SPIN_RATE_LIMIT_IP', SPIN_RATE_LIMIT),
    paymentLimit: rateLimitFromEnv(env, 'PAYMENT_RATE_LIMIT_IP', ONLINE_PAYMENT_LIMITS.pay),
    dealerKeys: dealerKeysFromEnv(sites, env),
    env,
  };
}

/**
 * The tenants' stock as the function can read it: a feed over HTTP, as `npm start` reads
 * it (once a minute). A feed file lives in the repository and generated demo stock is dated
 * by its build, neither of which the function has: asking for them fails, which the routes
 * answer 503 (no live data), never 404, which would tell a page its car has left the feed.
 */
function lambdaStock(sites: readonly Site[]): LiveStock {
  const fed = feedStock(
    sites.filter((site) => site.inventory.source === 'url'),
    { tenantsDir: '' },
  );
  const unread = new Map(
    sites.filter((site) => site.inventory.source !== 'url').map((site) => [site.slug, site.inventory.source]),
  );
  const readable = (tenant: string) => {
    const source = unread.get(tenant);
    if (source)
      throw new Error(
        `${tenant}: its stock (${source}) is not read by the function; a feed over HTTP (source "url") is`,
      );
  };
  return {
    async car(tenant, slug) {
      readable(tenant);
      return fed.car(tenant, slug);
    },
    async carById(tenant, id) {
      readable(tenant);
      return fed.carById(tenant, id);
    },
  };
}

/**
 * The API as a Lambda function serves it: leads and events in PostgreSQL, the deployment's
 * tenants on their own domains (never `*.localhost`), the per-address limit on API
 * Gateway's source address. It only enqueues deliveries: `npm run worker` delivers them,
 * looks after the queue and runs the reservations' expiry and the processor's follow-ups. The vehicle pages' live data and phone reveals read the tenants'
 * stock feeds over HTTP (`lambdaStock`); print sheets are not served here (they need a
 * browser to render).
 */
export async function openLambdaApi(
  sites: readonly Site[],
  migrations: readonly Migration[],
  settings: LambdaSettings,
): Promise<Hono> {
  const db = await openPostgres(settings.databaseUrl, { maxConnections: CONNECTIONS_PER_CONTAINER });
  await prepareStorage(db, migrations);
  try {
    const hash = await shopperHash(db, settings.shopperHashKey);
    const queue = await openLeadQueue(db, siteTargetResolver(sites, settings.env), {
      supervise: false,
      retry: settings.queueRetry,
    });
    return createApiOnlyApp(
      apiRouteOptions({
        db,
        hash,
        queue,
        sites,
        tenants: sites.map((site) => apiTenantFromSite(site)),
        stock: lambdaStock(sites),
        clientAddress: lambdaSourceIp,
        payments: settings.payments,
        geocoder: settings.geocoder,
        dealerKeys: settings.dealerKeys,
        limits: { leads: settings.leadRateLimit, spins: settings.spinLimit, payments: settings.paymentLimit },
        signIn: settings.sms ? { sms: settings.sms, limits: settings.signInLimits } : null,
      }),
    );
  } catch (error) {
    await db.close();
    throw error;
  }
}
