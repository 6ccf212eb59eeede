import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadInventory } from '../../../src/catalog/inventory/load.ts';
import { parseCarImageKey } from '../../../src/catalog/images/car-image.ts';
import type { Car } from '../../../src/catalog/schema/car.ts';
import type { Site } from '../../../src/tenant/schema/site.ts';
import { leisureDealer, multiBrandGroup, NOW, onlineRetailer, toyotaDealer } from '../../support/catalog-fixtures.ts';

const DAY = 86_400_000;

async function stock(site: Site, now = NOW): Promise<Car[]> {
  const { cars, rejected } = await loadInventory(site, { tenantDir: 'unused', now });
  expect(rejected).toEqual([]);
  return cars;
}

const share = (cars: Car[], test: (car: Car) => boolean) => cars.filter(test).length / cars.length;

describe('generated inventory: same seed, same stock', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives identical stock, byte for byte, for the same seed and now', async () => {
    const first = await stock(toyotaDealer());
    const second = await stock(toyotaDealer());
    expect(second).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('gives different stock for a different seed', async () => {
    const first = await stock(toyotaDealer(101));
    const other = await stock(toyotaDealer(777));
    expect(other.length).toBe(first.length);
    expect(other.map((c) => c.slug)).not.toEqual(first.map((c) => c.slug));
  });

  it('never reads the clock or Math.random', async () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random() called');
    });
    vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now() called');
    });
    await expect(stock(leisureDealer())).resolves.toHaveLength(250);
  });

  it('dates the stock from now', async () => {
    const later = await stock(toyotaDealer(), new Date(NOW.getTime() + 10 * DAY));
    const first = await stock(toyotaDealer());
    expect(Date.parse(later[0]?.created_at ?? '') - Date.parse(first[0]?.created_at ?? '')).toBe(10 * DAY);
  });
});

describe.each([
  ['a Toyota dealer', toyotaDealer, 400],
  ['a multi-brand group', multiBrandGroup, 2000],
  ['an online used-car retailer', onlineRetailer, 800],
  ['a caravan, motorcycle and used-car dealer', leisureDealer, 250],
])('generated inventory of %s', (_name, makeSite, count) => {
  const site = makeSite();
  const loaded = stock(site);

  it(`holds inventory.count (${count}) cars, each valid against the Car schema`, async () => {
    expect(await loaded).toHaveLength(count);
  });

  it('gives every car its own id, slug, stock number and VIN', async () => {
    const cars = await loaded;
    for (const key of ['id', 'slug', 'stocknum', 'vin'] as const)
      expect(new Set(cars.map((c) => c[key])).size).toBe(count);
    for (const car of cars) {
      expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(car.slug).toMatch(new RegExp(`^${car.year}-[a-z0-9-]+-[a-z0-9]{6}$`));
      expect(car.slug.startsWith(`${car.year}-${car.make.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-`)).toBe(true);
    }
  });

  it('spreads status as a dealer’s stock: ~85% in stock, ~4% coming soon, ~11% sold in the last 20 days', async () => {
    const cars = await loaded;
    expect(share(cars, (c) => c.status === 'in_stock')).toBeCloseTo(0.85, 1);
    expect(share(cars, (c) => c.status === 'coming_soon')).toBeCloseTo(0.04, 1);
    expect(share(cars, (c) => c.status === 'sold')).toBeCloseTo(0.11, 1);
    for (const car of cars.filter((c) => c.status === 'sold')) {
      const soldMs = (car.sold_date_timestamp ?? 0) * 1000;
      expect(soldMs).toBeLessThanOrEqual(NOW.getTime());
      expect(soldMs).toBeGreaterThan(NOW.getTime() - 20 * DAY);
      expect(Date.parse(car.created_at)).toBeLessThanOrEqual(soldMs);
    }
    for (const car of cars.filter((c) => c.status !== 'sold')) expect(car.sold_date_timestamp).toBeNull();
  });

  it('lists cars over the last 120 days, some in the last 8', async () => {
    const cars = await loaded;
    for (const car of cars) {
      const created = Date.parse(car.created_at);
      expect(created).toBeGreaterThanOrEqual(NOW.getTime() - 120 * DAY - 1000);
      expect(created).toBeLessThanOrEqual(Date.parse(car.updated_at));
      expect(Date.parse(car.updated_at)).toBeLessThanOrEqual(NOW.getTime());
    }
    expect(share(cars, (c) => Date.parse(c.created_at) > NOW.getTime() - 8 * DAY)).toBeGreaterThan(0.05);
  });

  it('sells from the site’s sales locations only, with their city, state and postcode', async () => {
    const cars = await loaded;
    const sales = new Map(
      site.locations.filter((l) => l.departments.some((d) => d.type === 'sales')).map((l) => [l.id, l]),
    );
    for (const car of cars) {
      const location = sales.get(car.location_id);
      expect(location).toBeDefined();
      expect(car.location_name).toBe(location?.name);
      expect(car.dealership_slug).toBe(location?.dealershipSlug);
      expect([car.city, car.state, car.private_postcode]).toEqual([
        location?.address.city,
        location?.address.state,
        location?.address.postcode,
      ]);
      expect(car.location?.address.postcode).toBe(location?.address.postcode);
    }
  });

  it('prices cars in AUD with a price type, a few unpriced and some with a higher was-price', async () => {
    const cars = await loaded;
    expect(new Set(cars.map((c) => c.price_type))).toEqual(new Set(['Drive Away', 'Excl. Government Charges']));
    expect(cars.some((c) => c.price === 0)).toBe(true);
    expect(cars.some((c) => c.before_price !== null && c.before_price > c.price)).toBe(true);
    for (const car of cars.filter((c) => c.price > 0)) expect(car.price).toBeGreaterThan(900);
  });

  it('quotes finance from the site’s provider on every priced car', async () => {
    const cars = await loaded;
    const provider = site.finance.provider;
    for (const car of cars) {
      const quote = car.finance_lenders[provider];
      if (car.price <= 500) {
        expect(quote).toBeUndefined();
        continue;
      }
      expect(Object.keys(car.finance_lenders)).toEqual([provider]);
      expect(quote?.financeProvider).toBe(provider);
      expect(quote?.termMonths).toBe((quote?.termYears ?? 0) * 12);
      expect(quote?.paymentWeek).toBeGreaterThan(0);
      expect(quote?.paymentMonth).toBeGreaterThan(quote?.paymentWeek ?? 0);
      expect(quote?.deposit).toBe(Math.round(car.price * 0.1));
      expect(quote?.disclaimer).toContain('5 year term, 10.0% deposit');
      expect(car.youxQuote?.advertisedRate).toBe(quote?.interestRate);
    }
  });

  it('shows photos on most cars and none on about the photoless share', async () => {
    const cars = await loaded;
    const photoless = site.inventory.source === 'generated' ? (site.inventory.photoless ?? 0) : 0;
    // evenly spread, so the share is off by a few cars at most
    expect(Math.abs(share(cars, (c) => c.photos_count === 0) - photoless)).toBeLessThanOrEqual(5 / cars.length);
    for (const car of cars) {
      expect(car.images).toHaveLength(car.photos_count);
      expect(car.thumbnails).toHaveLength(car.photos_count);
      expect(car.primary_image_url).toBe(car.images[0]?.image.url ?? null);
      if (car.photos_count) expect(car.photos_count).toBeGreaterThanOrEqual(3);
      for (const { image } of car.images) {
        const spec = parseCarImageKey(image.url);
        expect(spec?.body).toBe(car.simple_body);
      }
    }
  });
});

// spec §3 Car, group by group: every field is present on every car (null when unknown)...
const CAR_FIELDS = [
  ...['id', 'slug', 'name', 'stocknum', 'vin', 'nvic', 'regplate', 'rego_expiry'],
  ...[
    'year',
    'make',
    'model',
    'badge',
    'series',
    'body',
    'simple_body',
    'simple_fuel',
    'fuel',
    'drive',
    'colour',
    'interior_colour',
  ],
  ...[
    'seats',
    'doors',
    'transmission',
    'trans',
    'simple_transmission',
    'engine_size',
    'cylinders',
    'engine_size_litres',
  ],
  ...['compliance_date', 'build_date', 'created_at', 'updated_at', 'sold_date_timestamp'],
  ...['price', 'before_price', 'subscription_price', 'price_type', 'preorder', 'km', 'views'],
  ...['status', 'car_type', 'tag', 'reserved', 'certified', 'show_on_dealer_website', 'payment_processors'],
  ...[
    'dealership_id',
    'dealership_slug',
    'city',
    'state',
    'location_name',
    'location_id',
    'private_suburb',
    'private_postcode',
    'carsales_title',
  ],
  ...['photos_count', 'thumbnails', 'images', 'primary_image_url', 'standardEquipment', 'dealercomments', 'file'],
  ...[
    'autograb_data',
    'youxQuote',
    'body_width',
    'body_length',
    'tare_weight',
    'axle_type',
    'sleeps',
    'aggregate_trailer_mass',
  ],
  ...['location', 'variant', 'finance_lenders'],
] as const;
const VARIANT_FIELDS = [
  'cylinders',
  'enginesize',
  'enginesize_litres',
  'induction',
  'geartype',
  'fuelconsumptioncombined',
  'fuelcapacity',
  'grossvehiclemass',
  'vehiclelength',
  'vehicleheight',
  'vehiclewidth',
  'towingcapacitybraked',
  'bodyconfiguration',
  'torque',
  'ancaprating',
] as const;
const LENDER_FIELDS = [
  'interestRate',
  'comparisonRate',
  'paymentWeek',
  'paymentMonth',
  'termYears',
  'term5',
  'termMonths',
  'termWeeks',
  'deposit',
  'balloon',
  'establishmentFees',
  'totalPayable',
  'disclaimer',
  'financeProvider',
] as const;

const filled = (value: unknown) =>
  value !== null &&
  value !== undefined &&
  value !== '' &&
  value !== false &&
  !(Array.isArray(value) && value.length === 0);

describe('generated inventory fills every spec §3 field', () => {
  const all = Promise.all(
    [toyotaDealer(), multiBrandGroup(), onlineRetailer(), leisureDealer()].map((site) => stock(site)),
  );

  it('has every Car field on every car', async () => {
    const missing = (await all)
      .flat()
      .flatMap((car) => CAR_FIELDS.filter((field) => !(field in car)).map((field) => `${car.slug}: ${field}`));
    expect(missing).toEqual([]);
  });

  it('fills every Car field on some car (flags set, caravan specs, history reports...)', async () => {
    const cars = (await all).flat();
    for (const field of CAR_FIELDS)
      expect(
        cars.some((car) => filled(car[field])),
        field,
      ).toBe(true);
    expect(cars.some((c) => c.location?.distribution_locations.length)).toBe(true);
    expect(cars.some((c) => c.preorder && c.status === 'coming_soon')).toBe(true);
    expect(cars.some((c) => c.autograb_data?.state_average_market_price)).toBe(true);
  });

  it('fills what each kind of vehicle has', async () => {
    const gaps: string[] = [];
    const need = (car: Car, what: string, ok: boolean) => ok || gaps.push(`${car.slug}: ${what}`);
    for (const car of (await all).flat()) {
      const always = [
        car.vin,
        car.series,
        car.body,
        car.simple_body,
        car.colour,
        car.compliance_date,
        car.build_date,
        car.price_type,
        car.location,
        car.carsales_title,
      ];
      need(car, 'identity, classification and dates', always.every(filled));
      need(car, 'equipment', car.standardEquipment.length >= 8);
      if (car.car_type !== 'new') need(car, 'rego', filled(car.regplate) && filled(car.rego_expiry));
      if (car.item_type === 'caravan') {
        const specs = [
          car.body_width,
          car.body_length,
          car.tare_weight,
          car.axle_type,
          car.sleeps,
          car.aggregate_trailer_mass,
        ];
        need(
          car,
          'caravan specifications',
          specs.every(filled) && (car.aggregate_trailer_mass ?? 0) > (car.tare_weight ?? 0),
        );
        need(
          car,
          'no odometer, engine or variant',
          [car.km, car.variant, car.transmission, car.fuel].every((v) => v === null),
        );
        continue;
      }
      const driveline = [
        car.nvic,
        car.fuel,
        car.simple_fuel,
        car.drive,
        car.transmission,
        car.trans,
        car.simple_transmission,
        car.seats,
        car.km,
      ];
      need(car, 'driveline', driveline.every((v) => v !== null) && car.body_length === null);
      need(
        car,
        'variant',
        VARIANT_FIELDS.every((field) => car.variant !== null && field in car.variant),
      );
      if (car.simple_fuel !== 'Electric')
        need(car, 'engine', [car.engine_size, car.cylinders, car.engine_size_litres].every(filled));
      if (car.item_type === 'car') need(car, 'interior and doors', filled(car.interior_colour) && filled(car.doors));
      if (car.price > 500) need(car, 'market price', filled(car.autograb_data?.average_market_price));
      for (const quote of Object.values(car.finance_lenders))
        need(
          car,
          'finance fields',
          LENDER_FIELDS.every((field) => field in quote),
        );
    }
    expect(gaps).toEqual([]);
  });

  it('sets rego expiry mostly in the future and sometimes in the past', async () => {
    const registered = (await all).flat().filter((c) => c.rego_expiry);
    const past = share(registered, (c) => Date.parse(c.rego_expiry ?? '') < NOW.getTime());
    expect(past).toBeGreaterThan(0.05);
    expect(past).toBeLessThan(0.3);
  });

  it('tags some cars with dealer tags', async () => {
    const tags = new Set((await all).flat().map((c) => c.tag));
    for (const tag of ['Test Drive Only', 'Runout Sale', 'Low Kms', 'One Owner']) expect(tags.has(tag), tag).toBe(true);
  });
});

describe('stock that depends on the kind of dealer', () => {
  it('certifies exactly the Toyota dealer’s used Toyotas under 5 years and 100,000 km', async () => {
    const cars = await stock(toyotaDealer());
    const eligible = (c: Car) =>
      c.make === 'Toyota' && c.car_type === 'used' && NOW.getUTCFullYear() - c.year < 5 && (c.km ?? 0) < 100_000;
    expect(cars.some(eligible)).toBe(true);
    for (const car of cars) expect(car.certified, car.slug).toBe(eligible(car));
    expect((await stock(onlineRetailer())).some((c) => c.certified)).toBe(false);
  });

  it('sells new and demo stock only of the dealer’s franchises', async () => {
    const group = await stock(multiBrandGroup());
    const franchises = new Set(['Kia', 'MG', 'Ford', 'Mazda', 'Nissan', 'Mitsubishi', 'Jeep', 'Chery']);
    const newMakes = new Set(group.filter((c) => c.car_type !== 'used').map((c) => c.make));
    expect(newMakes).toEqual(franchises);
    expect(group.some((c) => c.car_type === 'used' && !franchises.has(c.make))).toBe(true);
    const toyota = await stock(toyotaDealer());
    expect(new Set(toyota.filter((c) => c.car_type !== 'used').map((c) => c.make))).toEqual(new Set(['Toyota']));
  });

  it('stocks only used cars at the online retailer', async () => {
    expect(new Set((await stock(onlineRetailer())).map((c) => c.car_type))).toEqual(new Set(['used']));
  });

  it('stocks caravans, motorcycles and used cars at the leisure dealer', async () => {
    const cars = await stock(leisureDealer());
    const kinds = new Set(cars.map((c) => `${c.item_type}/${c.car_type}`));
    expect(kinds).toEqual(new Set(['caravan/new', 'caravan/used', 'motorcycle/new', 'motorcycle/used', 'car/used']));
    for (const car of cars) {
      if (car.item_type === 'caravan') expect(['Caravan', 'Camper Trailer']).toContain(car.simple_body);
      if (car.item_type === 'motorcycle') expect(car.simple_body).toBe('Motorcycle');
      if (car.item_type === 'car') expect(['Motorcycle', 'Caravan', 'Camper Trailer']).not.toContain(car.simple_body);
    }
    // Honda sold beside Yamaha and Kawasaki is a motorcycle franchise, not a car one.
    expect(
      cars.filter((c) => c.make === 'Honda' && c.car_type === 'new').every((c) => c.item_type === 'motorcycle'),
    ).toBe(true);
  });
});
