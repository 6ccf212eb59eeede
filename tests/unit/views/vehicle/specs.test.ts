import { describe, expect, it } from 'vitest';
import {
  carSummary,
  engineSummary,
  keyInformation,
  specificationRows,
  specificationsTitle,
} from '../../../../src/views/vehicle/specs.ts';
import { makeCar, makeCaravan, makeSite, NOW } from '../../../support/vehicle-fixtures.ts';

const site = makeSite();
const caravanSite = makeSite({ specs: { removedKeys: ['rego'], caravan: true } });
const pairs = (items: { label: string; value: string }[]) => items.map((i) => [i.label, i.value]);
const keys = (items: { key: string }[]) => items.map((i) => i.key);

describe('Key information (spec §2: most useful first, 4 shown before Show More)', () => {
  it('lists every fact of a full car, in order, formatted', () => {
    expect(pairs(keyInformation(makeCar(), site, NOW))).toEqual([
      ['Kilometres', '12,345 km'],
      ['Transmission', 'Constantly Variable Transmission'],
      ['Body', 'Wagon'],
      ['Fuel', 'Petrol - Unleaded ULP'],
      ['Year', '2021'],
      ['Drive', 'Front Wheel Drive'],
      ['Colour', 'Atomic Rush'],
      ['Seats', '5'],
      ['Doors', '4'],
      ['Engine', '2.0L 4cyl'],
      ['Condition', 'Used'],
      ['Stock No.', 'HT1234'],
      ['VIN', 'JTMW43FV80D012345'],
      ['Rego Expiry', 'Expires on 12 March 2027'],
      ['Location', 'test-toyota Wickham'],
    ]);
  });

  it('leaves out empty values: a caravan has no km, transmission, fuel, drive, seats or engine', () => {
    expect(keys(keyInformation(makeCaravan({ vin: null, rego_expiry: null }), site, NOW))).toEqual([
      'body',
      'year',
      'colour',
      'doors',
      'car_type',
      'stocknum',
      'location',
    ]);
  });

  it('falls back to the simple words when the feed has no detailed ones', () => {
    const car = makeCar({ transmission: null, body: null, fuel: null });
    expect(pairs(keyInformation(car, site, NOW)).slice(1, 4)).toEqual([
      ['Transmission', 'Automatic'],
      ['Body', 'SUV'],
      ['Fuel', 'Petrol'],
    ]);
  });

  it.each([
    ['new', 'New'],
    ['demo', 'Demo'],
    ['used', 'Used'],
  ] as const)('condition of a %s car reads %s', (car_type, label) => {
    const item = keyInformation(makeCar({ car_type }), site, NOW).find((i) => i.key === 'car_type');
    expect(item?.value).toBe(label);
  });

  // spec §4 Rego expiry, judged on the car's state's calendar (NOW is 20 Nov 2026 in Sydney).
  it.each([
    ['2026-11-20', false, 'Expires on 20 November 2026'],
    ['2026-11-19', false, undefined],
    ['2026-11-19', true, 'Unregistered'],
    [null, true, undefined],
  ])('rego expiry %s, unregisteredRego %s → %s', (rego_expiry, unregisteredRego, text) => {
    const items = keyInformation(makeCar({ rego_expiry }), makeSite({ unregisteredRego }), NOW);
    expect(items.find((i) => i.key === 'rego_expiry')?.value).toBe(text);
  });

  it('prefers the nested location name, and hides the location without features.vehicleLocation', () => {
    const car = makeCar({
      location: {
        id: 1,
        name: 'Wickham Yard',
        phone: null,
        address: { street: '1 Main Road', city: 'Wickham', state: 'NSW', postcode: '2293', place_url: null },
      },
    });
    expect(keyInformation(car, site, NOW).at(-1)).toEqual({
      key: 'location',
      label: 'Location',
      value: 'Wickham Yard',
    });
    expect(keys(keyInformation(car, makeSite({ vehicleLocation: false }), NOW))).not.toContain('location');
  });

  it("drops the site's removed spec keys here too", () => {
    const removing = makeSite({ specs: { removedKeys: ['vin', 'stocknum'], caravan: false } });
    const shown = keys(keyInformation(makeCar(), removing, NOW));
    expect(shown).not.toContain('vin');
    expect(shown).not.toContain('stocknum');
  });
});

describe('engine summary', () => {
  it.each([
    [{}, '2.0L 4cyl'],
    [{ engine_size_litres: null, variant: null }, '2.0L 4cyl'], // from 1987 cc
    [{ engine_size_litres: 2.5, cylinders: 6 }, '2.5L 6cyl'],
    [{ engine_size: null, engine_size_litres: null, cylinders: 0, variant: null }, null], // electric
    [{ engine_size: null, engine_size_litres: null, variant: null }, '4cyl'],
    [{ cylinders: null, variant: null }, '2.0L'],
  ])('%o → %s', (overrides, text) => expect(engineSummary(makeCar(overrides))).toBe(text));
});

describe('All Specifications (spec §2, §5: empty rows hidden, removed keys default rego)', () => {
  it('shows the car and variant fields with units and human labels, without the rego plate', () => {
    expect(pairs(specificationRows(makeCar(), site))).toEqual([
      ['Make', 'Toyota'],
      ['Model', 'RAV4'],
      ['Badge', 'GX'],
      ['Series', 'MXAA52R'],
      ['Year', '2021'],
      ['Body', 'Wagon'],
      ['Colour', 'Atomic Rush'],
      ['Interior Colour', 'Black'],
      ['Fuel', 'Petrol - Unleaded ULP'],
      ['Drive', 'Front Wheel Drive'],
      ['Transmission', 'Constantly Variable Transmission'],
      ['Engine Size', '1,987 cc'],
      ['Cylinders', '4'],
      ['Seats', '5'],
      ['Doors', '4'],
      ['Compliance Date', 'March 2021'],
      ['Build Date', 'January 2021'],
      ['Stock No.', 'HT1234'],
      ['VIN', 'JTMW43FV80D012345'],
      ['Odometer', '12,345 km'],
      ['Induction', 'Aspirated'],
      ['Fuel Consumption (Combined)', '6.5 L/100km'],
      ['Fuel Capacity', '55 L'],
      ['Gross Vehicle Mass', '2,110 kg'],
      ['Length', '4,600 mm'],
      ['Height', '1,685 mm'],
      ['Width', '1,855 mm'],
      ['Braked Towing Capacity', '1,500 kg'],
      ['Body Configuration', 'Wagon'],
      ['Torque', '207 Nm'],
      ['ANCAP Rating', '5 stars'],
    ]);
  });

  it.each([
    [[], ['rego', 'vin', 'km']],
    [['rego'], ['vin', 'km']],
    [['VIN', ' km '], ['rego']],
  ])('removedKeys %o leaves %o of rego, vin and km', (removedKeys, expected) => {
    const rows = specificationRows(makeCar(), makeSite({ specs: { removedKeys, caravan: false } }));
    expect(
      keys(rows)
        .filter((key) => ['rego', 'vin', 'km'].includes(key))
        .sort(),
    ).toEqual([...expected].sort());
    if (expected.includes('rego')) expect(rows.find((r) => r.key === 'rego')?.value).toBe('ABC12D');
  });

  it('hides empty rows and shows 0 (0 cylinders is information)', () => {
    const rows = specificationRows(makeCar({ badge: '', series: null, cylinders: 0, variant: null }), site);
    expect(keys(rows)).not.toContain('badge');
    expect(keys(rows)).not.toContain('series');
    expect(keys(rows)).not.toContain('torque');
    expect(rows.find((r) => r.key === 'cylinders')?.value).toBe('0');
  });

  it('reads the variant where the car lacks a field', () => {
    const rows = specificationRows(
      makeCar({ transmission: null, simple_transmission: null, engine_size: null, cylinders: null }),
      site,
    );
    expect(pairs(rows.filter((r) => ['transmission', 'engine_size', 'cylinders'].includes(r.key)))).toEqual([
      ['Transmission', 'CVT'],
      ['Engine Size', '1,987 cc'],
      ['Cylinders', '4'],
    ]);
  });

  it('gives an electric car kWh units', () => {
    const car = makeCar({
      simple_fuel: 'Electric',
      variant: { ...makeCar().variant!, fuelconsumptioncombined: 15.2, fuelcapacity: 64 },
    });
    expect(pairs(specificationRows(car, site).filter((r) => r.key.startsWith('fuelc')))).toEqual([
      ['Energy Consumption (Combined)', '15.2 kWh/100km'],
      ['Battery Capacity', '64 kWh'],
    ]);
  });

  it.each([
    [1, '1 star'],
    [3, '3 stars'],
    [null, undefined],
  ])('ANCAP %s → %s', (ancaprating, text) => {
    const car = makeCar({ variant: { ...makeCar().variant!, ancaprating } });
    expect(specificationRows(car, site).find((r) => r.key === 'ancaprating')?.value).toBe(text);
  });

  it('adds the caravan fields (the feed’s feet in metres, spec §9) on sites with features.specs.caravan', () => {
    expect(pairs(specificationRows(makeCaravan(), caravanSite)).slice(-6)).toEqual([
      ['Body Width', '2.29 m'],
      ['Body Length', '6.55 m'],
      ['Tare Weight', '2,480 kg'],
      ['Axle Type', 'Tandem'],
      ['Sleeps', '4'],
      ['ATM', '3,100 kg'],
    ]);
  });

  it.each([
    ['a site without features.specs.caravan', makeCaravan(), site],
    ['a car on a caravan site', makeCar({ body_width: 7.5, sleeps: 4 }), caravanSite],
  ])('leaves the caravan fields out for %s', (_case, car, on) => {
    const shown = keys(specificationRows(car, on));
    expect(shown).not.toContain('body_width');
    expect(shown).not.toContain('sleeps');
  });
});

describe("All Specifications title '{type} Details' (spec §2)", () => {
  it.each([
    ['car', 'Car Details'],
    ['caravan', 'Caravan Details'],
    ['motorcycle', 'Motorcycle Details'],
  ] as const)('%s → %s', (item_type, title) => expect(specificationsTitle(makeCar({ item_type }))).toBe(title));
});

describe('Car Summary', () => {
  it('shows the eight facts a shopper scans first', () => {
    expect(pairs(carSummary(makeCar()))).toEqual([
      ['Condition', 'Used'],
      ['Year', '2021'],
      ['Make', 'Toyota'],
      ['Model', 'RAV4'],
      ['Badge', 'GX'],
      ['Body', 'Wagon'],
      ['Odometer', '12,345 km'],
      ['Price Type', 'Drive Away'],
    ]);
  });

  it('leaves empty ones out', () => {
    expect(keys(carSummary(makeCaravan({ badge: null, price_type: null })))).toEqual([
      'car_type',
      'year',
      'make',
      'model',
      'body',
    ]);
  });
});
