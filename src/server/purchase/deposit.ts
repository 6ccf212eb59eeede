import type { Car } from '../../catalog/schema/car.ts';
import { mayAnswer } from '../../domain/purchase/journey-progress.ts';
import { purchaseLeadFields } from '../../domain/purchase/purchase-lead.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { carDealer } from '../../views/vehicle/car-summary.ts';
import type { JourneyKey, PurchaseJourneyStore } from './store.ts';

/** The purchase a deposit completes: whose journey it is, and the purchase as its reservation lead carries it. */
export interface PurchaseDeposit {
  key: JourneyKey;
  leadFields: Record<string, string>;
}

/**
 * The shopper's journey for the car, when its four steps before the deposit are answered
 * (POST /reservations with journey 'purchase' takes the deposit only then); else null.
 */
export async function purchaseDeposit(
  journeys: PurchaseJourneyStore,
  site: Site,
  car: Car,
  userId: string,
): Promise<PurchaseDeposit | null> {
  const key = { tenant: site.slug, userId, carSlug: car.slug };
  const journey = await journeys.get(key);
  if (!journey || !mayAnswer('deposit', journey.choices)) return null;
  return { key, leadFields: purchaseLeadFields(journey.choices, carDealer(car, site).name) };
}
