import { Hono } from 'hono';
import * as v from 'valibot';
import { API_ROUTES } from '../../api-paths.ts';
import { SEARCH_API_ROUTES } from '../../search-api-paths.ts';
import { BUILD_API_ROUTES } from '../../build-api-paths.ts';
import { FORM_MESSAGES } from '../../domain/forms/messages.ts';
import { slug as SlugSchema } from '../../tenant/schema/fields.ts';
import type { Clock } from '../clock.ts';
import { addressRateLimit, type ClientAddress } from '../middleware/rate-limit.ts';
import { ownOrigin, readingTenant } from '../middleware/tenant.ts';
import { tenantCors } from '../middleware/tenant-cors.ts';
import type { RateLimit } from '../middleware/rate-limiter.ts';
import { TokenBuckets } from '../middleware/token-buckets.ts';
import type { ApiTenant } from '../tenancy/api-tenant.ts';
import type { Car } from '../../catalog/schema/car.ts';
import type { LiveStock } from './stock.ts';
import { carStatuses, parseStatusQuery } from './status.ts';
import { liveFields, parseViewQuery } from './view.ts';
import type { CarViewStore } from './view-store.ts';

/** The cars a reservation through our checkout holds (CheckoutReservations answers it). */
interface ReservationsReader {
  /** The cars of `slugs` held by an active reservation on the tenant's site. */
  reservedSlugs(tenant: string, slugs: readonly string[]): Promise<Set<string>>;
  /** Every car held by an active reservation on the tenant's site, in code-point order. */
  reservedCars(tenant: string): Promise<readonly string[]>;
}

export interface CarApiOptions {
  /** The tenants' feeds as they are now (feedStock), not as the build saw them. */
  stock: LiveStock;
  views: CarViewStore;
  /**
   * The reservations taken through our checkout, merged into `reserved` on every answer; without
   * it only the feed says which cars are reserved.
   */
  reservations?: ReservationsReader;
  tenants: readonly ApiTenant[];
  /** The client's address (as the lead route has it): a view counts once per address per car per day. */
  clientAddress?: ClientAddress;
  /** view.json per address, and the search cards' status apart; undefined: the default, null: none (tests). */
  viewLimit?: RateLimit | null;
  /** The clock of the rate limit (tests move it). */
  clock?: Clock;
}

/**
 * A shopper opens a car page every few seconds at most: 120 at once and 120 a minute per
 * address is more than a real one ever asks, and shoppers behind one address still get through.
 */
const DEFAULT_VIEW_RATE_LIMIT: RateLimit = { burst: 120, perSeconds: 60 };

const CAR_API_ERRORS = {
  tenant: 'No dealer website is served here.',
  car: 'This car is not in stock.',
  feed: 'The stock cannot be read just now.',
  views: 'The view could not be counted.',
  reservations: 'The reservations cannot be read just now.',
  origin: 'Views are counted only from the dealer’s own website.',
  rateLimited: 'Too many car views from here.',
  statusRateLimited: 'Too many car status requests from here.',
  byId: 'Cars are not looked up by id here.',
} as const;

const CAR_ID = /^[1-9]\d{0,15}$/;

/**
 * The reserved cars' list is public (every page shows 'Reserved') and only the build asks for
 * it, so a cache may keep it a minute: a build a minute behind misses a reservation the pages'
 * live status shows anyway, and the next build has it. The cars' CORS adds `Vary: Origin`,
 * which a shared cache needs: an API on a host of its own tells one site's request from
 * another's by the Origin alone.
 */
const RESERVED_CARS_CACHE = { 'Cache-Control': 'public, max-age=60' } as const;

/**
 * The vehicle page's live data (spec §7), read from the feed when asked: GET
 * /cars/:slug/view.json counts a view (once per address per car per day; another site's page
 * is refused, 403; past the rate per address, 429) and says what changed since the build, and
 * that the car is reserved while a reservation through our checkout holds it; GET
 * /cars/status?slugs=… says which of a search page's cards are reserved now; GET
 * /cars/by-id/:id/finance-disclaimer.json gives the lenders' disclaimers. Those answers are
 * never cached (the API sets no-store); a page treats any non-OK answer as no data. GET
 * /cars/reserved lists every car a reservation through our checkout holds, for the build
 * (scripts/lib/reserved-cars.ts), which puts them 'Reserved' into the static pages.
 */
export function carRoutes(options: CarApiOptions) {
  const { stock, views, tenants, reservations } = options;
  const byHost = readingTenant(tenants, CAR_API_ERRORS.tenant);
  const viewLimit = options.viewLimit === undefined ? DEFAULT_VIEW_RATE_LIMIT : options.viewLimit;
  const perAddress = (message: string) =>
    addressRateLimit(
      viewLimit ? new TokenBuckets(viewLimit, { clock: options.clock }) : null,
      options.clientAddress,
      message,
    );
  const viewRate = perAddress(CAR_API_ERRORS.rateLimited);
  // a search page asks once per page of results: its own buckets, so browsing takes no view's token
  const statusRate = perAddress(CAR_API_ERRORS.statusRateLimited);
  /** The cars of `slugs` a reservation holds (none without the reader). */
  const reservedHere = (tenant: string, slugs: readonly string[]) =>
    reservations ? reservations.reservedSlugs(tenant, slugs) : Promise.resolve(new Set<string>());
  return new Hono()
    .use('/cars/*', tenantCors(tenants, { methods: ['GET'] }))
    .get(API_ROUTES.carView, byHost, ownOrigin(tenants, CAR_API_ERRORS.origin), viewRate, async (c) => {
      const { tenant } = c.var;
      const parsed = parseViewQuery(c.req.queries());
      if (!parsed.ok) return c.json({ error: FORM_MESSAGES.fixErrors, errors: parsed.errors }, 400);
      const slug = c.req.param('slug');
      if (!v.is(SlugSchema, slug)) return c.json({ error: CAR_API_ERRORS.car }, 404);
      let car;
      try {
        car = await stock.car(tenant.slug, slug);
      } catch {
        return c.json({ error: CAR_API_ERRORS.feed }, 503);
      }
      // a car that left the feed is not counted: only live slugs reach the table
      if (!car) return c.json({ error: CAR_API_ERRORS.car }, 404);
      let counted: number;
      try {
        counted = await views.view(tenant.slug, car.slug, options.clientAddress?.(c));
      } catch {
        return c.json({ error: CAR_API_ERRORS.views }, 503);
      }
      let held: Set<string>;
      try {
        held = await reservedHere(tenant.slug, [car.slug]);
      } catch {
        return c.json({ error: CAR_API_ERRORS.reservations }, 503);
      }
      return c.json({ views: car.views + counted, car_fields: liveFields(car, parsed.query, held.has(car.slug)) });
    })
    .get(SEARCH_API_ROUTES.carStatus, byHost, statusRate, async (c) => {
      const { tenant } = c.var;
      const parsed = parseStatusQuery(c.req.queries());
      if (!parsed.ok) return c.json({ error: FORM_MESSAGES.fixErrors, errors: parsed.errors }, 400);
      const { slugs } = parsed;
      let inFeed: (Car | null)[];
      try {
        inFeed = await Promise.all(slugs.map((slug) => stock.car(tenant.slug, slug)));
      } catch {
        return c.json({ error: CAR_API_ERRORS.feed }, 503);
      }
      let held: Set<string>;
      try {
        held = await reservedHere(tenant.slug, slugs);
      } catch {
        return c.json({ error: CAR_API_ERRORS.reservations }, 503);
      }
      return c.json(carStatuses(slugs, inFeed, held));
    })
    .get(BUILD_API_ROUTES.reservedCars, byHost, async (c) => {
      let reserved: readonly string[];
      try {
        reserved = reservations ? await reservations.reservedCars(c.var.tenant.slug) : [];
      } catch {
        return c.json({ error: CAR_API_ERRORS.reservations }, 503);
      }
      return c.json({ reserved }, 200, RESERVED_CARS_CACHE);
    })
    .get(API_ROUTES.carFinanceDisclaimer, byHost, async (c) => {
      const { tenant } = c.var;
      if (!stock.carById) return c.json({ error: CAR_API_ERRORS.byId }, 503);
      const id = c.req.param('id');
      if (!CAR_ID.test(id)) return c.json({ error: CAR_API_ERRORS.car }, 404);
      let car;
      try {
        car = await stock.carById(tenant.slug, Number(id));
      } catch {
        return c.json({ error: CAR_API_ERRORS.feed }, 503);
      }
      if (!car) return c.json({ error: CAR_API_ERRORS.car }, 404);
      const lenders: Record<string, { disclaimer: string }> = {};
      for (const [provider, lender] of Object.entries(car.finance_lenders))
        if (lender.disclaimer.trim()) lenders[provider] = { disclaimer: lender.disclaimer };
      return c.json({ finance_lenders: lenders });
    });
}
