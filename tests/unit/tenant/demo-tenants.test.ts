import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../src/tenant/issues.ts';
import { listTenantSlugs, loadSite } from '../../../src/tenant/load.ts';
import type { AustralianState } from '../../../src/tenant/schema/fields.ts';
import type { Site } from '../../../src/tenant/schema/site.ts';
import { TENANTS_ROOT, rawTenant } from '../../support/tenant-json.ts';

// issue 2 item 3: other parts of the product and their tests rely on these slugs
const DEMO_TENANTS = ['drivewise-online', 'harbourside-toyota', 'outback-rv', 'southern-cross-motors'] as const;

function load(slug: string): Site {
  const result = loadSite(slug, TENANTS_ROOT);
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  return result.site;
}

const states = (site: Site) => new Set(site.locations.map((l) => l.address.state));
const departmentTypes = (site: Site) => site.locations.map((l) => l.departments.map((d) => d.type));
const allMakes = (site: Site) => new Set(site.dealerships.flatMap((d) => d.makes));

describe('every tenant folder under tenants/', () => {
  const slugs = listTenantSlugs(TENANTS_ROOT);

  it('includes the four demo tenants', () => {
    expect(slugs).toEqual(expect.arrayContaining([...DEMO_TENANTS]));
  });

  it.each(slugs)('%s loads, names its own folder and points editors at the JSON Schema', (slug) => {
    const site = load(slug);
    expect(site.slug).toBe(slug);
    expect(rawTenant(slug).$schema).toBe('../site.schema.json');
  });
});

describe('harbourside-toyota: a Toyota dealer', () => {
  const site = load('harbourside-toyota');

  it('uses the toyota template with a base domain and Taurus finance', () => {
    expect(site.template).toBe('toyota');
    expect(site.manufacturer).toBe('Toyota');
    expect(site.baseDomain).toMatch(/^https:\/\//);
    expect(site.finance.provider).toBe('Taurus');
    expect(site.header.style).toBe('toyota');
  });

  it('has 3 NSW locations: one address with sales, service and parts, a sales yard and a service centre', () => {
    expect(states(site)).toEqual(new Set(['NSW']));
    expect(departmentTypes(site)).toEqual([['sales', 'service', 'parts'], ['sales'], ['service']]);
  });

  it('offers certified used cars with the certified-only toggle and keyword search', () => {
    expect(site.search.certifiedOnlyToggle).toBe(true);
    expect(site.search.keywordSearch).toBe(true);
    expect(site.tags.certifiedImage).toBe(true);
    expect(site.inventory).toMatchObject({ source: 'generated', count: 400 });
  });
});

describe('southern-cross-motors: a multi-brand group in Victoria and Tasmania', () => {
  const site = load('southern-cross-motors');

  it('uses the multi-brand template and Angle finance', () => {
    expect(site.template).toBe('multi-brand');
    expect(site.manufacturer).toBeNull();
    expect(site.finance.provider).toBe('Angle');
  });

  it('has 6 dealerships and 6 locations in VIC and TAS selling the eight group brands', () => {
    expect(site.dealerships).toHaveLength(6);
    expect(site.locations).toHaveLength(6);
    expect(states(site)).toEqual(new Set(['VIC', 'TAS']));
    expect(allMakes(site)).toEqual(new Set(['Kia', 'Ford', 'Jeep', 'Mitsubishi', 'Mazda', 'MG', 'Nissan', 'Chery']));
    for (const location of site.locations) {
      const dealership = site.dealerships.find((d) => d.slug === location.dealershipSlug);
      expect(new Set(location.makes), location.slug).toEqual(new Set(dealership?.makes));
    }
  });

  it('gives every dealership phone numbers per car type, and one an override', () => {
    for (const dealership of site.dealerships)
      expect(dealership.phoneNumbers?.byCarType, dealership.slug).toBeDefined();
    expect(site.dealerships.filter((d) => d.phoneNumbers?.override)).toHaveLength(1);
    const tasmanian = site.locations.filter((l) => l.address.state === 'TAS').map((l) => l.dealershipSlug);
    // spec §9: per-car-type numbers for a Tasmanian dealer, including demo
    expect(site.dealerships.some((d) => tasmanian.includes(d.slug) && d.phoneNumbers?.byCarType?.demo)).toBe(true);
  });

  it('has the garage at /my-garage', () => {
    expect(site.features.garage).toEqual({ enabled: true, route: '/my-garage' });
  });

  it('has compare, favourites, city and dealership facets, and promo cards at 8 and 17', () => {
    expect(site.features.compare).toBe(true);
    expect(site.features.favourites).toEqual({ enabled: true, eligibility: 'in-stock' });
    expect(site.search.cityFacet).toBe(true);
    expect(site.search.dealershipFacet).toBe(true);
    expect(site.search.promoCardPositions).toEqual([8, 17]);
    const cards = site.content.promoCards;
    expect(cards.length).toBeGreaterThanOrEqual(3);
    expect(cards.some((c) => c.start && c.expiry)).toBe(true);
    expect(cards.some((c) => c.display?.length)).toBe(true);
    expect(cards.some((c) => c.strictDisplay)).toBe(true);
    expect(cards.some((c) => !c.start && !c.expiry && !c.display)).toBe(true);
  });

  it('sells Kia and MG online only, offers subscriptions and has its own header menu', () => {
    expect(site.features.onlineBuying).toEqual({ mode: 'makes', makes: ['Kia', 'MG'] });
    expect(site.features.subscriptions).toBe(true);
    expect(site.header.style).toBe('generic');
    expect(site.header.menu.map((item) => item.label)).toContain('Finance & Subscriptions');
  });

  it('has social links, a complaints contact and 2,000 generated new, demo and used cars', () => {
    expect(Object.keys(site.social).sort()).toEqual(['facebook', 'instagram', 'linkedin', 'tiktok', 'youtube']);
    expect(site.complaints).toMatchObject({ contact: expect.any(String), email: expect.stringContaining('@') });
    expect(site.inventory).toMatchObject({ source: 'generated', count: 2000, carTypes: ['new', 'demo', 'used'] });
  });
});

describe('drivewise-online: an online used-car retailer', () => {
  const site = load('drivewise-online');

  it('uses the online-retailer template and 360 Finance', () => {
    expect(site.template).toBe('online-retailer');
    expect(site.finance.provider).toBe('360 Finance');
  });

  it('lists used stock only, 800 cars, with excluded stock numbers and an excluded make', () => {
    expect(site.search.baseStock).toEqual({
      soldWithinDays: 7,
      usedOnly: true,
      excludedStockNumbers: ['DW24811', 'DW25107'],
      excludedMakes: ['Proton'],
    });
    expect(site.inventory).toMatchObject({ source: 'generated', count: 800, carTypes: ['used'] });
    expect(site.search.priceAscendingExcludesZero).toBe(true);
  });

  it('has the garage under its own name, online buying for every car and a $200 reserve', () => {
    expect(site.features.garage).toEqual({ enabled: true, route: '/myblinkr' });
    expect(site.features.onlineBuying).toEqual({ mode: 'all' });
    expect(site.features.reserve).toEqual({ enabled: true, amount: 200 });
    expect(site.features.favourites).toEqual({ enabled: true, eligibility: 'used-priced-with-photo' });
    expect(site.features.unregisteredRego).toBe(true);
  });

  it('needs sign-in for checkout and finance only', () => {
    expect(site.features.signIn).toEqual({
      checkout: true,
      finance: true,
      spinToWin: false,
      onlinePayment: false,
      financeApplication: false,
      tradeIn: false,
    });
  });

  it('has delivery hubs in Sydney and Brisbane at /our-location/{slug}, its own theme and a popup', () => {
    expect(states(site)).toEqual(new Set(['NSW', 'QLD']));
    expect(site.locationUrlForm).toBe('/our-location/{slug}');
    expect(site.theme.colours.primary).not.toBe(load('southern-cross-motors').theme.colours.primary);
    expect(site.content.popup).toMatchObject({ title: expect.any(String), linkTo: expect.stringMatching(/^\//) });
  });
});

describe('outback-rv: a caravan, motorcycle and used-car dealer in WA', () => {
  const site = load('outback-rv');

  it('uses the leisure template with caravan specifications and compare off', () => {
    expect(site.template).toBe('leisure');
    expect(site.features.specs.caravan).toBe(true);
    expect(site.features.compare).toBe(false);
  });

  it('uses Powertorque finance with its 7.5 to 14.5 interest bounds and a default of 10', () => {
    expect(site.finance.provider).toBe('Powertorque');
    expect(site.finance.calculator.interest).toEqual({ min: 7.5, max: 14.5 });
    expect(site.finance.defaultInterestRate).toBe(10);
  });

  it('has WA locations with sales, service and parts', () => {
    expect(states(site)).toEqual(new Set(['WA']));
    expect(new Set(departmentTypes(site).flat())).toEqual(new Set(['sales', 'service', 'parts']));
  });

  it('stocks 250 new and used caravans, motorcycles and cars of its makes', () => {
    expect(site.inventory).toMatchObject({
      source: 'generated',
      count: 250,
      carTypes: ['new', 'used'],
      vehicleKinds: ['caravan', 'motorcycle', 'car'],
    });
    const makes = site.inventory.source === 'generated' ? site.inventory.makes : [];
    expect(makes).toEqual(
      expect.arrayContaining(['Jayco', 'Lotus Caravans', 'Zone RV', 'Honda', 'Yamaha', 'Kawasaki']),
    );
  });

  it('has its own generic header, no printing, vehicle location, a 14-day sold window and the service chat', () => {
    expect(site.header.style).toBe('generic');
    expect(site.header.menu.map((item) => item.label)).toEqual(expect.arrayContaining(['Caravans', 'Motorcycles']));
    expect(site.features.printing).toBe(false);
    expect(site.features.vehicleLocation).toBe(true);
    expect(site.search.baseStock.soldWithinDays).toBe(14);
    expect(site.features.chatAssistant).toEqual({ enabled: true, serviceAndParts: true });
  });
});

describe('demo locations are real Australian places with local details', () => {
  const POSTCODE: Record<AustralianState, RegExp> = {
    NSW: /^2/,
    ACT: /^(02|26|29)/,
    VIC: /^3/,
    QLD: /^4/,
    SA: /^5/,
    WA: /^6/,
    TAS: /^7/,
    NT: /^08/,
  };
  // rough bounding boxes: a swapped sign or digit lands outside them
  const BOUNDS: Record<AustralianState, { lat: [number, number]; long: [number, number] }> = {
    NSW: { lat: [-37.6, -28.1], long: [140.9, 153.7] },
    ACT: { lat: [-36, -35.1], long: [148.7, 149.4] },
    VIC: { lat: [-39.2, -33.9], long: [140.9, 150] },
    QLD: { lat: [-29.2, -10], long: [137.9, 153.6] },
    SA: { lat: [-38.1, -25.9], long: [129, 141] },
    WA: { lat: [-35.2, -13.6], long: [112.9, 129] },
    TAS: { lat: [-43.7, -39.5], long: [143.8, 148.5] },
    NT: { lat: [-26, -10.9], long: [129, 138] },
  };
  const AREA_CODE: Record<AustralianState, string> = {
    NSW: '02',
    ACT: '02',
    VIC: '03',
    TAS: '03',
    QLD: '07',
    SA: '08',
    WA: '08',
    NT: '08',
  };
  const DEALER_LICENCE: Partial<Record<AustralianState, RegExp>> = {
    NSW: /^MD \d{5,6}$/,
    VIC: /^LMCT \d{4,5}$/,
    QLD: /^3\d{6}$/,
    WA: /^DL \d{4,5}$/,
    TAS: /^MVT \d{3,5}$/,
  };
  const REPAIRER_LICENCE: Partial<Record<AustralianState, RegExp>> = { NSW: /^MVRL \d{5}$/, WA: /^MRB \d{4}$/ };
  const SUMMER_HOLIDAYS = ['Christmas Day', 'Boxing Day', "New Year's Day", 'Australia Day'];

  describe.each(DEMO_TENANTS)('%s', (slug) => {
    const site = load(slug);

    it.each(site.locations.map((l) => [l.slug, l] as const))(
      '%s: postcode, map position and phones fit its state',
      (_, location) => {
        const { state, postcode, lat, long } = location.address;
        expect(postcode).toMatch(POSTCODE[state]);
        expect(lat).toBeGreaterThanOrEqual(BOUNDS[state].lat[0]);
        expect(lat).toBeLessThanOrEqual(BOUNDS[state].lat[1]);
        expect(long).toBeGreaterThanOrEqual(BOUNDS[state].long[0]);
        expect(long).toBeLessThanOrEqual(BOUNDS[state].long[1]);
        for (const department of location.departments) {
          expect(department.phone.startsWith(`${AREA_CODE[state]} `), department.phone).toBe(true);
          if (department.landlinePhone) expect(department.landlinePhone.startsWith(`${AREA_CODE[state]} `)).toBe(true);
        }
      },
    );

    it.each(site.locations.map((l) => [l.slug, l] as const))(
      '%s: licence numbers in the state’s format',
      (_, location) => {
        const { state } = location.address;
        if (location.dealerLicenceNumber) expect(location.dealerLicenceNumber).toMatch(DEALER_LICENCE[state] ?? /^$/);
        if (location.motorVehicleRepairer)
          expect(location.motorVehicleRepairer).toMatch(REPAIRER_LICENCE[state] ?? /^$/);
        if (location.departments.some((d) => d.type === 'sales')) expect(location.dealerLicenceNumber).toBeDefined();
      },
    );

    it.each(site.locations.map((l) => [l.slug, l] as const))(
      '%s: hours for each weekday and the summer holidays',
      (_, location) => {
        for (const department of location.departments) {
          expect(department.openingHours.map((h) => h.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
          const holidays = (department.specialHours ?? []).map((h) => h.label);
          expect(holidays).toEqual(expect.arrayContaining(SUMMER_HOLIDAYS));
        }
        expect(new Set(location.departments.map((d) => d.type)).size).toBe(location.departments.length);
        expect(location.reviews?.averageRating).toBeGreaterThan(0);
      },
    );
  });
});

describe('together the demo tenants exercise every switch', () => {
  const sites = DEMO_TENANTS.map(load);

  /** Every true/false leaf under an object, by its path. */
  function switches(value: unknown, path: string, out = new Map<string, boolean>()): Map<string, boolean> {
    if (typeof value === 'boolean') out.set(path, value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) switches(child, `${path}.${key}`, out);
    }
    return out;
  }

  const paths = [...switches(sites[0], '$').keys()].filter((p) => /^\$\.(features|search|tags|forms)\./.test(p));

  it.each(paths)('%s is on for one demo tenant and off for another', (path) => {
    const values = new Set(sites.map((site) => switches(site, '$').get(path)));
    expect(values).toEqual(new Set([true, false]));
  });

  it('covers every online buying mode, favourites rule, location URL form, header style and font', () => {
    expect(new Set(sites.map((s) => s.features.onlineBuying.mode))).toEqual(new Set(['off', 'all', 'used', 'makes']));
    expect(new Set(sites.map((s) => s.features.favourites.eligibility))).toEqual(
      new Set(['in-stock', 'used-priced-with-photo']),
    );
    expect(new Set(sites.map((s) => s.locationUrlForm))).toEqual(
      new Set(['/contact-us/{slug}', '/our-location/{slug}']),
    );
    expect(new Set(sites.map((s) => s.header.style))).toEqual(new Set(['toyota', 'generic']));
    expect(new Set(sites.map((s) => s.theme.font))).toEqual(new Set(['system', 'humanist', 'geometric', 'serif']));
    expect(new Set(sites.map((s) => s.routes.finance.path)).size).toBe(4);
    expect(new Set(sites.map((s) => s.forms.moneyQuickPicks))).toEqual(new Set(['standard', 'high']));
  });

  it('has four finance providers, several sold windows and reserve amounts', () => {
    expect(new Set(sites.map((s) => s.finance.provider))).toEqual(
      new Set(['Taurus', 'Angle', '360 Finance', 'Powertorque']),
    );
    expect(new Set(sites.map((s) => s.search.baseStock.soldWithinDays))).toEqual(new Set([3, 7, 14]));
    expect(new Set(sites.map((s) => s.features.reserve.amount)).size).toBeGreaterThan(1);
  });

  it('has each optional setting both set and left out', () => {
    const both = (pick: (site: Site) => unknown) => new Set(sites.map((s) => pick(s) == null));
    expect(both((s) => s.baseDomain)).toEqual(new Set([true, false]));
    expect(both((s) => s.content.popup)).toEqual(new Set([true, false]));
    expect(both((s) => s.tags.electricHybrid)).toEqual(new Set([true, false]));
    expect(both((s) => s.complaints)).toEqual(new Set([true, false]));
    expect(both((s) => s.phoneNumbers.override)).toEqual(new Set([true, false]));
  });
});
