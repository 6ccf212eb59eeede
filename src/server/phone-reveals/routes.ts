import { Hono } from 'hono';
import { API_ROUTES } from '../../api-paths.ts';
import { FORM_MESSAGES } from '../../domain/forms/messages.ts';
import { methodNotAllowed } from '../middleware/method-not-allowed.ts';
import { smallJsonPost, type SmallJsonRouteOptions } from '../middleware/small-json-post.ts';
import { tenantCors } from '../middleware/tenant-cors.ts';
import type { RateLimit } from '../middleware/rate-limiter.ts';
import type { LiveStock } from '../cars/stock.ts';
import { sqlState } from '../storage/database.ts';
import { checkPhoneReveal, revealTargetErrors } from './schema.ts';
import type { PhoneRevealStore } from './store.ts';

/** Three ids: anything longer is not a reveal. */
const MAX_PHONE_REVEAL_BODY_BYTES = 512;

/** A shopper reveals a number or two per car; 30 at once and 30 a minute per address is plenty. */
const DEFAULT_PHONE_REVEAL_RATE_LIMIT: RateLimit = { burst: 30, perSeconds: 60 };

export type PhoneRevealApiOptions = SmallJsonRouteOptions<PhoneRevealStore> & {
  /** The tenants' feeds as they are now: a reveal must name a car in them. */
  stock: LiveStock;
};

const PHONE_REVEAL_ERRORS = {
  origin: 'Phone reveals are accepted only from the dealer’s own website.',
  rateLimited: 'Too many phone reveals from here.',
  contentType: 'Send the reveal as JSON (Content-Type: application/json).',
  tooLarge: `A reveal is ${MAX_PHONE_REVEAL_BODY_BYTES} bytes at most.`,
  notJson: 'The reveal is not valid JSON.',
  failed: 'The reveal could not be stored.',
  stock: 'The stock cannot be read just now.',
} as const;

/**
 * POST /phone-reveals (under /api): a shopper clicked a hidden phone number (spec §4). The
 * guards of every small JSON POST (smallJsonPost), then the schema and the tenant's
 * website id (422), then the car (in the tenant's live stock) and the dealership (the
 * tenant's and the car's) (422); 201 {ok: true} when stored, 503 when the stock cannot be
 * read or the database fails, which the page only logs.
 */
export function phoneRevealRoutes(options: PhoneRevealApiOptions) {
  const { store, tenants, stock } = options;
  const guard = smallJsonPost(options, {
    defaultLimit: DEFAULT_PHONE_REVEAL_RATE_LIMIT,
    maxBytes: MAX_PHONE_REVEAL_BODY_BYTES,
    errors: PHONE_REVEAL_ERRORS,
  });
  return new Hono()
    .use(
      API_ROUTES.phoneReveals,
      tenantCors(tenants, { methods: ['POST'], allowHeaders: ['Content-Type'], exposeHeaders: ['Retry-After'] }),
    )
    .post(API_ROUTES.phoneReveals, guard, async (c) => {
      const { tenant, body } = c.var;
      // a tenant written out by hand (tests) may not know its website id: then any is taken
      const checked = checkPhoneReveal(body, tenant.websiteId);
      if (!checked.ok) return c.json({ error: FORM_MESSAGES.fixErrors, errors: checked.errors }, 422);
      if (!stock.carById) return c.json({ error: PHONE_REVEAL_ERRORS.stock }, 503);
      let car;
      try {
        car = await stock.carById(tenant.slug, checked.reveal.car_id);
      } catch {
        return c.json({ error: PHONE_REVEAL_ERRORS.stock }, 503);
      }
      const wrong = revealTargetErrors(checked.reveal, car, tenant.dealershipIds);
      if (wrong) return c.json({ error: FORM_MESSAGES.fixErrors, errors: wrong }, 422);
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
    })
    .all(API_ROUTES.phoneReveals, methodNotAllowed(['POST'], 'Method not allowed: send phone reveals with POST.'));
}
