import type { Context } from 'hono';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { FORM_MESSAGES } from '../../domain/forms/messages.ts';
import { tenantOfOrigin } from '../leads/origin.ts';
import { TokenBuckets, type RateLimit } from '../leads/rate-limit.ts';
import type { LeadTenant } from '../leads/tenants.ts';
import { guardSmallJsonPost } from '../small-json-post.ts';
import { sqlState } from '../storage/database.ts';
import { checkPhoneReveal } from './schema.ts';
import type { PhoneRevealStore } from './store.ts';

/** Three ids: anything longer is not a reveal. */
export const MAX_PHONE_REVEAL_BODY_BYTES = 512;

/** A shopper reveals a number or two per car; 30 at once and 30 a minute per address is plenty. */
export const DEFAULT_PHONE_REVEAL_RATE_LIMIT: RateLimit = { burst: 30, perSeconds: 60 };

export interface PhoneRevealApiOptions {
  store: PhoneRevealStore;
  tenants: readonly LeadTenant[];
  limit?: RateLimit | null;
  clientAddress?: (c: Context) => string | undefined;
}

export const PHONE_REVEAL_ERRORS = {
  origin: 'Phone reveals are accepted only from the dealer’s own website.',
  rateLimited: 'Too many phone reveals from here.',
  contentType: 'Send the reveal as JSON (Content-Type: application/json).',
  tooLarge: `A reveal is ${MAX_PHONE_REVEAL_BODY_BYTES} bytes at most.`,
  notJson: 'The reveal is not valid JSON.',
  failed: 'The reveal could not be stored.',
} as const;

/**
 * POST /phone-reveals (under /api): a shopper clicked a hidden phone number (spec §4). The
 * checks of every small JSON POST (guardSmallJsonPost), then the schema and the tenant's
 * website id (422); 201 {ok: true}
 * when stored, 503 when the database fails, which the page only logs.
 */
export function phoneRevealRoutes(options: PhoneRevealApiOptions): Hono {
  const { store, tenants } = options;
  const limit = options.limit === undefined ? DEFAULT_PHONE_REVEAL_RATE_LIMIT : options.limit;
  const buckets = limit ? new TokenBuckets(limit) : null;
  const app = new Hono();
  app.use(
    '/phone-reveals',
    cors({
      origin: (origin) => (tenantOfOrigin(origin, tenants) ? origin : null),
      allowMethods: ['POST'],
      allowHeaders: ['Content-Type'],
      exposeHeaders: ['Retry-After'],
      maxAge: 600,
    }),
  );

  app.post('/phone-reveals', async (c) => {
    const guarded = await guardSmallJsonPost(c, {
      tenants,
      buckets,
      clientAddress: options.clientAddress,
      maxBytes: MAX_PHONE_REVEAL_BODY_BYTES,
      errors: PHONE_REVEAL_ERRORS,
    });
    if (!guarded.ok) return guarded.response;
    const { tenant, body } = guarded;
    // a tenant written out by hand (tests) may not know its website id: then any is taken
    const checked = checkPhoneReveal(body, tenant.websiteId);
    if (!checked.ok) return c.json({ error: FORM_MESSAGES.fixErrors, errors: checked.errors }, 422);
    try {
      await store.add(tenant.slug, checked.reveal);
    } catch (error) {
      // the error's class and SQLSTATE only: its message may quote the row
      const name = error instanceof Error ? error.name : 'Error';
      console.error(
        JSON.stringify({
          event: 'phone-reveal.failed',
          status: 503,
          tenant: tenant.slug,
          error: name,
          sqlstate: sqlState(error),
        }),
      );
      return c.json({ error: PHONE_REVEAL_ERRORS.failed }, 503);
    }
    return c.json({ ok: true }, 201);
  });
  app.all('/phone-reveals', (c) =>
    c.json({ error: 'Method not allowed: send phone reveals with POST.' }, 405, { Allow: 'POST' }),
  );
  return app;
}
