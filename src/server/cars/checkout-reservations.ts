import { ACTIVE_STATUSES, ReservationStore } from '../reservations/store.ts';
import type { Database } from '../storage/database.ts';

/**
 * The active statuses written out, as the partial index reservations_one_active_per_car names
 * them: a planner can use that index (one row per held car) only for a predicate it can match
 * with the index's own, which a parameter is not. The statuses are our constants, not input.
 */
const HELD = `status IN (${ACTIVE_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/**
 * The cars reservations through our checkout hold, as the car routes read them: the store's
 * own question for a page's cars, and every car held on a site for the next build
 * (GET /cars/reserved). "Held" is the store's: a reservation in one of its ACTIVE_STATUSES,
 * as the one-active-reservation-per-car index counts it.
 */
export class CheckoutReservations {
  readonly #db: Database;
  readonly #store: ReservationStore;

  constructor(db: Database) {
    this.#db = db;
    this.#store = new ReservationStore(db);
  }

  /** The cars of `slugs` held by an active reservation on the tenant's site. */
  reservedSlugs(tenant: string, slugs: readonly string[]): Promise<Set<string>> {
    return this.#store.reservedSlugs(tenant, slugs);
  }

  /** Every car an active reservation holds on the tenant's site (one per car, by the index), in code-point order. */
  async reservedCars(tenant: string): Promise<string[]> {
    const found = await this.#db.query<{ car_slug: string }>(
      `SELECT car_slug FROM reservations WHERE tenant = $1 AND ${HELD}`,
      [tenant],
    );
    // sorted here, not by the database, whose collation may differ between PGlite and a server
    return found.rows.map((row) => row.car_slug).sort();
  }
}
