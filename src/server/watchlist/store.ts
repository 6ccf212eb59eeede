import type { Queryable } from '../storage/database.ts';

/** A car on a shopper's watchlist (spec §3 Watchlist item), with what it cost when saved. */
export interface WatchlistItem {
  car_id: number;
  price_when_saved: number;
  saved_at: string;
}

/** The watchlist_items table: one row per user and car. */
export class WatchlistStore {
  readonly #db: Queryable;

  constructor(db: Queryable) {
    this.#db = db;
  }

  /** Saves a car; saving one already there keeps its first save (and its price then). */
  async save(userId: string, carId: number, price: number): Promise<void> {
    await this.#db.query(
      `INSERT INTO watchlist_items (user_id, car_id, price_when_saved) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, car_id) DO NOTHING`,
      [userId, carId, price],
    );
  }

  async remove(userId: string, carId: number): Promise<void> {
    await this.#db.query('DELETE FROM watchlist_items WHERE user_id = $1 AND car_id = $2', [userId, carId]);
  }

  async has(userId: string, carId: number): Promise<boolean> {
    const { rows } = await this.#db.query('SELECT 1 FROM watchlist_items WHERE user_id = $1 AND car_id = $2', [
      userId,
      carId,
    ]);
    return rows.length > 0;
  }

  /** The user's watchlist, newest first. */
  async list(userId: string): Promise<WatchlistItem[]> {
    const { rows } = await this.#db.query<{ car_id: number; price_when_saved: number; saved_at: Date | string }>(
      `SELECT car_id, price_when_saved, saved_at FROM watchlist_items WHERE user_id = $1 ORDER BY saved_at DESC, car_id`,
      [userId],
    );
    return rows.map((row) => ({
      car_id: row.car_id,
      price_when_saved: row.price_when_saved,
      saved_at: new Date(row.saved_at).toISOString(),
    }));
  }
}
