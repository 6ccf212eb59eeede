import { describe, expect, it } from 'vitest';
import { hasVehiclePage } from '../../../../src/domain/car/vehicle-page.ts';
import { makeCar, makeSite } from '../../../support/vehicle-fixtures.ts';

describe('which cars get a vehicle page', () => {
  it('every car shown on the website, sold ones too, less those the site never lists', () => {
    const site = makeSite();
    const base = site.search.baseStock;
    expect(hasVehiclePage(makeCar({ status: 'sold', sold_date_timestamp: 1 }), site)).toBe(true);
    expect(hasVehiclePage(makeCar({ show_on_dealer_website: false }), site)).toBe(false);
    const usedOnly = { ...site, search: { ...site.search, baseStock: { ...base, usedOnly: true } } };
    expect(hasVehiclePage(makeCar({ car_type: 'new' }), usedOnly)).toBe(false);
    const excluded = {
      ...site,
      search: { ...site.search, baseStock: { ...base, excludedMakes: ['toyota'], excludedStockNumbers: ['X1'] } },
    };
    expect(hasVehiclePage(makeCar(), excluded)).toBe(false);
    expect(hasVehiclePage(makeCar({ make: 'Kia', stocknum: 'X1' }), excluded)).toBe(false);
    expect(hasVehiclePage(makeCar({ make: 'Kia' }), excluded)).toBe(true);
  });
});
