import type { Car } from '../../catalog/schema/car.ts';
import { FIND_SIMILAR_FORM, type FindSimilarForm } from '../forms/find-similar.ts';

/** spec §4 Availability: in_stock and coming_soon count as available. */
const AVAILABLE_STATUSES: ReadonlySet<string> = new Set(['in_stock', 'coming_soon']);

/** spec §4 Availability: in_stock and coming_soon are available; any other status (sold) is not. */
export function isAvailable(car: Pick<Car, 'status'>): boolean {
  return AVAILABLE_STATUSES.has(car.status);
}

/** What the vehicle page and the card offer instead of, or as, the sales buttons. */
export type CarOffer =
  | { kind: 'sales-buttons' }
  | {
      kind: 'sold';
      /** The SOLD message shown instead of the buttons. */
      message: 'SOLD';
      /** The Find Me Something Similar form and its prefill (spec §2 Vehicle page). */
      findSimilar: FindSimilarForm;
    };

/**
 * spec §4 Availability: available cars show the sales buttons; unavailable cars show the
 * SOLD message and the Find Me Something Similar form (spec §2) instead.
 */
export function carOffer(car: Pick<Car, 'status'>): CarOffer {
  return isAvailable(car)
    ? { kind: 'sales-buttons' }
    : { kind: 'sold', message: 'SOLD', findSimilar: FIND_SIMILAR_FORM };
}
