import type { Context } from 'hono';
import { Hono } from 'hono';
import { FORM_MESSAGES } from '../../domain/forms/messages.ts';
import { TokenBuckets, type RateLimit } from '../leads/rate-limit.ts';
import type { LeadTenant } from '../leads/tenants.ts';
import { guardSmallJsonPost } from '../small-json-post.ts';
import { checkSiteEvent } from './schema.ts';
import type { EventStore } from './store.ts';

/** An event is a few fields: anything longer is not one. */
export const MAX_EVENT_BODY_BYTES = 2048;

/** A page fires a handful of events; 60 at once and 60 a minute per address is plenty. */
export const DEFAULT_EVENT_RATE_LIMIT: RateLimit = { burst: 60, perSeconds: 60 };

export const EVENT_ERRORS = {
  origin: 'Events are accepted only from the dealer’s own website.',
  rateLimited: 'Too many events from here.',
  contentType: 'Send the event as JSON.',
  tooLarge: `An event is ${MAX_EVENT_BODY_BYTES} bytes at most.`,
  notJson: 'The event is not valid JSON.',
} as const;

export interface EventApiOptions {
  store: EventStore;
  tenants: readonly LeadTenant[];
  limit?: RateLimit | null;
  clientAddress?: (c: Context) => string | undefined;
}

/**
 * POST /events (under /api): the analytics sink the forms and pages fire at (spec §9). The
 * same origin rule as leads; JSON, or text holding JSON (what navigator.sendBeacon sends).
 * 204 when stored; 4xx with a message per field otherwise; 503 when the database fails,
 * which the pages ignore: an event never holds up a shopper.
 */
export function eventRoutes(options: EventApiOptions): Hono {
  const limit = options.limit === undefined ? DEFAULT_EVENT_RATE_LIMIT : options.limit;
  const buckets = limit ? new TokenBuckets(limit) : null;
  const app = new Hono();

  app.post('/events', async (c) => {
    const guarded = await guardSmallJsonPost(c, {
      tenants: options.tenants,
      buckets,
      clientAddress: options.clientAddress,
      maxBytes: MAX_EVENT_BODY_BYTES,
      alsoAccept: ['text/plain'],
      errors: EVENT_ERRORS,
    });
    if (!guarded.ok) return guarded.response;
    const { tenant, body } = guarded;
    const checked = checkSiteEvent(body);
    if (!checked.ok) return c.json({ error: FORM_MESSAGES.fixErrors, errors: checked.errors }, 422);
    try {
      await options.store.add(tenant.slug, checked.event);
    } catch {
      return c.json({ error: 'The event could not be stored.' }, 503);
    }
    return c.body(null, 204);
  });
  app.all('/events', (c) => c.json({ error: 'Method not allowed: send events with POST.' }, 405, { Allow: 'POST' }));
  return app;
}
