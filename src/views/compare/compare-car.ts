import type { Car } from '../../catalog/schema/car.ts';
import { COMPARE_FEATURES, type CompareCar } from '../../domain/account/compare.ts';
import { formatKilometres } from '../../domain/format.ts';
import { priceDisplay } from '../../domain/price/price-display.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { engineSummary } from '../vehicle/specs.ts';
import { financeOf } from '../vehicle/vehicle-view.ts';

/**
 * A car's facts for the compare page, as its vehicle page shows them: the price as displayed
 * (spec §4), the specification's own words, the finance estimate per week where the car has
 * one, and its first key features.
 */
export function compareCar(car: Car, site: Site, now: Date): CompareCar {
  const price = priceDisplay(car, { subscriptions: site.features.subscriptions, noPriceText: site.noPriceText });
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    primary_image_url: car.primary_image_url ?? null,
    price: price.kind === 'subscription' ? `${price.text} per week` : price.text,
    year: String(car.year),
    kilometres: car.km === null ? null : formatKilometres(car.km),
    body: car.body ?? car.simple_body ?? null,
    fuel: car.fuel ?? car.simple_fuel ?? null,
    transmission: car.transmission ?? car.simple_transmission ?? null,
    engine: engineSummary(car),
    seats: car.seats === null ? null : String(car.seats),
    weekly: financeOf(car, site, now)?.weekly ?? null,
    features: car.standardEquipment.slice(0, COMPARE_FEATURES),
  };
}
