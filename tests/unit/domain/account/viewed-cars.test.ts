import { describe, expect, it } from 'vitest';
import {
  forgetViewedCar,
  readViewedCars,
  recordViewedCar,
  type ViewedCar,
} from '../../../../src/domain/account/viewed-cars.ts';

const car = (id: number, overrides: Partial<ViewedCar> = {}): ViewedCar => ({
  id,
  stocknum: `ST${id}`,
  make: 'Mazda',
  model: 'CX-5',
  body: '4D Wagon',
  simple_body: 'SUV',
  name: `2022 Mazda CX-5 Maxx ${id}`,
  slug: `2022-mazda-cx-5-maxx-${id}`,
  primary_image_url: '/img/cars/suv-red-side.svg',
  ...overrides,
});

describe('recently viewed cars (spec §3 Viewed-car record)', () => {
  it('puts the car just viewed first, once', () => {
    expect(recordViewedCar([car(1), car(2)], car(2)).map((c) => c.id)).toEqual([2, 1]);
  });

  it('keeps the last 12', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => car(12 - i));
    const viewed = recordViewedCar(twelve, car(13));
    expect(viewed).toHaveLength(12);
    expect(viewed[0]!.id).toBe(13);
    expect(viewed.some((c) => c.id === 1)).toBe(false);
  });

  it('forgets one car on request', () => {
    expect(forgetViewedCar([car(1), car(2)], 1)).toEqual([car(2)]);
  });

  it('reads back what still fits, dropping the rest and repeats', () => {
    const stored = [car(1), { ...car(2), slug: 'javascript:alert(1)' }, car(1), { ...car(3), body: 7 }, car(4)];
    expect(readViewedCars(stored).map((c) => c.id)).toEqual([1, 4]);
    expect(readViewedCars({})).toEqual([]);
  });

  it('reads back 12 at most', () => {
    expect(readViewedCars(Array.from({ length: 20 }, (_, i) => car(i + 1)))).toHaveLength(12);
  });
});
