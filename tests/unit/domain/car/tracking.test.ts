import { describe, expect, it } from 'vitest';
import { carTracking } from '../../../../src/domain/car/tracking.ts';

const RAV4 = { status: 'in_stock', make: 'Toyota', model: 'RAV4', year: 2022, km: 18_500, badge: 'GXL' } as const;

describe('carTracking (spec §3 tracking event parameters)', () => {
  it('a car with every field', () => {
    expect(carTracking(RAV4)).toEqual({
      vehicleStatus: 'in_stock',
      vehicleMake: 'Toyota',
      vehicleModel: 'RAV4',
      vehicleYear: 2022,
      vehicleKilometers: 18_500,
      vehicleGrade: 'GXL',
    });
  });

  it.each([
    ['no odometer reading (null)', { km: null }, 'vehicleKilometers'],
    ['no odometer reading (a search document leaves it out)', { km: undefined }, 'vehicleKilometers'],
    ['no badge', { badge: null }, 'vehicleGrade'],
    ['a blank badge', { badge: '  ' }, 'vehicleGrade'],
  ])('%s: the parameter is left out, not sent empty', (_, change, left) => {
    expect(carTracking({ ...RAV4, ...change })).not.toHaveProperty(left);
  });

  it('a brand-new car with 0 km says 0', () => {
    expect(carTracking({ ...RAV4, km: 0 }).vehicleKilometers).toBe(0);
  });

  it.each(['in_stock', 'coming_soon', 'sold'] as const)('status %s is the vehicleStatus', (status) => {
    expect(carTracking({ ...RAV4, status }).vehicleStatus).toBe(status);
  });

  it('the badge is trimmed', () => {
    expect(carTracking({ ...RAV4, badge: ' GX ' }).vehicleGrade).toBe('GX');
  });
});
