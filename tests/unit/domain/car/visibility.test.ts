import { describe, expect, it } from 'vitest';
import {
  canBuyOnline,
  canReserve,
  offersValuation,
  showsFavourite,
  showsHistoryReport,
  showsOnlinePurchase,
  showsWatchlistSave,
} from '../../../../src/domain/car/visibility.ts';

const image = { image: { url: 'https://cdn.example.com/1.jpg' } };

describe('reserve (spec §4: only when checkout is enabled for the car)', () => {
  it.each([
    [true, 'in_stock', false, true],
    [true, 'coming_soon', false, true],
    [true, 'in_stock', true, false],
    [true, 'sold', false, false],
    [false, 'in_stock', false, false],
  ] as const)('site reserve %s, %s, reserved %s → %s', (enabled, status, reserved, shows) => {
    expect(canReserve({ status, reserved }, { enabled })).toBe(shows);
  });
});

describe('history report (spec §4: only when the car has a file)', () => {
  it.each([
    ['https://reports.example.com/abc.pdf', true],
    [null, false],
    ['', false],
    ['  ', false],
  ])('%s → %s', (file, shows) => expect(showsHistoryReport({ file })).toBe(shows));
});

describe('online purchase per site (spec §4)', () => {
  const kia = { status: 'in_stock', car_type: 'new', make: 'Kia' } as const;
  const usedFord = { status: 'in_stock', car_type: 'used', make: 'Ford' } as const;
  const makes = { mode: 'makes', makes: ['Kia', 'MG'] } as const;
  it.each([
    ['off', { mode: 'off' }, kia, false],
    ['all', { mode: 'all' }, kia, true],
    ['all, sold', { mode: 'all' }, { ...kia, status: 'sold' }, false],
    ['all, coming soon', { mode: 'all' }, { ...kia, status: 'coming_soon' }, true],
    ['used only, new car', { mode: 'used' }, kia, false],
    ['used only, used car', { mode: 'used' }, usedFord, true],
    ['used only, demo car', { mode: 'used' }, { ...usedFord, car_type: 'demo' }, false],
    ['Kia and MG, Kia', makes, kia, true],
    ['Kia and MG, MG', makes, { ...kia, make: 'MG' }, true],
    ['Kia and MG, KIA in capitals', makes, { ...kia, make: 'KIA' }, true],
    ['Kia and MG, mg in lower case', makes, { ...kia, make: ' mg ' }, true],
    ['Kia and MG, Ford', makes, usedFord, false],
    ['Kia and MG, sold Kia', makes, { ...kia, status: 'sold' }, false],
  ] as const)('%s → %s', (_case, onlineBuying, car, buys) => {
    expect(canBuyOnline(car, onlineBuying)).toBe(buys);
  });
});

describe('the Online Purchase button (spec §4): a car the site sells online, not reserved', () => {
  const used = { status: 'in_stock', car_type: 'used', make: 'Toyota', reserved: false } as const;
  it.each([
    ['every car', { mode: 'all' }, used, true],
    ['every car, reserved', { mode: 'all' }, { ...used, reserved: true }, false],
    ['every car, sold', { mode: 'all' }, { ...used, status: 'sold' }, false],
    ['used only, new', { mode: 'used' }, { ...used, car_type: 'new' }, false],
    ['off', { mode: 'off' }, used, false],
  ] as const)('%s → %s', (_case, onlineBuying, car, shows) => {
    expect(showsOnlinePurchase(car, onlineBuying)).toBe(shows);
  });
});

describe('favourite button (spec §4)', () => {
  const inStock = { enabled: true, eligibility: 'in-stock' } as const;
  const strict = { enabled: true, eligibility: 'used-priced-with-photo' } as const;
  const used = { status: 'in_stock', car_type: 'used', price: 19990, images: [image] } as const;
  it.each([
    ['in stock', inStock, used, true],
    ['in stock, new', inStock, { ...used, car_type: 'new' }, true],
    ['in stock, no price or photo', inStock, { ...used, price: 0, images: [] }, true],
    ['coming soon', inStock, { ...used, status: 'coming_soon' }, false],
    ['sold', inStock, { ...used, status: 'sold' }, false],
    ['switched off', { enabled: false, eligibility: 'in-stock' }, used, false],
    ['strict: used, priced, one photo', strict, used, true],
    ['strict: price 1', strict, { ...used, price: 1 }, true],
    ['strict: price 0', strict, { ...used, price: 0 }, false],
    ['strict: no photo', strict, { ...used, images: [] }, false],
    ['strict: new', strict, { ...used, car_type: 'new' }, false],
    ['strict: demo', strict, { ...used, car_type: 'demo' }, false],
    ['strict: sold', strict, { ...used, status: 'sold' }, false],
  ] as const)('%s → %s', (_case, favourites, car, shows) => {
    expect(showsFavourite({ ...car, photos: car.images.length }, favourites)).toBe(shows);
  });
});

describe('watchlist save (spec §4: hidden for a sold car that is not already saved)', () => {
  it.each([
    ['in_stock', false, true],
    ['in_stock', true, true],
    ['coming_soon', false, true],
    ['sold', true, true],
    ['sold', false, false],
  ] as const)('%s, saved %s → %s', (status, saved, shows) => {
    expect(showsWatchlistSave({ status }, saved)).toBe(shows);
  });
});

describe('valuation (spec §4: in_stock, not sold, not reserved, price above 200, integration on)', () => {
  const car = { status: 'in_stock', reserved: false, price: 15000 } as const;
  it.each([
    ['eligible', car, true, true],
    ['price 200', { ...car, price: 200 }, true, false],
    ['price 200.01', { ...car, price: 200.01 }, true, true],
    ['price 201', { ...car, price: 201 }, true, true],
    ['price 199', { ...car, price: 199 }, true, false],
    ['reserved', { ...car, reserved: true }, true, false],
    ['sold', { ...car, status: 'sold' }, true, false],
    ['coming soon', { ...car, status: 'coming_soon' }, true, false],
    ['integration off', car, false, false],
  ] as const)('%s → %s', (_case, input, integration, offers) => {
    expect(offersValuation(input, integration)).toBe(offers);
  });
});
