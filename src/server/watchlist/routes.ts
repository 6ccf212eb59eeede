import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import * as v from 'valibot';
import { API_ROUTES } from '../../api-paths.ts';
import { australianMobile } from '../../domain/account/mobile-number.ts';
import { WATCHLIST_ERRORS, type WatchedCar, type WatchlistEntry } from '../../domain/account/watchlist.ts';
import { showsWatchlistSave } from '../../domain/car/visibility.ts';
import { FORM_MESSAGES } from '../../domain/forms/messages.ts';
import type { LiveStock } from '../cars/stock.ts';
import { unsuccessful } from '../error-answers.ts';
import { jsonBody, mediaType, type JsonBodyEnv } from '../middleware/json-body.ts';
import { methodNotAllowed } from '../middleware/method-not-allowed.ts';
import type { RefusalEnv } from '../middleware/refusal.ts';
import { postingTenant, readingTenant, type TenantEnv } from '../middleware/tenant.ts';
import { issuesByField } from '../schema-issues.ts';
import type { Database } from '../storage/database.ts';
import type { ApiTenant } from '../tenancy/api-tenant.ts';
import { signedInUser, type UserEnv } from '../account/session-guard.ts';
import { DEFAULT_SESSION_LIFETIMES, type SessionLifetimes, type ShopperUser } from '../account/sessions.ts';
import { WatchlistStore } from './store.ts';

export interface WatchlistApiOptions {
  db: Database;
  tenants: readonly ApiTenant[];
  /** The tenants' feeds now: a car is saved only while it is in stock. */
  stock: LiveStock;
  lifetimes?: SessionLifetimes;
}

const MAX_BODY_BYTES = 256;

const ERRORS = {
  origin: 'The watchlist is changed only from the dealer’s own website.',
  contentType: 'Send the request as JSON (Content-Type: application/json).',
  tooLarge: `A watchlist request is ${MAX_BODY_BYTES} bytes at most.`,
  notJson: 'The request is not valid JSON.',
  host: 'No site is served here.',
} as const;

/** spec §7: {phone_number, car_id}. */
const WatchlistChange = v.strictObject({
  phone_number: v.pipe(v.string(WATCHLIST_ERRORS.otherNumber), v.maxLength(32, WATCHLIST_ERRORS.otherNumber)),
  car_id: v.pipe(
    v.number('Please send car_id as a number.'),
    v.integer('Please send car_id as a whole number.'),
    v.minValue(1, 'Please send car_id as a whole number, 1 or more.'),
    v.maxValue(2_147_483_647, 'Please send car_id as a whole number up to 2147483647.'),
  ),
});

/**
 * spec §7 POST /watchlist/save-car and /watchlist/remove-car (under /api), `{phone_number,
 * car_id}`, answered `{success}` (and `error`, which the page shows in an alert, §8): only
 * for the signed-in shopper, whose number phone_number must be; a car is saved while it is in
 * the tenant's live stock and not sold (§4). GET /watchlist lists the shopper's cars.
 */
export function watchlistRoutes(options: WatchlistApiOptions) {
  const { db, tenants, stock } = options;
  const store = new WatchlistStore(db);
  const user = signedInUser(db, options.lifetimes ?? DEFAULT_SESSION_LIFETIMES, (c, why) =>
    why === 'visitor'
      ? unsuccessful(c, 401, WATCHLIST_ERRORS.visitor)
      : unsuccessful(c, 503, WATCHLIST_ERRORS.unavailable),
  );
  const change: MiddlewareHandler<TenantEnv & JsonBodyEnv & RefusalEnv & UserEnv> = every(
    postingTenant(tenants, ERRORS.origin),
    mediaType(['application/json'], ERRORS.contentType),
    jsonBody(MAX_BODY_BYTES, ERRORS),
    user,
  );

  /** A watched car as the live stock has it now (spec §3 Watchlist item: the garage shows its state and price). */
  async function watchedCar(tenant: string, carId: number): Promise<WatchedCar | null> {
    const car = stock.carById ? await stock.carById(tenant, carId) : null;
    if (!car) return null;
    const { slug, name, status, reserved, price, primary_image_url } = car;
    return { slug, name, status, reserved, price, primary_image_url };
  }

  /** The change's car id, or the answer refusing it: phone_number must be the signed-in shopper's. */
  function checked(c: Context, body: unknown, user: ShopperUser): { carId: number } | Response {
    const result = v.safeParse(WatchlistChange, body);
    if (!result.success)
      return unsuccessful(c, 422, FORM_MESSAGES.fixErrors, { errors: issuesByField(result.issues, 'body') });
    if (australianMobile(result.output.phone_number) !== user.phone)
      return unsuccessful(c, 403, WATCHLIST_ERRORS.otherNumber);
    return { carId: result.output.car_id };
  }

  return new Hono()
    .post(API_ROUTES.watchlistSave, change, async (c) => {
      const body = checked(c, c.var.body, c.var.user);
      if (body instanceof Response) return body;
      try {
        const car = stock.carById ? await stock.carById(c.var.tenant.slug, body.carId) : null;
        if (!car) return unsuccessful(c, 422, WATCHLIST_ERRORS.notInStock);
        if (!showsWatchlistSave(car, await store.has(c.var.user.id, body.carId)))
          return unsuccessful(c, 422, WATCHLIST_ERRORS.sold);
        await store.save(c.var.user.id, body.carId, car.price);
      } catch {
        return unsuccessful(c, 503, WATCHLIST_ERRORS.unavailable);
      }
      return c.json({ success: true });
    })
    .post(API_ROUTES.watchlistRemove, change, async (c) => {
      const body = checked(c, c.var.body, c.var.user);
      if (body instanceof Response) return body;
      try {
        await store.remove(c.var.user.id, body.carId);
      } catch {
        return unsuccessful(c, 503, WATCHLIST_ERRORS.unavailable);
      }
      return c.json({ success: true });
    })
    .get(API_ROUTES.watchlist, readingTenant(tenants, ERRORS.host), user, async (c) => {
      try {
        const items = await store.list(c.var.user.id);
        const entries: WatchlistEntry[] = await Promise.all(
          items.map(async (item) => ({ ...item, car: await watchedCar(c.var.tenant.slug, item.car_id) })),
        );
        return c.json({ success: true, items: entries });
      } catch {
        return unsuccessful(c, 503, WATCHLIST_ERRORS.unavailable);
      }
    })
    .all(API_ROUTES.watchlistSave, methodNotAllowed(['POST'], 'Method not allowed: save a car with POST.'))
    .all(API_ROUTES.watchlistRemove, methodNotAllowed(['POST'], 'Method not allowed: remove a car with POST.'))
    .all(API_ROUTES.watchlist, methodNotAllowed(['GET'], 'Method not allowed: read the watchlist with GET.'));
}
