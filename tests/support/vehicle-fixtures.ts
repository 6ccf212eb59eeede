import * as v from 'valibot';
import { type Car, type CarInput, CarSchema } from '../../src/catalog/schema/car.ts';
import type { Site } from '../../src/tenant/schema/site.ts';
import { toyotaDealer } from './catalog-fixtures.ts';

/** 20 November 2026, 12 noon in Sydney. */
export const NOW = new Date('2026-11-20T01:00:00Z');

/** A used 2021 RAV4 with every field of the vehicle page filled, read through the real schema. */
export function makeCar(overrides: Partial<CarInput> = {}): Car {
  return v.parse(CarSchema, {
    id: 101,
    slug: '2021-toyota-rav4-gx-101',
    name: '2021 Toyota RAV4 GX',
    stocknum: 'HT1234',
    vin: 'JTMW43FV80D012345',
    nvic: null,
    regplate: 'ABC12D',
    rego_expiry: '2027-03-12',
    item_type: 'car',
    year: 2021,
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GX',
    series: 'MXAA52R',
    body: 'Wagon',
    simple_body: 'SUV',
    simple_fuel: 'Petrol',
    fuel: 'Petrol - Unleaded ULP',
    drive: 'Front Wheel Drive',
    colour: 'Atomic Rush',
    interior_colour: 'Black',
    seats: 5,
    doors: 4,
    transmission: 'Constantly Variable Transmission',
    trans: 'CVT',
    simple_transmission: 'Automatic',
    engine_size: 1987,
    cylinders: 4,
    engine_size_litres: 2,
    compliance_date: '2021-03',
    build_date: '2021-01',
    created_at: '2026-10-21T01:00:00Z',
    updated_at: '2026-11-19T01:00:00Z',
    sold_date_timestamp: null,
    price: 27990,
    before_price: null,
    subscription_price: null,
    price_type: 'Drive Away',
    km: 12345,
    status: 'in_stock',
    car_type: 'used',
    tag: null,
    dealership_id: 9010,
    dealership_slug: 'test-toyota-0',
    city: 'Wickham',
    state: 'NSW',
    location_name: 'test-toyota Wickham',
    location_id: 90100,
    private_suburb: null,
    private_postcode: null,
    carsales_title: null,
    primary_image_url: null,
    file: null,
    autograb_data: null,
    youxQuote: null,
    location: null,
    variant: {
      cylinders: 4,
      enginesize: 1987,
      enginesize_litres: 2,
      induction: 'Aspirated',
      geartype: 'CVT',
      fuelconsumptioncombined: 6.5,
      fuelcapacity: 55,
      grossvehiclemass: 2110,
      vehiclelength: 4600,
      vehicleheight: 1685,
      vehiclewidth: 1855,
      towingcapacitybraked: 1500,
      bodyconfiguration: 'Wagon',
      torque: 207,
      ancaprating: 5,
    },
    ...overrides,
  });
}

/** A caravan: no odometer, no engine, its own specifications in feet and kg. */
export function makeCaravan(overrides: Partial<CarInput> = {}): Car {
  return makeCar({
    slug: '2024-jayco-journey-outback-202',
    name: '2024 Jayco Journey Outback',
    item_type: 'caravan',
    year: 2024,
    make: 'Jayco',
    model: 'Journey',
    badge: 'Outback',
    series: null,
    body: 'Caravan',
    simple_body: 'Caravan',
    simple_fuel: null,
    fuel: null,
    drive: null,
    colour: 'White',
    interior_colour: null,
    seats: null,
    doors: 1,
    transmission: null,
    trans: null,
    simple_transmission: null,
    engine_size: null,
    cylinders: null,
    engine_size_litres: null,
    km: null,
    variant: null,
    body_width: 7.5,
    body_length: 21.5,
    tare_weight: 2480,
    axle_type: 'Tandem',
    sleeps: 4,
    aggregate_trailer_mass: 3100,
    ...overrides,
  });
}

/** A Toyota dealer site (real template defaults) with some features switched. */
export function makeSite(features: Partial<Site['features']> = {}): Site {
  const site = toyotaDealer();
  return { ...site, features: { ...site.features, ...features } };
}
