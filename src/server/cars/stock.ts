import type { Car } from '../../catalog/schema/car.ts';

/**
 * The tenant's stock as the API reads it when asked: the dealer's feed now, not the copy a
 * build rendered. A car sold or reserved since the build shows here first.
 */
export interface LiveStock {
  /** The car with this slug in the tenant's current feed, or null when it has left the feed. */
  car(tenant: string, slug: string): Promise<Car | null>;
  /**
   * The car with this feed id, or null. Optional: only the finance disclaimer is asked for by
   * id (spec §7), and a stock without it answers that call 503.
   */
  carById?(tenant: string, id: number): Promise<Car | null>;
  /** Every car of the tenant's current feed (the alerts' matching reads them all); [] for an unknown tenant. */
  cars?(tenant: string): Promise<readonly Car[]>;
}
