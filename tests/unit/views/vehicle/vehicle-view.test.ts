import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FinanceLender } from '../../../../src/catalog/schema/finance-lender.ts';
import { GUARANTEE_STRIP, isToyotaCertified, reserveOnlineLines } from '../../../../src/domain/text/vehicle-copy.ts';
import type { Site } from '../../../../src/tenant/schema/site.ts';
import { vehicleView, type VehicleView } from '../../../../src/views/vehicle/vehicle-view.ts';
import { makeCar, makeSite, NOW } from '../../../support/vehicle-fixtures.ts';

const TAURUS: FinanceLender = {
  interestRate: 9.49,
  comparisonRate: 10.456,
  paymentWeek: 123.6,
  paymentMonth: 535.6,
  termYears: 5,
  term1: null,
  term2: null,
  term3: null,
  term4: null,
  term5: 123.6,
  term6: null,
  term7: null,
  termMonths: 60,
  termWeeks: 260,
  deposit: 0,
  balloon: 0,
  establishmentFees: 395,
  totalPayable: 32136,
  disclaimer: 'Finance by Taurus, subject to approval.',
  financeProvider: 'Taurus',
};

// Most cars here have no phone number of their own, which logs a warning by design (spec §4);
// the phone tests below assert it.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function withVehiclePage(site: Site, page: Partial<Site['vehiclePage']>): Site {
  return { ...site, vehiclePage: { ...site.vehiclePage, ...page } };
}

/** A car whose location gives the phone number (spec §4 step 5). */
const located = (overrides: Parameters<typeof makeCar>[0] = {}) =>
  makeCar({
    location: {
      id: 90100,
      name: 'test-toyota Wickham',
      phone: '02 4961 2200',
      address: { street: '1 Main Road', city: 'Wickham', state: 'NSW', postcode: '2293', place_url: null },
    },
    ...overrides,
  });

/** The action row as it reads: the primary action, Call, then the secondary ones. */
const row = ({ actions }: VehicleView) =>
  [actions.primary, actions.call, ...actions.secondary].filter((action) => action !== null);
const names = (site: Site, car = located()) => row(vehicleView(car, site, NOW)).map((action) => action.name);

describe('vehicleView: the action row (spec §2, §4)', () => {
  it('an available car offers call, finance, enquire, test drive, make an offer, trade-in and location', () => {
    expect(names(makeSite({ reserve: { enabled: false, amount: 200 } }))).toEqual([
      'enquire',
      'call',
      'finance',
      'test-drive',
      'make-an-offer',
      'trade-in',
      'location',
    ]);
  });

  it('a sold car has no buttons: the SOLD state takes their place', () => {
    const view = vehicleView(makeCar({ status: 'sold', sold_date_timestamp: 1_700_000_000 }), makeSite(), NOW);
    expect(view.available).toBe(false);
    expect(view.actions).toEqual({ primary: null, call: null, secondary: [] });
    expect(view.reserve).toBeNull();
  });

  it('reserve only where checkout is enabled and the car is not reserved; its deposit is the site’s', () => {
    const site = makeSite({ reserve: { enabled: true, amount: 200 } });
    expect(names(site)).toContain('reserve');
    expect(vehicleView(makeCar(), site, NOW).reserve).toEqual({
      amount: '$200',
      href: '/cars/2021-toyota-rav4-gx-101/checkout',
    });
    expect(names(site, makeCar({ reserved: true }))).not.toContain('reserve');
    expect(names(makeSite({ reserve: { enabled: false, amount: 200 } }))).not.toContain('reserve');
  });

  it('a car reserved through our checkout at the build: the reserved car’s row, then Reserve hidden for the live status', () => {
    const site = makeSite({ reserve: { enabled: true, amount: 200 } });
    const held = makeCar({ reserved: true, reserved_by_checkout: true });
    const view = vehicleView(held, site, NOW);
    expect(view.actions.primary?.name).not.toBe('reserve');
    expect(view.actions.secondary.at(-1)).toMatchObject({ name: 'reserve', hidden: true });
    expect(view.reserve).toEqual({ amount: '$200', href: '/cars/2021-toyota-rav4-gx-101/checkout', hidden: true });
    // reserved by the feed: no Reserve at all, hidden or not
    expect(names(site, makeCar({ reserved: true }))).not.toContain('reserve');
    expect(vehicleView(makeCar({ reserved: true }), site, NOW).reserve).toBeNull();
  });

  it('Online Purchase where the site sells the car online and nobody has reserved it; secondary unless the site leads with it', () => {
    const site = makeSite({ reserve: { enabled: false, amount: 200 }, onlineBuying: { mode: 'used' } });
    const without = names({ ...site, features: { ...site.features, onlineBuying: { mode: 'off' } } });
    // after the others, before the map's Location
    expect(names(site)).toEqual([...without.slice(0, -1), 'buy-online', 'location']);
    expect(row(vehicleView(makeCar(), site, NOW)).find((action) => action.name === 'buy-online')).toEqual({
      name: 'buy-online',
      label: 'Online Purchase',
      href: '/checkout-journey?car_id=2021-toyota-rav4-gx-101',
    });
    expect(names(site, located({ car_type: 'new' }))).not.toContain('buy-online');
    expect(names(site, located({ reserved: true }))).not.toContain('buy-online');
    expect(without).not.toContain('buy-online');
    const leading = withVehiclePage(site, { primaryAction: 'buy-online' });
    expect(vehicleView(located(), leading, NOW).actions.primary?.name).toBe('buy-online');
  });

  it('the history report only with a file; make an offer only on a priced car', () => {
    const report = row(vehicleView(makeCar({ file: 'https://reports.example/abc' }), makeSite(), NOW)).find(
      (action) => action.name === 'history-report',
    );
    expect(report).toMatchObject({ href: 'https://reports.example/abc', external: true });
    expect(names(makeSite(), makeCar({ file: '  ' }))).not.toContain('history-report');
    expect(names(makeSite(), makeCar({ price: 0 }))).not.toContain('make-an-offer');
  });

  it('WhatsApp and chat follow the site’s switches; no button promises the AI assistant, which is not built', () => {
    const site = withVehiclePage(makeSite({ chatAssistant: { enabled: true, serviceAndParts: false } }), {
      actions: {
        finance: false,
        testDrive: false,
        makeAnOffer: false,
        tradeIn: false,
        whatsapp: '0412 345 678',
        chatUrl: 'https://chat.example.com/',
      },
    });
    const view = vehicleView(located(), site, NOW);
    expect(row(view).map((action) => action.name)).toEqual(['enquire', 'call', 'whatsapp', 'chat', 'location']);
    expect(
      row(view)
        .map((action) => action.label)
        .join(' | '),
    ).not.toMatch(/\bAI\b|assistant/i);
    expect(row(view).find((action) => action.name === 'whatsapp')?.href).toMatch(
      /^https:\/\/wa\.me\/61412345678\?text=/,
    );
  });

  it('the site’s primary action leads, Call beside it; a reserved car leads with Enquire instead', () => {
    const site = withVehiclePage(makeSite({ reserve: { enabled: true, amount: 200 } }), { primaryAction: 'reserve' });
    const view = vehicleView(located(), site, NOW);
    expect(view.actions.primary?.name).toBe('reserve');
    expect(view.actions.call?.name).toBe('call');
    expect(view.actions.secondary.map((action) => action.name)).toEqual([
      'finance',
      'enquire',
      'test-drive',
      'make-an-offer',
      'trade-in',
      'location',
    ]);
    expect(vehicleView(located({ reserved: true }), site, NOW).actions.primary?.name).toBe('enquire');
  });

  it('lead buttons name their dialog and link to the form’s page for the car', () => {
    const enquire = vehicleView(makeCar(), makeSite(), NOW).actions.primary;
    expect(enquire).toEqual({
      name: 'enquire',
      label: 'Enquire',
      href: '/contact?car_id=2021-toyota-rav4-gx-101&car_type=used',
      lead: 'enquiry',
    });
  });

  it('the location’s point on the map comes from the site’s locations', () => {
    const site = makeSite();
    const listed = site.locations[0]!;
    const view = vehicleView(makeCar({ location_id: listed.id }), site, NOW);
    expect(view.location?.point).toEqual({ lat: listed.address.lat, long: listed.address.long });
    expect(vehicleView(makeCar({ location_id: 1 }), site, NOW).location?.point).toBeNull();
  });

  it('no location button or location where the site hides vehicle locations', () => {
    const site = makeSite({ vehicleLocation: false });
    expect(names(site)).not.toContain('location');
    expect(vehicleView(makeCar(), site, NOW).location).toBeNull();
  });
});

describe('vehicleView: price, finance and phone', () => {
  it('the price by the display rule, the was-price when higher and the below-market badge (spec §4, §5)', () => {
    const view = vehicleView(
      makeCar({
        price: 27990,
        before_price: 29990,
        autograb_data: { state_average_market_price: 28500, average_market_price: 30000 },
      }),
      makeSite(),
      NOW,
    );
    expect(view.price).toMatchObject({ kind: 'price', text: '$27,990', wasPrice: '$29,990', priceType: 'Drive Away' });
    expect(view.belowMarket).toEqual({ text: '$510 below market price' });
    const close = vehicleView(
      makeCar({ autograb_data: { state_average_market_price: 28489, average_market_price: 40000 } }),
      makeSite(),
      NOW,
    );
    expect(close.belowMarket).toBeNull();
    expect(vehicleView(makeCar({ price: 10 }), makeSite(), NOW).price).toMatchObject({
      kind: 'no-price',
      text: 'Enquire for price.',
    });
  });

  it('the finance block: weekly price without decimals, comparison rate to 2 decimals (spec §5, §9)', () => {
    const view = vehicleView(makeCar({ finance_lenders: { Taurus: TAURUS } }), makeSite(), NOW);
    expect(view.finance).toEqual({
      weekly: '$124',
      comparisonRate: '10.46%',
      provider: 'Taurus',
      disclaimerHref: '/api/cars/by-id/101/finance-disclaimer.json',
    });
  });

  it('no finance block when the provider’s rules say no (Suzuki, too old for Taurus, no quote)', () => {
    const site = makeSite();
    expect(vehicleView(makeCar({ make: 'Suzuki', finance_lenders: { Taurus: TAURUS } }), site, NOW).finance).toBeNull();
    expect(vehicleView(makeCar({ year: 2013, finance_lenders: { Taurus: TAURUS } }), site, NOW).finance).toBeNull();
    expect(vehicleView(makeCar(), site, NOW).finance).toBeNull();
  });

  it('the phone: chosen by the §4 order and masked after its first 5 characters', () => {
    const view = vehicleView(located(), makeSite(), NOW);
    expect(view.phone?.number).toBe('02 4961 2200');
    expect(view.phone?.masked.slice(0, 5)).toBe(view.phone?.number.slice(0, 5));
    expect(view.phone?.masked.slice(5)).toMatch(/^[* ]+$/);
    expect(view.phone?.href).toMatch(/^tel:/);
  });

  it('without any number, a warning is logged and there is no call button', () => {
    const site = makeSite();
    const bare: Site = {
      ...site,
      phoneNumbers: {},
      dealerships: site.dealerships.map((d) => ({ ...d, phoneNumbers: {} })),
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = vehicleView(makeCar({ location: null }), bare, NOW);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('No phone number for car 101'));
    warn.mockRestore();
    expect(view.phone).toBeNull();
    expect(view.actions.call).toBeNull();
  });

  it('the call button’s hours are those of the sales department of the car’s location', () => {
    const site = makeSite();
    const car = makeCar({ location_id: site.locations[0]!.id });
    const sales = site.locations[0]!.departments.find((d) => d.type === 'sales')!;
    expect(vehicleView(car, site, NOW).callHours).toEqual({ openingHours: sales.openingHours, specialHours: [] });
    expect(vehicleView(makeCar({ location_id: 1 }), site, NOW).callHours).toBeNull();
  });
});

describe('the page’s marketing copy', () => {
  it('Toyota Certified Pre-Owned is for used certified Toyotas only (spec §2)', () => {
    expect(isToyotaCertified({ make: 'Toyota', car_type: 'used', certified: true })).toBe(true);
    expect(isToyotaCertified({ make: ' TOYOTA ', car_type: 'used', certified: true })).toBe(true);
    expect(isToyotaCertified({ make: 'Toyota', car_type: 'demo', certified: true })).toBe(false);
    expect(isToyotaCertified({ make: 'Toyota', car_type: 'used', certified: false })).toBe(false);
    expect(isToyotaCertified({ make: 'Lexus', car_type: 'used', certified: true })).toBe(false);
  });

  it('Reserve Online: the deposit, held 48 hours, 100% refundable; the guarantee strip (spec §9)', () => {
    expect(reserveOnlineLines('$200')).toEqual([
      'Reserve this car online with a $200 deposit.',
      'We hold it for you for 48 hours.',
      'Your deposit is 100% refundable.',
    ]);
    expect(GUARANTEE_STRIP).toEqual([
      'One haggle-free price',
      '48hr money back guarantee',
      'Lifetime engine guarantee',
      'Cool value servicing for life',
      '12 months roadside assist',
    ]);
  });
});
