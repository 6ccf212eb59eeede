import { describe, expect, it } from 'vitest';
import {
  COMPARE_FAVOURITES_HREF,
  compareFeatures,
  compareHref,
  compareRows,
  compareSource,
  type CompareCar,
} from '../../../../src/domain/account/compare.ts';
import {
  COMPARE_MAX,
  isCompared,
  readCompareList,
  toggleCompare,
  type CompareEntry,
} from '../../../../src/domain/account/compare-list.ts';

const entry = (id: number): CompareEntry => ({ id, slug: `car-${id}`, name: `Car ${id}` });

const car = (overrides: Partial<CompareCar>): CompareCar => ({
  id: 1,
  slug: 'car-1',
  name: 'Car 1',
  primary_image_url: null,
  price: '$30,000',
  year: '2022',
  kilometres: '12,000 km',
  body: 'SUV',
  fuel: 'Petrol',
  transmission: 'Automatic',
  engine: '2.0L 4cyl',
  seats: '5',
  weekly: '$120',
  features: ['Bluetooth', 'Reversing Camera'],
  ...overrides,
});

describe('the compare list', () => {
  it('up to 4 cars in the order added; a fifth is refused and the list kept', () => {
    let list: CompareEntry[] = [];
    for (const id of [1, 2, 3, 4]) {
      const next = toggleCompare(list, entry(id));
      expect(next.outcome).toBe('added');
      list = next.list;
    }
    expect(list.map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(toggleCompare(list, entry(5))).toEqual({ list, outcome: 'full' });
    const removed = toggleCompare(list, entry(2));
    expect(removed.outcome).toBe('removed');
    expect(isCompared(removed.list, 2)).toBe(false);
    expect(toggleCompare(removed.list, entry(5)).outcome).toBe('added');
    expect(COMPARE_MAX).toBe(4);
  });

  it('reads what was stored entry by entry: damaged, repeated and extra entries are dropped', () => {
    expect(
      readCompareList([
        entry(1),
        { id: 'x' },
        entry(1),
        { ...entry(2), slug: 'Not A Slug' },
        entry(3),
        entry(4),
        entry(5),
        entry(6),
      ]),
    ).toEqual([entry(1), entry(3), entry(4), entry(5)]);
    expect(readCompareList('nope')).toEqual([]);
  });
});

describe('the compare address', () => {
  it('names the cars, and is read back: valid slugs, each once, the first 4', () => {
    expect(compareHref(['a-1', 'b-2'])).toBe('/compare/?cars=a-1,b-2');
    expect(compareHref()).toBe('/compare/');
    expect(compareSource('?cars=a-1,B-2,a-1,../etc,c-3,d-4,e-5')).toEqual({ slugs: ['a-1', 'b-2', 'c-3', 'd-4'] });
    expect(compareSource('?cars=')).toEqual({ slugs: [] });
    expect(compareSource(new URL(COMPARE_FAVOURITES_HREF, 'https://x.example').search)).toBe('favourites');
    expect(compareSource('')).toBe('stored');
  });
});

describe('the compare table', () => {
  it('marks the facts the cars differ on, a missing one too; one car differs on nothing', () => {
    const rows = compareRows([car({}), car({ id: 2, price: '$28,500', seats: null })]);
    const differs = Object.fromEntries(rows.map((row) => [row.key, row.differs]));
    expect(differs).toMatchObject({ price: true, seats: true, year: false, fuel: false });
    expect(rows.find((row) => row.key === 'seats')!.values).toEqual(['5', '–']);
    expect(rows.map((row) => row.label)).toEqual([
      'Price',
      'Year',
      'Kilometres',
      'Body',
      'Fuel',
      'Transmission',
      'Engine',
      'Seats',
      'Finance per week',
    ]);
    expect(compareRows([car({})]).some((row) => row.differs)).toBe(false);
  });

  it('marks a key feature only some of the cars have', () => {
    const features = compareFeatures([car({}), car({ id: 2, features: ['Bluetooth', 'Sunroof'] })]);
    expect(features).toEqual([
      [
        { feature: 'Bluetooth', shared: true },
        { feature: 'Reversing Camera', shared: false },
      ],
      [
        { feature: 'Bluetooth', shared: true },
        { feature: 'Sunroof', shared: false },
      ],
    ]);
  });
});
