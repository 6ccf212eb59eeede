import type { Car } from '../../catalog/schema/car.ts';
import { newMatchesEmail, priceDropsEmail, type AlertCar } from '../../domain/account/alert-emails.ts';
import { priceDropped, SAVED_SEARCH_LIMITS, type SavedSearchCriteria } from '../../domain/account/saved-searches.ts';
import { and } from '../../domain/search/filter-tree.ts';
import { priceDisplay } from '../../domain/price/price-display.ts';
import { savedSearchMatcher } from '../../search/saved-search-match.ts';
import { tenantDocuments } from '../../search/tenant-documents.ts';
import { carHref } from '../../site-urls.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { Database } from '../storage/database.ts';
import { shopperMessage, tokenLinks, type AlertSite } from './alert-site.ts';
import type { AlertLinks } from './links.ts';
import type { ShopperMailOutbox } from './shopper-mail.ts';

export interface MatchRun {
  /** Saved searches matched. */
  searches: number;
  /** Cars that matched a search for the first time. */
  newMatches: number;
  /** Alert e-mails queued (new matches and price drops). */
  emails: number;
  /** Watched cars whose price fell. */
  priceDrops: number;
}

export interface MatchOptions {
  db: Database;
  site: Site;
  alertSite: AlertSite;
  /** The tenant's feed now. */
  cars: readonly Car[];
  now: Date;
  outbox: ShopperMailOutbox;
  links: AlertLinks;
}

interface SearchRow {
  id: string;
  user_id: string;
  label: string;
  path: string;
  criteria: SavedSearchCriteria | string;
  alerts: boolean;
  created_at: Date | string;
  baseline: boolean;
  email: string | null;
}

interface WatchRow {
  user_id: string;
  car_id: number;
  last_seen: number;
  email: string | null;
  price_drops: boolean;
}

function alertCar(car: Car, options: MatchOptions): AlertCar {
  const { site, alertSite } = options;
  return {
    name: car.name,
    price: priceDisplay(car, { subscriptions: site.features.subscriptions, noPriceText: site.noPriceText }).text,
    km: car.km,
    location: car.location_name || car.city,
    url: `${alertSite.origin}${carHref(car.slug)}`,
  };
}

const parsedCriteria = (value: SavedSearchCriteria | string): SavedSearchCriteria =>
  typeof value === 'string' ? (JSON.parse(value) as SavedSearchCriteria) : value;

/**
 * One tenant's matching after its feed changed. Each saved search's matches are recorded
 * (saved_search_matches), and only the cars recorded by this run are new: a car is alerted
 * once, whatever runs overlap. A search's first run records its baseline, and alerts only the
 * cars listed after the search was saved. New cars are e-mailed when the search's alerts are
 * on and its shopper's address is confirmed; otherwise they are recorded quietly, so
 * switching alerts on later never sends a backlog. Watched cars whose price fell below the
 * price last seen are e-mailed to shoppers who asked for price drops.
 */
export async function matchTenant(options: MatchOptions): Promise<MatchRun> {
  const { db, site, cars, now } = options;
  const run: MatchRun = { searches: 0, newMatches: 0, emails: 0, priceDrops: 0 };
  const listed = tenantDocuments(site, cars, now).documents;
  const byId = new Map(cars.map((car) => [car.id, car]));

  const searches = await db.query<SearchRow>(
    `SELECT s.id, s.user_id, s.label, s.path, s.criteria, s.alerts, s.created_at, s.matched_at IS NULL AS baseline,
            CASE WHEN a.confirmed_at IS NOT NULL THEN a.email END AS email
     FROM saved_searches s JOIN shopper_users u ON u.id = s.user_id
     LEFT JOIN alert_addresses a ON a.user_id = s.user_id
     WHERE u.tenant = $1 ORDER BY s.created_at`,
    [site.slug],
  );
  for (const search of searches.rows) {
    run.searches++;
    const matches = savedSearchMatcher(parsedCriteria(search.criteria), and());
    const matching = listed.filter(matches);
    const savedAt = new Date(search.created_at).getTime() / 1000;
    await db.transaction(async (tx) => {
      const recorded = await tx.query<{ car_id: number }>(
        `INSERT INTO saved_search_matches (saved_search_id, car_id) SELECT $1, unnest($2::int[])
         ON CONFLICT DO NOTHING RETURNING car_id`,
        [search.id, matching.map((doc) => Number(doc.id))],
      );
      await tx.query('UPDATE saved_searches SET matched_at = now() WHERE id = $1', [search.id]);
      const recordedIds = new Set(recorded.rows.map((row) => row.car_id));
      // in rank order, as the search page lists them
      const fresh = matching.filter(
        (doc) => recordedIds.has(Number(doc.id)) && (!search.baseline || doc.listed_at > savedAt),
      );
      run.newMatches += fresh.length;
      if (!search.alerts || !search.email || fresh.length === 0) return;
      const links = tokenLinks(
        options.alertSite,
        await options.links.token({ k: 'search', t: site.slug, s: search.id }),
      );
      const email = newMatchesEmail({
        siteName: site.name,
        label: search.label,
        searchUrl: `${options.alertSite.origin}${search.path}`,
        cars: fresh.flatMap((doc) => {
          const car = byId.get(Number(doc.id));
          return car ? [alertCar(car, options)] : [];
        }),
        shown: SAVED_SEARCH_LIMITS.carsPerEmail,
        unsubscribeUrl: links.unsubscribe,
      });
      await options.outbox.enqueue(
        tx,
        { user: search.user_id },
        'new-matches',
        shopperMessage(options.alertSite, search.email, email, links.oneClick),
      );
      run.emails++;
    });
  }

  const watched = await db.query<WatchRow>(
    `SELECT w.user_id, w.car_id, coalesce(w.last_seen_price, w.price_when_saved) AS last_seen,
            CASE WHEN a.confirmed_at IS NOT NULL THEN a.email END AS email, coalesce(a.price_drops, false) AS price_drops
     FROM watchlist_items w JOIN shopper_users u ON u.id = w.user_id
     LEFT JOIN alert_addresses a ON a.user_id = w.user_id
     WHERE u.tenant = $1 ORDER BY w.user_id, w.saved_at`,
    [site.slug],
  );
  const byUser = Map.groupBy(watched.rows, (row) => row.user_id);
  for (const [userId, items] of byUser) {
    await db.transaction(async (tx) => {
      const drops: { car: Car; was: number }[] = [];
      for (const item of items) {
        const car = byId.get(item.car_id);
        if (!car || car.status === 'sold' || car.price === item.last_seen) continue;
        // only the run that moves the price on alerts it, whatever runs overlap
        const moved = await tx.query(
          `UPDATE watchlist_items SET last_seen_price = $3
           WHERE user_id = $1 AND car_id = $2 AND coalesce(last_seen_price, price_when_saved) = $4`,
          [userId, item.car_id, car.price, item.last_seen],
        );
        if (moved.rowCount > 0 && priceDropped(item.last_seen, car.price)) drops.push({ car, was: item.last_seen });
      }
      run.priceDrops += drops.length;
      const first = items[0];
      if (drops.length === 0 || !first?.email || !first.price_drops) return;
      const links = tokenLinks(options.alertSite, await options.links.token({ k: 'prices', t: site.slug, u: userId }));
      const email = priceDropsEmail({
        siteName: site.name,
        drops: drops.map(({ car, was }) => ({
          ...alertCar(car, options),
          was: priceDisplay(
            { ...car, price: was, before_price: null },
            { subscriptions: false, noPriceText: site.noPriceText },
          ).text,
        })),
        garageUrl: `${options.alertSite.origin}${options.alertSite.garagePath}`,
        unsubscribeUrl: links.unsubscribe,
      });
      await options.outbox.enqueue(
        tx,
        { user: userId },
        'price-drops',
        shopperMessage(options.alertSite, first.email, email, links.oneClick),
      );
      run.emails++;
    });
  }
  return run;
}
