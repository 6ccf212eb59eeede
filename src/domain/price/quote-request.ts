import type { Car } from '../../catalog/schema/car.ts';

/** spec §5 Quote request: only if the price is above 0 (a finance quote needs a price to quote on). */
export function canRequestQuote(car: Pick<Car, 'price'>): boolean {
  return car.price > 0;
}
