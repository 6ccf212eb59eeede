import type { KeyedHash } from '../privacy/keyed-hash.ts';
import type { Database, Queryable } from '../storage/database.ts';

/**
 * A view counts once per client address per car per day: what a dealer reads as "people who
 * looked at this car today", which reloads, a shopper coming back and a script hammering the
 * page do not inflate.
 */
const VIEW_PERIOD_SECONDS = 24 * 3600;

export interface CarViewStoreOptions {
  /** Hashes the client address (shopperHash): the address itself is never stored. */
  shopperHash: KeyedHash;
}

/** The vehicle pages' view counts (car_views, one row per car) and who was counted (car_view_visitors). */
export class CarViewStore {
  readonly #db: Database;
  readonly #hash: KeyedHash;

  constructor(db: Database, options: CarViewStoreOptions) {
    this.#db = db;
    this.#hash = options.shopperHash;
  }

  /**
   * A view of the car's page from `address`: counted unless that address's view of the car
   * was counted within the period. Returns the views counted so far. Without an address
   * nothing tells one viewer from another, so nothing is counted.
   */
  async view(tenant: string, carSlug: string, address: string | undefined): Promise<number> {
    if (!address) {
      const found = await this.#db.query<{ views: string }>(
        'SELECT views::text AS views FROM car_views WHERE tenant = $1 AND car_slug = $2',
        [tenant, carSlug],
      );
      return Number(found.rows[0]?.views ?? 0);
    }
    const addressHash = await this.#hash.of('address', address);
    // one statement: the visitor's row decides whether the car's count goes up, so two views
    // from one address at once count once, and views from many addresses at once all count
    const result = await this.#db.query<{ views: string }>(
      `WITH visitor AS (
         INSERT INTO car_view_visitors (tenant, car_slug, address_hash) VALUES ($1::text, $2::text, $3::text)
         ON CONFLICT (tenant, car_slug, address_hash) DO UPDATE SET counted_at = now()
           WHERE car_view_visitors.counted_at <= now() - make_interval(secs => $4)
         RETURNING 1
       ), counted AS (
         INSERT INTO car_views (tenant, car_slug, views) SELECT $1::text, $2::text, 1 FROM visitor
         ON CONFLICT (tenant, car_slug) DO UPDATE SET views = car_views.views + 1
         RETURNING views
       )
       SELECT coalesce(
         (SELECT views FROM counted),
         (SELECT views FROM car_views WHERE tenant = $1::text AND car_slug = $2::text),
         0
       )::text AS views`,
      [tenant, carSlug, addressHash, VIEW_PERIOD_SECONDS],
    );
    // as text: the drivers differ on how a bigint comes back (string or BigInt), text reads the same
    return Number(result.rows[0]?.views ?? 0);
  }
}

/** Deletes the visitors whose period is over: they no longer keep a view from counting. Returns how many went. */
export async function deleteOldViewVisitors(db: Queryable): Promise<number> {
  const result = await db.query('DELETE FROM car_view_visitors WHERE counted_at <= now() - make_interval(secs => $1)', [
    VIEW_PERIOD_SECONDS,
  ]);
  return result.rowCount;
}
