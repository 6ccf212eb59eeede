import { Hono } from 'hono';
import { API_ROUTES } from '../../api-paths.ts';
import { FORM_MESSAGES } from '../../domain/forms/messages.ts';
import { methodNotAllowed } from '../middleware/method-not-allowed.ts';
import { smallJsonPost, type SmallJsonRouteOptions } from '../middleware/small-json-post.ts';
import { tenantCors } from '../middleware/tenant-cors.ts';
import type { RateLimit } from '../middleware/rate-limiter.ts';
import { checkSiteEvent } from './schema.ts';
import type { EventStore } from './store.ts';

/** An event is a few fields: anything longer is not one. */
const MAX_EVENT_BODY_BYTES = 2048;

/** A page fires a handful of events; 60 at once and 60 a minute per address is plenty. */
const DEFAULT_EVENT_RATE_LIMIT: RateLimit = { burst: 60, perSeconds: 60 };

const EVENT_ERRORS = {
  origin: 'Events are accepted only from the dealer’s own website.',
  rateLimited: 'Too many events from here.',
  contentType: 'Send the event as JSON.',
  tooLarge: `An event is ${MAX_EVENT_BODY_BYTES} bytes at most.`,
  notJson: 'The event is not valid JSON.',
} as const;

export type EventApiOptions = SmallJsonRouteOptions<EventStore>;

/**
 * POST /events (under /api): the analytics sink the forms and pages fire at (spec §9). The
 * same origin rule as leads; JSON, or text holding JSON (what navigator.sendBeacon sends).
 * 204 when stored; 4xx with a message per field otherwise; 503 when the database fails,
 * which the pages ignore: an event never holds up a shopper.
 */
export function eventRoutes(options: EventApiOptions) {
  const { tenants } = options;
  const guard = smallJsonPost(options, {
    defaultLimit: DEFAULT_EVENT_RATE_LIMIT,
    maxBytes: MAX_EVENT_BODY_BYTES,
    alsoAccept: ['text/plain'],
    errors: EVENT_ERRORS,
  });
  return new Hono()
    .use(API_ROUTES.events, tenantCors(tenants, { methods: ['POST'], allowHeaders: ['Content-Type'] }))
    .post(API_ROUTES.events, guard, async (c) => {
      const { tenant, body } = c.var;
      const checked = checkSiteEvent(body);
      if (!checked.ok) return c.json({ error: FORM_MESSAGES.fixErrors, errors: checked.errors }, 422);
      try {
        await options.store.add(tenant.slug, checked.event);
      } catch {
        return c.json({ error: 'The event could not be stored.' }, 503);
      }
      return c.body(null, 204);
    })
    .all(API_ROUTES.events, methodNotAllowed(['POST'], 'Method not allowed: send events with POST.'));
}
