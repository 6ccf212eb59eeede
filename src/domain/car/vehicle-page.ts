import type { Car } from '../../catalog/schema/car.ts';
import type { Site } from '../../tenant/schema/site.ts';

/**
 * Whether a car gets a vehicle page: every car the dealer shows on its website, sold ones
 * included (a shared link to a sold car lands on its SOLD page and the Find Me Something
 * Similar form, not a 404), less the cars the site never lists (spec §9: used-only sites,
 * excluded stock numbers and makes).
 */
export function hasVehiclePage(car: Car, site: Pick<Site, 'search'>): boolean {
  const base = site.search.baseStock;
  if (!car.show_on_dealer_website) return false;
  if (base.usedOnly && car.car_type !== 'used') return false;
  if (base.excludedStockNumbers.includes(car.stocknum)) return false;
  return !base.excludedMakes.some((make) => make.trim().toLowerCase() === car.make.trim().toLowerCase());
}
