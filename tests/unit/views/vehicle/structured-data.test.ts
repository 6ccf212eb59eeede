import { describe, expect, it } from 'vitest';
import type { Car } from '../../../../src/catalog/schema/car.ts';
import { jsonLdScript, vehicleStructuredData } from '../../../../src/views/vehicle/structured-data.ts';
import { makeCar, makeCaravan, makeSite } from '../../../support/vehicle-fixtures.ts';

const site = makeSite();
const URL_ = 'https://www.test-toyota.com.au/cars/2021-toyota-rav4-gx-101';
const IMAGES = [
  'https://www.test-toyota.com.au/img/cars/101-1.jpg',
  'https://www.test-toyota.com.au/img/cars/101-2.jpg',
];

function data(car: Car = makeCar(), availability: 'available' | 'sold' = 'available', images = IMAGES) {
  const [vehicle, breadcrumbs] = vehicleStructuredData({ car, site, url: URL_, images, availability });
  return { vehicle: vehicle as Record<string, unknown>, breadcrumbs };
}

describe('vehicle JSON-LD: the Car', () => {
  it('describes every field of a full car', () => {
    expect(data().vehicle).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2021 Toyota RAV4 GX',
      url: URL_,
      image: IMAGES,
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'RAV4',
      vehicleConfiguration: 'GX',
      vehicleModelDate: '2021',
      color: 'Atomic Rush',
      vehicleInteriorColor: 'Black',
      fuelType: 'Petrol - Unleaded ULP',
      vehicleTransmission: 'Constantly Variable Transmission',
      driveWheelConfiguration: 'Front Wheel Drive',
      vehicleEngine: {
        '@type': 'EngineSpecification',
        engineDisplacement: { '@type': 'QuantitativeValue', value: 1987, unitCode: 'CMQ' },
      },
      bodyType: 'Wagon',
      vehicleSeatingCapacity: 5,
      numberOfDoors: 4,
      vehicleIdentificationNumber: 'JTMW43FV80D012345',
      itemCondition: 'https://schema.org/UsedCondition',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 12345, unitCode: 'KMT' },
      offers: {
        '@type': 'Offer',
        price: 27990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        url: URL_,
        seller: { '@type': 'AutoDealer', name: 'test-toyota' },
      },
    });
  });

  it.each([
    ['new', 'https://schema.org/NewCondition'],
    ['demo', 'https://schema.org/UsedCondition'],
    ['used', 'https://schema.org/UsedCondition'],
  ] as const)('a %s car is %s', (car_type, condition) => {
    expect(data(makeCar({ car_type })).vehicle.itemCondition).toBe(condition);
  });

  it.each([
    ['in_stock', 'available', 'https://schema.org/InStock'],
    ['coming_soon', 'available', 'https://schema.org/PreOrder'],
    ['sold', 'sold', 'https://schema.org/SoldOut'],
    ['in_stock', 'sold', 'https://schema.org/SoldOut'],
  ] as const)('status %s, %s → %s', (status, availability, expected) => {
    const car = makeCar({ status, sold_date_timestamp: status === 'sold' ? 1795000000 : null });
    expect(data(car, availability).vehicle.offers).toMatchObject({ availability: expected });
  });

  // spec §4/§9: a price shows only above 10. An offer without its price is one Google rejects,
  // so a car without a price ('Enquire for price.') has no offer at all.
  it.each([
    [0, false],
    [10, false],
    [11, true],
  ])('price %s has an offer: %s', (price, offered) => {
    const { vehicle } = data(makeCar({ price }));
    expect('offers' in vehicle).toBe(offered);
    if (offered) expect(vehicle.offers).toMatchObject({ '@type': 'Offer', price, priceCurrency: 'AUD' });
  });

  it.each([
    ['car', 'Car'],
    ['motorcycle', 'Motorcycle'],
    ['caravan', 'Vehicle'],
  ] as const)('a %s is a schema.org %s', (item_type, type) => {
    expect(data(makeCar({ item_type })).vehicle['@type']).toBe(type);
  });

  it('a caravan has no odometer, engine, seats or drive, and is still listed with its offer', () => {
    const { vehicle } = data(makeCaravan());
    expect(vehicle).toMatchObject({ '@type': 'Vehicle', name: '2024 Jayco Journey Outback', bodyType: 'Caravan' });
    for (const key of ['mileageFromOdometer', 'vehicleEngine', 'vehicleSeatingCapacity', 'driveWheelConfiguration'])
      expect(vehicle).not.toHaveProperty(key);
    expect(vehicle.offers).toMatchObject({ price: 27990 });
  });

  it('omits the odometer, VIN, badge, colour, seats, engine and images when unknown', () => {
    const car = makeCar({ km: null, vin: null, badge: null, colour: '', seats: null, engine_size: null });
    const { vehicle } = data(car, 'available', []);
    for (const key of [
      'mileageFromOdometer',
      'vehicleIdentificationNumber',
      'vehicleConfiguration',
      'color',
      'vehicleSeatingCapacity',
      'vehicleEngine',
      'image',
    ]) {
      expect(vehicle).not.toHaveProperty(key);
    }
    expect(vehicle.name).toBe('2021 Toyota RAV4 GX');
  });

  it('keeps an odometer of 0 km', () => {
    expect(data(makeCar({ km: 0, car_type: 'new' })).vehicle.mileageFromOdometer).toMatchObject({ value: 0 });
  });
});

describe('vehicle JSON-LD: the BreadcrumbList', () => {
  it.each([
    ['used', 'Used Cars', '/search/used-cars'],
    ['new', 'New Cars', '/search/new-cars'],
    ['demo', 'Demo Cars', '/search/demo-cars'],
  ] as const)('a %s car: Home → Search → %s (%s) → the car, absolute', (car_type, label, path) => {
    expect(data(makeCar({ car_type })).breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.test-toyota.com.au/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Search',
          item: 'https://www.test-toyota.com.au/search/new-used-and-demo-cars',
        },
        { '@type': 'ListItem', position: 3, name: label, item: `https://www.test-toyota.com.au${path}` },
        { '@type': 'ListItem', position: 4, name: '2021 Toyota RAV4 GX', item: URL_ },
      ],
    });
  });
});

describe('jsonLdScript', () => {
  it('escapes <, > and & so dealer text cannot close the script', () => {
    const text = jsonLdScript({ name: 'Great </script><script>alert(1)</script> & <!-- more' });
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toBe(
      '{"name":"Great \\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\u003c!-- more"}',
    );
  });

  it.each([
    [{ name: 'A <b>&</b> "quoted" \\ line\u2028sep' }],
    [
      vehicleStructuredData({
        car: makeCar({ name: '</script>' }),
        site,
        url: URL_,
        images: IMAGES,
        availability: 'available',
      }),
    ],
  ])('reads back to the same data', (value) => {
    const text = jsonLdScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
