import { resolveSite } from './tenant-json.ts';
import type { Site } from '../../src/tenant/schema/site.ts';

interface Yard {
  city: string;
  state: 'NSW' | 'VIC' | 'QLD' | 'WA' | 'SA' | 'TAS' | 'ACT' | 'NT';
  postcode: string;
  makes: string[];
  departments?: ('sales' | 'service' | 'parts')[];
  /** Index of the yard whose dealership this yard belongs to (default: its own). */
  dealership?: number;
}

interface SiteFixture {
  slug: string;
  template: 'toyota' | 'multi-brand' | 'online-retailer' | 'leisure';
  id: number;
  provider: string;
  yards: Yard[];
  inventory: Record<string, unknown>;
}

/**
 * A site built in the test (not read from tenants/, whose files other work may be
 * changing), resolved through the real template defaults and schema.
 */
export function makeSite(fixture: SiteFixture): Site {
  const dealerships = fixture.yards.flatMap((yard, i) =>
    yard.dealership !== undefined && yard.dealership !== i
      ? []
      : [
          {
            id: fixture.id * 10 + i,
            slug: `${fixture.slug}-${i}`,
            name: `${fixture.slug} ${yard.city}`,
            makes: yard.makes,
            email: `sales${i}@example.com.au`,
            phone: '03 9555 0100',
          },
        ],
  );
  const locations = fixture.yards.map((yard, i) => ({
    id: fixture.id * 100 + i,
    slug: `${fixture.slug}-${yard.city.toLowerCase().replace(/\s+/g, '-')}`,
    name: `${fixture.slug} ${yard.city}`,
    dealershipSlug: `${fixture.slug}-${yard.dealership ?? i}`,
    makes: yard.makes,
    address: {
      street: `${i + 1} Main Road`,
      city: yard.city,
      state: yard.state,
      postcode: yard.postcode,
      lat: -33,
      long: 145,
    },
    departments: (yard.departments ?? ['sales']).map((type) => ({ type, phone: '03 9555 0101', openingHours: [] })),
  }));
  const raw = {
    slug: fixture.slug,
    template: fixture.template,
    id: fixture.id,
    name: fixture.slug,
    domain: `https://www.${fixture.slug}.com.au`,
    contact: { phone: '03 9555 0100', email: 'hello@example.com.au' },
    dealerships,
    locations,
    finance: { provider: fixture.provider },
    inventory: fixture.inventory,
  };
  const result = resolveSite(fixture.slug, raw);
  if (!result.ok) throw new Error(`fixture ${fixture.slug} is invalid: ${JSON.stringify(result.problems)}`);
  return result.site;
}

export const NOW = new Date('2026-11-20T01:00:00Z');

/** Sites shaped like the four demo tenants (spec: issue 2 item 3). */
export const toyotaDealer = (seed = 101) =>
  makeSite({
    slug: 'test-toyota',
    template: 'toyota',
    id: 901,
    provider: 'Taurus',
    yards: [
      {
        city: 'Wickham',
        state: 'NSW',
        postcode: '2293',
        makes: ['Toyota'],
        departments: ['sales', 'service', 'parts'],
      },
      { city: 'Cardiff', state: 'NSW', postcode: '2285', makes: ['Toyota'], dealership: 0 },
      {
        city: 'Mayfield East',
        state: 'NSW',
        postcode: '2304',
        makes: ['Toyota'],
        departments: ['service'],
        dealership: 0,
      },
    ],
    inventory: { source: 'generated', seed, count: 400, carTypes: ['new', 'demo', 'used'], photoless: 0.05 },
  });

export const multiBrandGroup = () =>
  makeSite({
    slug: 'test-group',
    template: 'multi-brand',
    id: 902,
    provider: 'Angle',
    yards: [
      { city: 'Frankston', state: 'VIC', postcode: '3199', makes: ['Kia', 'MG'] },
      { city: 'Dandenong', state: 'VIC', postcode: '3175', makes: ['Ford', 'Mazda'] },
      { city: 'Geelong', state: 'VIC', postcode: '3220', makes: ['Nissan', 'Mitsubishi'] },
      { city: 'Ballarat', state: 'VIC', postcode: '3350', makes: ['Jeep', 'Chery'] },
      { city: 'Hobart', state: 'TAS', postcode: '7000', makes: ['Mazda', 'Kia', 'MG'] },
      { city: 'Launceston', state: 'TAS', postcode: '7250', makes: ['Ford', 'Nissan', 'Mitsubishi'] },
    ],
    inventory: { source: 'generated', seed: 102, count: 2000, carTypes: ['new', 'demo', 'used'], photoless: 0.04 },
  });

export const onlineRetailer = () =>
  makeSite({
    slug: 'test-online',
    template: 'online-retailer',
    id: 903,
    provider: '360 Finance',
    yards: [
      { city: 'Alexandria', state: 'NSW', postcode: '2015', makes: [] },
      { city: 'Eagle Farm', state: 'QLD', postcode: '4009', makes: [] },
    ],
    inventory: { source: 'generated', seed: 103, count: 800, carTypes: ['used'], photoless: 0.08 },
  });

export const leisureDealer = () =>
  makeSite({
    slug: 'test-leisure',
    template: 'leisure',
    id: 904,
    provider: 'Powertorque',
    yards: [
      { city: 'Midland', state: 'WA', postcode: '6056', makes: ['Jayco', 'Lotus Caravans', 'Zone RV'] },
      { city: 'Osborne Park', state: 'WA', postcode: '6017', makes: ['Honda', 'Yamaha', 'Kawasaki'] },
    ],
    inventory: {
      source: 'generated',
      seed: 104,
      count: 250,
      carTypes: ['new', 'used'],
      vehicleKinds: ['caravan', 'motorcycle', 'car'],
      photoless: 0.1,
    },
  });
