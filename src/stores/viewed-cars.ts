import { persistentAtom } from '@nanostores/persistent';
import { forgetViewedCar, readViewedCars, recordViewedCar, type ViewedCar } from '../domain/account/viewed-cars.ts';

function decode(text: string): ViewedCar[] {
  try {
    return readViewedCars(JSON.parse(text));
  } catch {
    return [];
  }
}

/** spec §3 Viewed-car records, kept in this browser: the garage's 'Recently viewed'. */
export const $viewedCars = persistentAtom<ViewedCar[]>('viewed-cars', [], {
  encode: (value) => (value.length > 0 ? JSON.stringify(value) : undefined),
  decode,
});

export function recordViewed(car: ViewedCar): void {
  $viewedCars.set(recordViewedCar($viewedCars.get(), car));
}

export function forgetViewed(id: number): void {
  $viewedCars.set(forgetViewedCar($viewedCars.get(), id));
}
