// The build's stock with the cars reservations through the site hold: a listed car is
// reserved, a car the feed marks reserved stays so (src/catalog/inventory/reserved-cars.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  RESERVED_CARS_FILE_VARIABLE,
  reservedCarsFileText,
  reservedCarsForBuild,
  withReservedCars,
} from '../../../src/catalog/inventory/reserved-cars.ts';
import { makeCar } from '../../support/vehicle-fixtures.ts';

const free = makeCar({ id: 1, slug: 'free-car' });
const held = makeCar({ id: 2, slug: 'held-car' });
const feedReserved = makeCar({ id: 3, slug: 'feed-reserved-car', reserved: true });
const stock = [free, held, feedReserved];

const reservedOf = (cars: readonly { slug: string; reserved: boolean }[]) =>
  Object.fromEntries(cars.map((car) => [car.slug, car.reserved]));

describe('withReservedCars', () => {
  it.each<[string, string[], Record<string, boolean>]>([
    [
      'nothing held: the feed’s reserved cars alone',
      [],
      { 'free-car': false, 'held-car': false, 'feed-reserved-car': true },
    ],
    ['a held car becomes reserved', ['held-car'], { 'free-car': false, 'held-car': true, 'feed-reserved-car': true }],
    [
      'a car the feed marks reserved and the site holds stays reserved',
      ['feed-reserved-car', 'held-car'],
      { 'free-car': false, 'held-car': true, 'feed-reserved-car': true },
    ],
    [
      'a held car the stock does not have is ignored',
      ['sold-and-gone'],
      { 'free-car': false, 'held-car': false, 'feed-reserved-car': true },
    ],
  ])('%s', (_, slugs, expected) => {
    expect(reservedOf(withReservedCars(stock, new Set(slugs)))).toEqual(expected);
  });

  it('changes nothing else, and leaves the feed’s cars as they were', () => {
    const [, merged] = withReservedCars(stock, new Set(['held-car']));
    expect(merged).toEqual({ ...held, reserved: true, reserved_by_checkout: true });
    expect(held.reserved).toBe(false);
    expect(withReservedCars(stock, new Set(['held-car']))[0]).toBe(free);
  });

  it('marks only the cars our checkout reserved; the feed cannot claim the mark', () => {
    const merged = withReservedCars(stock, new Set(['held-car', 'feed-reserved-car']));
    expect(merged.map((car) => car.reserved_by_checkout)).toEqual([undefined, true, undefined]);
    const claimed = makeCar({ id: 4, slug: 'claimed-car', reserved: true, reserved_by_checkout: true });
    expect(withReservedCars([claimed], new Set())[0]?.reserved_by_checkout).toBeUndefined();
  });
});

describe('reservedCarsForBuild', () => {
  const dir = mkdtempSync(join(tmpdir(), 'reserved-cars-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return { [RESERVED_CARS_FILE_VARIABLE]: path };
  };

  it('reads the list the build script wrote for the tenant', () => {
    const env = file('ok.json', reservedCarsFileText('harbourside-toyota', ['held-car', 'other-car']));
    expect(reservedCarsForBuild('harbourside-toyota', env)).toEqual(new Set(['held-car', 'other-car']));
  });

  it('none without the variable (a build by hand), or with it empty', () => {
    expect(reservedCarsForBuild('harbourside-toyota', {})).toEqual(new Set());
    expect(reservedCarsForBuild('harbourside-toyota', { [RESERVED_CARS_FILE_VARIABLE]: '' })).toEqual(new Set());
  });

  it('stops on another tenant’s list, a file that is not a list, and one that is gone', () => {
    const other = file('other.json', reservedCarsFileText('outback-rv', ['held-car']));
    expect(() => reservedCarsForBuild('harbourside-toyota', other)).toThrow(
      /lists the cars of outback-rv, not harbourside-toyota/,
    );
    const wrong = file('wrong.json', '{"tenant":"harbourside-toyota","reserved":"held-car"}');
    expect(() => reservedCarsForBuild('harbourside-toyota', wrong)).toThrow(/is not a list of reserved cars/);
    const gone = { [RESERVED_CARS_FILE_VARIABLE]: join(dir, 'gone.json') };
    expect(() => reservedCarsForBuild('harbourside-toyota', gone)).toThrow(/cannot be read/);
  });
});
