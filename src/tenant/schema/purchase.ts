import * as v from 'valibot';
import { DeliveryFeesSchema } from './delivery.ts';
import { doc } from './fields.ts';
import { OnRoadCostsSchema } from './on-road-costs.ts';

/**
 * The online purchase (spec §2 /checkout-journey, features.onlineBuying says which cars): what
 * the drive-away estimate adds for this dealer, and whether and how far it delivers a car.
 */
export const PurchaseSchema = v.strictObject({
  onRoadCosts: v.optional(
    doc(
      OnRoadCostsSchema,
      'The dealer delivery charge and any state registration and CTP figures of its own, added to the drive-away estimate (default: none, the catalogue’s figures).',
    ),
  ),
  homeDelivery: v.optional(
    doc(
      DeliveryFeesSchema,
      'Home delivery of a car bought online, priced by distance from the car’s location to the buyer’s postcode. Absent: pick-up only.',
    ),
  ),
});
