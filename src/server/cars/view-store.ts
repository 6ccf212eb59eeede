import type { Database } from '../storage/database.ts';

/** The vehicle pages' view counts (car_views), one row per car. */
export class CarViewStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /** Counts one view of the car's page; returns the views counted here so far, this one included. */
  async count(tenant: string, carSlug: string): Promise<number> {
    // one statement: concurrent views of the same car each add one, none is lost
    const result = await this.#db.query<{ views: string }>(
      `INSERT INTO car_views (tenant, car_slug, views) VALUES ($1, $2, 1)
       ON CONFLICT (tenant, car_slug) DO UPDATE SET views = car_views.views + 1
       RETURNING views::text AS views`,
      [tenant, carSlug],
    );
    // as text: the drivers differ on how a bigint comes back (string or BigInt), text reads the same
    return Number(result.rows[0]?.views ?? 0);
  }
}
