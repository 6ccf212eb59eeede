import type { Car } from '../../catalog/schema/car.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { isAvailable } from './availability.ts';

type Features = Site['features'];

/** features.onlineBuying, read-only (a make list from anywhere will do). */
type OnlineBuyingOption =
  { mode: 'off' } | { mode: 'all' } | { mode: 'used' } | { mode: 'makes'; makes: readonly string[] };

/**
 * spec §4 "Reserve shows only when checkout is enabled for the car". Checkout is enabled
 * for a car when the site offers reserving (features.reserve.enabled), the car is
 * available (in_stock or coming_soon) and nobody has reserved it yet.
 */
export function canReserve(
  car: Pick<Car, 'status' | 'reserved'>,
  reserve: Pick<Features['reserve'], 'enabled'>,
): boolean {
  return reserve.enabled && isAvailable(car) && !car.reserved;
}

/** spec §4 "History report shows only when the car has a file" (a blank link is no file). */
export function showsHistoryReport(car: Pick<Car, 'file'>): boolean {
  return Boolean(car.file?.trim());
}

/**
 * spec §4 Online Purchase, per site (features.onlineBuying): off; every car; used cars
 * only; or the listed makes only (compared without regard to case or surrounding spaces,
 * so 'KIA' in a feed matches 'Kia' in the config). Only available cars can be bought.
 */
export function canBuyOnline(
  car: Pick<Car, 'status' | 'car_type' | 'make'>,
  onlineBuying: OnlineBuyingOption,
): boolean {
  if (!isAvailable(car)) return false;
  switch (onlineBuying.mode) {
    case 'off':
      return false;
    case 'all':
      return true;
    case 'used':
      return car.car_type === 'used';
    case 'makes': {
      const make = car.make.trim().toLowerCase();
      return onlineBuying.makes.some((listed) => listed.trim().toLowerCase() === make);
    }
  }
}

/**
 * spec §4 Online Purchase, the vehicle page's button: a car the site sells online that nobody
 * has reserved (a reserved car's journey could not take its deposit).
 */
export function showsOnlinePurchase(
  car: Pick<Car, 'status' | 'car_type' | 'make' | 'reserved'>,
  onlineBuying: OnlineBuyingOption,
): boolean {
  return canBuyOnline(car, onlineBuying) && !car.reserved;
}

/**
 * spec §4 Favourites: the button shows only for in-stock cars (status in_stock; a
 * coming_soon car is not in stock). With eligibility 'used-priced-with-photo' the car must
 * also be used, priced (price above 0) and have at least one image.
 */
export function showsFavourite(
  car: Pick<Car, 'status' | 'car_type' | 'price'> & { photos: number },
  favourites: Features['favourites'],
): boolean {
  if (!favourites.enabled || car.status !== 'in_stock') return false;
  if (favourites.eligibility === 'in-stock') return true;
  return car.car_type === 'used' && car.price > 0 && car.photos > 0;
}

/** spec §4 Watchlist save: a sold car that is not already saved hides the save button (a saved one can still be removed). */
export function showsWatchlistSave(car: Pick<Car, 'status'>, alreadySaved: boolean): boolean {
  return car.status !== 'sold' || alreadySaved;
}

/** spec §4: the valuation needs a price above 200. */
const VALUATION_MIN_PRICE_EXCLUSIVE = 200;

/**
 * spec §4 "A valuation feature requires the car to be in_stock, not sold, not reserved,
 * and priced above 200 when the integration is enabled" (features.valuation).
 */
export function offersValuation(car: Pick<Car, 'status' | 'reserved' | 'price'>, integrationOn: boolean): boolean {
  return integrationOn && car.status === 'in_stock' && !car.reserved && car.price > VALUATION_MIN_PRICE_EXCLUSIVE;
}
