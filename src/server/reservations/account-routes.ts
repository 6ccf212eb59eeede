import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import * as v from 'valibot';
import {
  GARAGE_RESERVATION_ERRORS,
  listedInGarage,
  shopperCanCancel,
} from '../../domain/reservations/garage-reservations.ts';
import { GARAGE_API_ROUTES } from '../../garage-api-paths.ts';
import { signedInUser, type UserEnv } from '../account/session-guard.ts';
import { DEFAULT_SESSION_LIFETIMES } from '../account/sessions.ts';
import { systemClock } from '../clock.ts';
import type { ServedTenant } from '../hosts.ts';
import { jsonBody, mediaType, type JsonBodyEnv } from '../middleware/json-body.ts';
import { methodNotAllowed } from '../middleware/method-not-allowed.ts';
import type { RefusalEnv } from '../middleware/refusal.ts';
import { postingTenant, readingTenant, type TenantEnv } from '../middleware/tenant.ts';
import { takeReservationAction } from './actions.ts';
import { garageReservation } from './answers.ts';
import type { ReservationApiOptions } from './routes.ts';
import { guarded, logEvent } from '../route-log.ts';
import { ReservationStore, type ShopperReservation } from './store.ts';
import { unsuccessful } from '../error-answers.ts';

const MAX_BODY_BYTES = 256;

const ERRORS = {
  host: 'No site is served here.',
  origin: 'A reservation is changed only from the dealer’s own website.',
  contentType: 'Send the request as JSON (Content-Type: application/json).',
  tooLarge: `A reservation request is ${MAX_BODY_BYTES} bytes at most.`,
  notJson: 'The request is not valid JSON.',
} as const;

const CancelRequest = v.strictObject(
  { id: v.pipe(v.string(GARAGE_RESERVATION_ERRORS.id), v.maxLength(100, GARAGE_RESERVATION_ERRORS.id)) },
  GARAGE_RESERVATION_ERRORS.id,
);

/**
 * The signed-in shopper's reservations in their garage (issue 28), on the site's own origin:
 * GET /account/reservations lists those they made signed in on this site, newest first (not
 * those still being authorised); POST /account/reservations/cancel `{id}` cancels one of
 * theirs as the e-mail's cancel link does (takeReservationAction: cancelled, the deposit
 * released through the processor, the shopper's 'reservation-settled' e-mail). 401 for a
 * visitor, 404 for a reservation that is not theirs, 409 once it can no longer be cancelled.
 */
export function accountReservationRoutes(options: ReservationApiOptions) {
  const { db, tenants, stock, payments } = options;
  const clock = options.clock ?? systemClock;
  const store = new ReservationStore(db);
  const sites = new Map(options.sites.map((site) => [site.slug, site]));
  const deps = { store, payments, notices: options.notices, clock };
  const user = signedInUser(db, options.lifetimes ?? DEFAULT_SESSION_LIFETIMES, (c, why) =>
    why === 'visitor'
      ? unsuccessful(c, 401, GARAGE_RESERVATION_ERRORS.visitor)
      : unsuccessful(c, 503, GARAGE_RESERVATION_ERRORS.unavailable),
  );
  const reading: MiddlewareHandler<TenantEnv<ServedTenant> & UserEnv> = every(
    readingTenant(tenants, ERRORS.host),
    user,
  );
  const posting: MiddlewareHandler<TenantEnv & JsonBodyEnv & RefusalEnv & UserEnv> = every(
    postingTenant(tenants, ERRORS.origin),
    mediaType(['application/json'], ERRORS.contentType),
    jsonBody(MAX_BODY_BYTES, ERRORS),
    user,
  );

  /** A reservation as the garage lists it, its car looked up in the feed now. */
  async function listed(tenant: string, reservation: ShopperReservation) {
    const site = sites.get(tenant);
    if (!site) return null;
    const car = await stock.car(tenant, reservation.car_slug).catch(() => null);
    return garageReservation(reservation, site, car);
  }

  const guard = (c: Context, event: string, tenant: string, work: () => Promise<Response>) =>
    guarded(event, tenant, work, () => unsuccessful(c, 503, GARAGE_RESERVATION_ERRORS.unavailable));

  return new Hono()
    .get(GARAGE_API_ROUTES.myReservations, reading, async (c) => {
      const tenant = c.var.tenant.slug;
      return guard(c, 'account.reservations', tenant, async () => {
        const rows = (await store.byUser(tenant, c.var.user.id)).filter((row) => listedInGarage(row.status));
        const items = await Promise.all(rows.map((row) => listed(tenant, row)));
        return c.json({ success: true, items: items.filter((item) => item !== null) });
      });
    })
    .post(GARAGE_API_ROUTES.myReservationCancel, posting, async (c) => {
      const tenant = c.var.tenant.slug;
      const body = v.safeParse(CancelRequest, c.var.body);
      if (!body.success)
        return unsuccessful(c, 422, GARAGE_RESERVATION_ERRORS.id, { errors: { id: GARAGE_RESERVATION_ERRORS.id } });
      return guard(c, 'account.reservations.cancel', tenant, async () => {
        const site = sites.get(tenant);
        const found = await store.ofUser(tenant, c.var.user.id, body.output.id);
        // another shopper's reservation is answered as one that does not exist
        if (!site || !found || !listedInGarage(found.status))
          return unsuccessful(c, 404, GARAGE_RESERVATION_ERRORS.notFound);
        const car = await stock.car(tenant, found.car_slug).catch(() => null);
        const settled = shopperCanCancel(found.status)
          ? await takeReservationAction(deps, 'cancel', found, site, car)
          : null;
        if (!settled) {
          // it ended meanwhile (the hold ran out, the dealer released it, another tab cancelled it): as it is now
          const now = (await store.ofUser(tenant, c.var.user.id, found.id)) ?? found;
          return unsuccessful(c, 409, GARAGE_RESERVATION_ERRORS.notNow, {
            reservation: garageReservation(now, site, car),
          });
        }
        logEvent('reservations.cancel', tenant, { reservation: settled.id, from: 'garage' });
        return c.json({
          success: true,
          reservation: garageReservation({ ...settled, lead_car_title: found.lead_car_title }, site, car),
        });
      });
    })
    .all(
      GARAGE_API_ROUTES.myReservations,
      methodNotAllowed(['GET'], 'Method not allowed: read your reservations with GET.'),
    )
    .all(
      GARAGE_API_ROUTES.myReservationCancel,
      methodNotAllowed(['POST'], 'Method not allowed: cancel a reservation with POST.'),
    );
}
