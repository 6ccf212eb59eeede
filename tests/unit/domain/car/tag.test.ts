import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carTag, type TagCar, type TagOptions } from '../../../../src/domain/car/tag.ts';

const NOW = new Date('2026-11-20T01:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

const OLD = ago(30 * DAY);
const car = (overrides: Partial<TagCar> = {}): TagCar => ({
  status: 'in_stock',
  simple_fuel: 'Petrol',
  reserved: false,
  certified: false,
  tag: null,
  created_at: OLD,
  ...overrides,
});
const defaults: TagOptions = { electricHybrid: null, certifiedImage: false, new: 'New', sold: 'JUST SOLD' };
/** Whether a car listed at `createdAt` carries the New tag (nothing else tags it). */
const isNewListing = (createdAt: string, now: Date) =>
  carTag(car({ created_at: createdAt }), defaults, now)?.kind === 'new';
const everything: TagOptions = { electricHybrid: 'Hybrid', certifiedImage: true, new: 'New', sold: 'JUST SOLD' };

describe('tag precedence (spec §4)', () => {
  // Each row turns on every rule from its own step down, so the row proves its step wins over the later ones.
  const all: Partial<TagCar> = {
    simple_fuel: 'Hybrid',
    reserved: true,
    certified: true,
    tag: 'Runout Sale',
    status: 'coming_soon',
    created_at: ago(DAY),
  };
  it.each([
    ['1 electric/hybrid', all, { kind: 'electric-hybrid', text: 'Hybrid' }],
    ['2 Reserved', { ...all, simple_fuel: 'Diesel' }, { kind: 'reserved', text: 'Reserved' }],
    [
      '3 certified image',
      { ...all, simple_fuel: 'Diesel', reserved: false },
      { kind: 'certified-image', text: 'Certified' },
    ],
    [
      '4 the car’s own tag',
      { ...all, simple_fuel: 'Diesel', reserved: false, certified: false },
      { kind: 'own', text: 'Runout Sale' },
    ],
    [
      '5 COMING SOON',
      { ...all, simple_fuel: 'Diesel', reserved: false, certified: false, tag: null },
      { kind: 'coming-soon', text: 'COMING SOON' },
    ],
    [
      '6 New',
      { ...all, simple_fuel: 'Diesel', reserved: false, certified: false, tag: null, status: 'in_stock' },
      { kind: 'new', text: 'New' },
    ],
    ['7 none', { status: 'in_stock', created_at: OLD }, null],
  ] as const)('step %s', (_step, overrides, expected) => {
    expect(carTag(car(overrides), everything, NOW)).toEqual(expected);
  });

  it.each([['Electric'], ['Hybrid'], ['Plug-in Hybrid']] as const)('%s cars get the electric/hybrid tag', (fuel) => {
    expect(carTag(car({ simple_fuel: fuel }), { ...defaults, electricHybrid: 'EV' }, NOW)).toEqual({
      kind: 'electric-hybrid',
      text: 'EV',
    });
  });

  it.each([['Petrol'], ['Diesel'], [null]] as const)('%s cars do not', (fuel) => {
    expect(carTag(car({ simple_fuel: fuel }), { ...defaults, electricHybrid: 'EV' }, NOW)).toBeNull();
  });

  it('the site options off: no electric/hybrid tag, no certified image', () => {
    expect(carTag(car({ simple_fuel: 'Electric' }), defaults, NOW)).toBeNull();
    expect(carTag(car({ certified: true }), defaults, NOW)).toBeNull();
  });

  it('the certified image needs a certified car', () => {
    expect(carTag(car({ certified: false }), everything, NOW)).toBeNull();
  });

  it('a blank own tag counts as none; an own tag is trimmed', () => {
    expect(carTag(car({ tag: '   ' }), defaults, NOW)).toBeNull();
    expect(carTag(car({ tag: ' Test Drive Only ' }), defaults, NOW)).toEqual({ kind: 'own', text: 'Test Drive Only' });
  });

  it('uses the site’s own new and sold texts', () => {
    const site = { ...defaults, new: 'Just Arrived', sold: 'SOLD' };
    expect(carTag(car({ created_at: ago(DAY) }), site, NOW)).toEqual({ kind: 'new', text: 'Just Arrived' });
    expect(carTag(car({ status: 'sold' }), site, NOW)).toEqual({ kind: 'sold', text: 'SOLD' });
  });

  it('a sold car shows the sold tag (default JUST SOLD) whatever else is true of it', () => {
    const sold = car({ ...all, status: 'sold' });
    expect(carTag(sold, everything, NOW)).toEqual({ kind: 'sold', text: 'JUST SOLD' });
  });
});

describe('the New tag window of 8 days (spec §9)', () => {
  it.each([
    ['just now', 0, true],
    ['7 days ago', 7 * DAY, true],
    ['8 days less a second ago', 8 * DAY - 1000, true],
    ['exactly 8 days ago', 8 * DAY, true],
    ['8 days and a millisecond ago', 8 * DAY + 1, false],
    ['8 days and a minute ago', 8 * DAY + 60_000, false],
    ['9 days ago', 9 * DAY, false],
    ['in the future (feed clock skew)', -DAY, true],
  ])('listed %s: new %s', (_when, age, isNew) => {
    expect(carTag(car({ created_at: ago(age) }), defaults, NOW)).toEqual(isNew ? { kind: 'new', text: 'New' } : null);
  });

  it('reads listing times with an offset', () => {
    // 2026-11-12T12:00+11:00 is 2026-11-12T01:00Z: exactly 8 days before NOW.
    expect(isNewListing('2026-11-12T12:00:00+11:00', NOW)).toBe(true);
    expect(isNewListing('2026-11-12T11:59:59+11:00', NOW)).toBe(false);
  });

  it('an unreadable listing time is not new', () => expect(isNewListing('not a date', NOW)).toBe(false));

  it('any age up to 8 days is new and any older is not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * DAY }), (age) => {
        expect(isNewListing(ago(age), NOW)).toBe(age <= 8 * DAY);
      }),
    );
  });
});
