import { describe, expect, it } from 'vitest';
import { loadInventory } from '../../../../src/catalog/inventory/load.ts';
import { carOffer, isAvailable } from '../../../../src/domain/car/availability.ts';
import { carTag } from '../../../../src/domain/car/tag.ts';
import { canBuyOnline, canReserve, showsFavourite } from '../../../../src/domain/car/visibility.ts';
import { carPhoneNumber, phoneNumbersFor } from '../../../../src/domain/contact/phone-number.ts';
import { belowMarket } from '../../../../src/domain/price/below-market.ts';
import { priceDisplay } from '../../../../src/domain/price/price-display.ts';
import { multiBrandGroup, NOW } from '../../../support/catalog-fixtures.ts';

// The rules take whole Site and Car values as they come from the loader, not only the
// narrow test objects of the other files.
describe('the car rules over a whole generated stock', async () => {
  const site = multiBrandGroup();
  const { cars } = await loadInventory(site, { tenantDir: 'tenants/test-group', now: NOW });

  it('has stock to judge', () => expect(cars.length).toBeGreaterThan(1000));

  it('gives every sold car the sold tag and the SOLD offer, and never a sales button', () => {
    for (const car of cars.filter((c) => c.status === 'sold')) {
      expect(carTag(car, site.tags, NOW)).toEqual({ kind: 'sold', text: 'JUST SOLD' });
      expect(carOffer(car).kind).toBe('sold');
      expect(canReserve(car, { enabled: true })).toBe(false);
      expect(canBuyOnline(car, { mode: 'all' })).toBe(false);
      expect(showsFavourite({ ...car, photos: car.images.length }, site.features.favourites)).toBe(false);
    }
  });

  it('shows a price, PREORDER or the no-price text for every car, and a badge only beside a price', () => {
    const kinds = new Set<string>();
    for (const car of cars) {
      const view = priceDisplay(car, { subscriptions: site.features.subscriptions, noPriceText: site.noPriceText });
      kinds.add(view.kind);
      if (belowMarket(car)) expect(view.kind).toBe('price');
    }
    expect(kinds).toEqual(new Set(['price', 'preorder', 'no-price']));
  });

  it('finds a phone number for every car, or says why not', () => {
    for (const car of cars) {
      const dealership = site.dealerships.find((d) => d.slug === car.dealership_slug);
      const result = carPhoneNumber(car, phoneNumbersFor(site, dealership));
      expect(result.phone !== null || result.warning.includes(String(car.id))).toBe(true);
    }
  });

  it('tags available cars by the precedence rules only', () => {
    for (const car of cars.filter(isAvailable)) {
      const tag = carTag(car, site.tags, NOW);
      expect(tag?.kind ?? 'none').not.toBe('sold');
    }
  });
});
