import { Hono } from 'hono';
import * as v from 'valibot';
import type { Car } from '../../catalog/schema/car.ts';
import { DEALER_API_ROUTES } from '../../dealer-api-paths.ts';
import {
  DEALER_JOURNEY_MESSAGES,
  DealerJourneyQuerySchema,
  type DealerJourneysAnswer,
} from '../../domain/purchase/dealer-journeys.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { LiveStock } from '../cars/stock.ts';
import { failed } from '../error-answers.ts';
import { dealerKey } from '../middleware/dealer-key.ts';
import { methodNotAllowed } from '../middleware/method-not-allowed.ts';
import { guarded } from '../route-log.ts';
import { issuesByField } from '../schema-issues.ts';
import type { ApiTenant } from '../tenancy/api-tenant.ts';
import { dealerJourneyAnswer } from './answers.ts';
import type { JourneyCursor, PurchaseJourneyStore } from './store.ts';

export interface DealerJourneyRouteDeps {
  journeys: PurchaseJourneyStore;
  sites: ReadonlyMap<string, Site>;
  tenants: readonly ApiTenant[];
  stock: LiveStock;
  /** Each site's dealer key by tenant slug (dealerKeysFromEnv). */
  dealerKeys: ReadonlyMap<string, string>;
}

// the cursor: the last journey's activity (to the microsecond, as stored) and id, opaque to the dealer
const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z) ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const encodeCursor = (cursor: JourneyCursor) =>
  btoa(`${cursor.at} ${cursor.id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function decodeCursor(text: string): JourneyCursor | null {
  let decoded: string;
  try {
    decoded = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const match = CURSOR.exec(decoded);
  return match ? { at: match[1]!, id: match[2]! } : null;
}

/**
 * GET /dealer/purchase-journeys: the dealer's systems (or `npm run purchase-journeys`) read the
 * site's online purchases with its dealer key, the newest activity first, a page at a time:
 * 200 `{journeys, next_cursor}` (DealerJourneysAnswer); 400 naming each filter it refuses; 404
 * on a site that sells no car online; 401/403/503 from the key's guard. Only the site's own
 * journeys: the tenant is the site the request's Host (else Origin) names, the key that site's;
 * or, where they name none (the API's own address), the site whose key it is.
 */
export function dealerJourneyRoutes(deps: DealerJourneyRouteDeps) {
  const { journeys, sites, stock } = deps;

  /** The cars of a page's journeys from the live feed, each once; a car the feed lacks, or a feed not read, is null. */
  async function carsOf(tenant: string, slugs: readonly string[]): Promise<Map<string, Car | null>> {
    const distinct = [...new Set(slugs)];
    const cars = await Promise.all(distinct.map((slug) => stock.car(tenant, slug).catch(() => null)));
    return new Map(distinct.map((slug, i) => [slug, cars[i] ?? null]));
  }

  return new Hono()
    .get(
      DEALER_API_ROUTES.purchaseJourneys,
      dealerKey({
        tenants: deps.tenants,
        keys: deps.dealerKeys,
        offers: (slug) => (sites.get(slug)?.features.onlineBuying.mode ?? 'off') !== 'off',
        realm: 'purchase-journeys',
        event: 'purchase.dealer',
        messages: { notOffered: DEALER_JOURNEY_MESSAGES.notSold, keyNotSet: DEALER_JOURNEY_MESSAGES.keyNotSet },
      }),
      async (c) => {
        const slug = c.var.tenant.slug;
        const refused = (errors: Record<string, string>) =>
          failed(c, 400, DEALER_JOURNEY_MESSAGES.badFilter, { errors });
        const given = c.req.queries();
        const repeated = Object.keys(given).filter((name) => (given[name]?.length ?? 0) > 1);
        if (repeated.length > 0)
          return refused(Object.fromEntries(repeated.map((name) => [name, `${name}: give it once.`])));
        const parsed = v.safeParse(DealerJourneyQuerySchema, c.req.query());
        if (!parsed.success) return refused(issuesByField(parsed.issues, 'query'));
        const { status, since, car, limit, cursor } = parsed.output;
        const after = cursor === undefined ? undefined : decodeCursor(cursor);
        if (after === null) return refused({ cursor: DEALER_JOURNEY_MESSAGES.cursor });
        return guarded(
          'purchase.dealer-list',
          slug,
          async () => {
            const page = await journeys.forDealer(slug, { status, since, carSlug: car, limit, after });
            const cars = await carsOf(
              slug,
              page.journeys.map((listed) => listed.journey.car_slug),
            );
            const answer: DealerJourneysAnswer = {
              journeys: page.journeys.map((listed) =>
                dealerJourneyAnswer(listed, cars.get(listed.journey.car_slug) ?? null),
              ),
              next_cursor: page.next && encodeCursor(page.next),
            };
            return c.json(answer);
          },
          () => failed(c, 503, DEALER_JOURNEY_MESSAGES.unavailable),
        );
      },
    )
    .all(
      DEALER_API_ROUTES.purchaseJourneys,
      methodNotAllowed(['GET'], 'Method not allowed: read the purchase journeys with GET.'),
    );
}
