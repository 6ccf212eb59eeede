import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarInput } from '../../../../src/catalog/schema/car.ts';
import type { Site } from '../../../../src/tenant/schema/site.ts';
import { vehiclePageData } from '../../../../src/views/vehicle/vehicle-page-data.ts';
import { vehicleView } from '../../../../src/views/vehicle/vehicle-view.ts';
import { makeCar, makeSite, NOW } from '../../../support/vehicle-fixtures.ts';

// the fixture car has no phone number of its own, which logs a warning by design (spec §4)
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const DAY_MS = 24 * 3600_000;

function pageData(overrides: Partial<CarInput>, site: Site = makeSite()) {
  const car = makeCar(overrides);
  const view = vehicleView(car, site, NOW);
  return {
    shown: view.tag,
    data: vehiclePageData(car, site, { view, url: `/cars/${car.slug}`, images: [], now: NOW }),
  };
}

describe('vehiclePageData: the tag the page shows once the live data says reserved (spec §4 precedence)', () => {
  const site = makeSite();
  const hybridSite: Site = { ...site, tags: { ...site.tags, electricHybrid: 'Hybrid' } };

  it.each<[string, Partial<CarInput>, Site]>([
    ['no tag yet: Reserved', { created_at: new Date(NOW.getTime() - 30 * DAY_MS).toISOString() }, site],
    ['New gives way to Reserved', { created_at: new Date(NOW.getTime() - DAY_MS).toISOString() }, site],
    ['the car’s own tag gives way to Reserved', { tag: 'Runout Sale' }, site],
  ])('%s', (_, overrides, on) => {
    const { data } = pageData({ reserved: false, ...overrides }, on);
    expect(data.reservedTag).toEqual({ kind: 'reserved', text: 'Reserved' });
  });

  it('a hybrid keeps its tag ahead of Reserved: nothing to change', () => {
    const { shown, data } = pageData({ reserved: false, simple_fuel: 'Hybrid' }, hybridSite);
    expect(shown).toEqual({ kind: 'electric-hybrid', text: 'Hybrid' });
    expect(data.reservedTag).toBeNull();
  });

  it('the tag once a reservation through our checkout has ended: the car’s own, by precedence', () => {
    const old = new Date(NOW.getTime() - 30 * DAY_MS).toISOString();
    expect(pageData({ reserved: true, reserved_by_checkout: true, created_at: old }).data.unreserved).toEqual({
      tag: null,
    });
    expect(
      pageData({ reserved: true, reserved_by_checkout: true, tag: 'Runout Sale', created_at: old }).data.unreserved
        ?.tag,
    ).not.toBeNull();
    // the feed's reservation is never undone by the live data
    expect(pageData({ reserved: true }).data.unreserved).toBeNull();
    expect(pageData({ reserved: false }).data.unreserved).toBeNull();
  });

  it('a car built reserved shows Reserved already: nothing to change', () => {
    const { shown, data } = pageData({ reserved: true });
    expect(shown).toEqual({ kind: 'reserved', text: 'Reserved' });
    expect(data.reservedTag).toBeNull();
  });
});
