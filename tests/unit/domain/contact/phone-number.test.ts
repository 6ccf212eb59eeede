import { describe, expect, it } from 'vitest';
import { carPhoneNumber, phoneNumbersFor, type PhoneCar } from '../../../../src/domain/contact/phone-number.ts';
import type { PhoneNumbers } from '../../../../src/tenant/schema/dealerships.ts';

const car = (car_type: PhoneCar['car_type'], locationPhone: string | null = '08 9333 0000'): PhoneCar => ({
  id: 42,
  car_type,
  location: { phone: locationPhone },
});
const all: PhoneNumbers = {
  override: '1300 000 001',
  byCarType: { new: '08 9000 0002', used: '08 9000 0003', demo: '08 9000 0004' },
  newCars: '08 9000 0005',
  usedCars: '08 9000 0006',
};

describe('phone number choice, in order (spec §4)', () => {
  it.each([
    ['1 override', 'used', all, '1300 000 001', 'override'],
    ['2 per car type: new', 'new', { ...all, override: undefined }, '08 9000 0002', 'car-type'],
    ['2 per car type: used', 'used', { ...all, override: undefined }, '08 9000 0003', 'car-type'],
    ['2 per car type: demo', 'demo', { ...all, override: undefined }, '08 9000 0004', 'car-type'],
    [
      '2 demo falls back to the new entry',
      'demo',
      { ...all, override: undefined, byCarType: { new: '08 9000 0002' } },
      '08 9000 0002',
      'car-type',
    ],
    [
      '2 a used car does not take the new entry',
      'used',
      { byCarType: { new: '08 9000 0002' }, usedCars: '08 9000 0006' },
      '08 9000 0006',
      'used-cars',
    ],
    ['3 new-car number', 'used', { newCars: '08 9000 0005', usedCars: '08 9000 0006' }, '08 9000 0005', 'new-cars'],
    ['4 used-car number', 'new', { usedCars: '08 9000 0006' }, '08 9000 0006', 'used-cars'],
    ['5 location phone', 'new', {}, '08 9333 0000', 'location'],
    ['blank numbers are skipped', 'new', { override: ' ', newCars: '' }, '08 9333 0000', 'location'],
  ] as const)('%s', (_step, type, numbers, phone, source) => {
    expect(carPhoneNumber(car(type), numbers)).toEqual({ phone, source });
  });

  it('with no number at all, returns a warning for the caller to log instead of throwing', () => {
    const result = carPhoneNumber(car('demo', null), {});
    expect(result).toEqual({
      phone: null,
      warning: 'No phone number for car 42: no override, demo-car, new-car, used-car or location number is set.',
    });
    expect(carPhoneNumber({ id: 7, car_type: 'new', location: null }, {}).phone).toBeNull();
  });
});

describe('dealership phone numbers replace the site-wide ones (spec §4, §6)', () => {
  const site = { phoneNumbers: { newCars: '08 9000 0005', usedCars: '08 9000 0006' } };
  it('a dealership that sets numbers uses its own, whole', () => {
    const own = { byCarType: { used: '03 6000 0001' } };
    expect(phoneNumbersFor(site, { phoneNumbers: own })).toBe(own);
    expect(carPhoneNumber(car('new'), phoneNumbersFor(site, { phoneNumbers: own }))).toEqual({
      phone: '08 9333 0000',
      source: 'location',
    });
  });

  it.each([
    ['no dealership', null],
    ['a dealership without numbers', {}],
    ['a dealership with an empty numbers object', { phoneNumbers: {} }],
    ['a dealership with an empty car-type object', { phoneNumbers: { byCarType: {} } }],
  ])('%s uses the site-wide ones', (_case, dealership) => {
    expect(phoneNumbersFor(site, dealership)).toBe(site.phoneNumbers);
  });
});
