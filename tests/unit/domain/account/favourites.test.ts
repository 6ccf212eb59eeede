import { describe, expect, it } from 'vitest';
import {
  isFavourite,
  readFavourites,
  removeFavourite,
  toggleFavourite,
  type FavouriteEntry,
} from '../../../../src/domain/account/favourites.ts';

/** How many a browser keeps: the oldest give way. */
const FAVOURITES_KEPT = 100;

const entry = (id: number, overrides: Partial<FavouriteEntry> = {}): FavouriteEntry => ({
  id,
  name: `2021 Toyota RAV4 GX ${id}`,
  slug: `2021-toyota-rav4-gx-${id}`,
  make: 'Toyota',
  model: 'RAV4',
  primary_image_url: '/img/cars/suv-red-side.svg',
  ...overrides,
});

describe('favourites toggle between added and removed, keyed by car id (spec §4)', () => {
  it('adds a car first in the list and says so', () => {
    const { favourites, added } = toggleFavourite([entry(1)], entry(2));
    expect(added).toBe(true);
    expect(favourites.map((f) => f.id)).toEqual([2, 1]);
  });

  it('removes a car that is in the list, by its id, whatever else the entry says', () => {
    const { favourites, added } = toggleFavourite([entry(1), entry(2)], entry(1, { name: 'renamed since' }));
    expect(added).toBe(false);
    expect(favourites.map((f) => f.id)).toEqual([2]);
  });

  it('keeps the newest ' + FAVOURITES_KEPT + ': the oldest gives way', () => {
    const full = Array.from({ length: FAVOURITES_KEPT }, (_, i) => entry(FAVOURITES_KEPT - i));
    const { favourites } = toggleFavourite(full, entry(1000));
    expect(favourites).toHaveLength(FAVOURITES_KEPT);
    expect(favourites[0]!.id).toBe(1000);
    expect(isFavourite(favourites, 1)).toBe(false);
  });

  it('removes by id, and leaves the list alone for an id not in it', () => {
    expect(removeFavourite([entry(1), entry(2)], 2)).toEqual([entry(1)]);
    expect(removeFavourite([entry(1)], 3)).toEqual([entry(1)]);
  });
});

describe('what the browser had stored is read entry by entry', () => {
  it('keeps entries of the §3 shape, in their order', () => {
    expect(readFavourites([entry(2), entry(1, { primary_image_url: null })])).toEqual([
      entry(2),
      entry(1, { primary_image_url: null }),
    ]);
  });

  it.each([
    ['not a list', { 1: entry(1) }],
    ['text', 'favourites'],
    ['null', null],
  ])('reads %s as no favourites', (_case, stored) => expect(readFavourites(stored)).toEqual([]));

  it('drops an entry that no longer fits and keeps the rest', () => {
    const stored = [entry(1), { ...entry(2), id: 'two' }, { ...entry(3), slug: '../../admin' }, { id: 4 }, entry(5)];
    expect(readFavourites(stored).map((f) => f.id)).toEqual([1, 5]);
  });

  it('keeps the first (newest) of a repeated id', () => {
    expect(readFavourites([entry(1, { name: 'newer' }), entry(1)])).toEqual([entry(1, { name: 'newer' })]);
  });

  it('reads at most ' + FAVOURITES_KEPT, () => {
    const stored = Array.from({ length: FAVOURITES_KEPT + 5 }, (_, i) => entry(i + 1));
    expect(readFavourites(stored)).toHaveLength(FAVOURITES_KEPT);
  });
});
