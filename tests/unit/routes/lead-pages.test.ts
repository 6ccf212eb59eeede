// The lead pages' routes and views (spec §2): the finance link with its query and anchor,
// where a site takes service bookings, and the department contacts the pages list.
import { describe, expect, it } from 'vitest';
import { departmentContacts } from '../../../src/components/locations/department-contacts.ts';
import { financeLinkHref, LEAD_PAGES, RESERVED_TOP_LEVEL_SEGMENTS } from '../../../src/routes/routes.ts';
import { hasServiceBookingForm, serviceBookingOf } from '../../../src/routes/service-booking.ts';
import { formatProblem } from '../../../src/tenant/issues.ts';
import { loadSite } from '../../../src/tenant/load.ts';
import type { Site } from '../../../src/tenant/schema/site.ts';

function tenant(slug: string): Site {
  const result = loadSite(slug);
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  return result.site;
}

const toyota = tenant('harbourside-toyota');
const group = tenant('southern-cross-motors');
const online = tenant('drivewise-online');
const leisure = tenant('outback-rv');

describe('financeLinkHref (spec §2 finance links)', () => {
  it('goes to the site’s finance page (routes.finance), straight to #finance-form', () => {
    expect(financeLinkHref(toyota)).toBe('/finance-enquiry#finance-form');
    expect(financeLinkHref(group)).toBe('/finance#finance-form');
    expect(financeLinkHref(online)).toBe('/apply-for-finance#finance-form');
    expect(financeLinkHref(leisure)).toBe('/car-finance/#finance-form');
  });

  it('carries what is known of the car and the shopper, and leaves out the rest', () => {
    expect(
      financeLinkHref(group, {
        preferredDealership: 'southern-cross-kia-mg-frankston',
        vehiclePriceBudget: 32990,
        car_id: '4821',
        car_type: 'used',
        vin: '',
      }),
    ).toBe(
      '/finance?preferredDealership=southern-cross-kia-mg-frankston&vehiclePriceBudget=32990&car_id=4821&car_type=used#finance-form',
    );
  });
});

describe('the lead pages’ addresses (spec §2)', () => {
  it('keeps every first segment out of the model pages’ way', () => {
    const paths = [
      ...LEAD_PAGES.sellYourCar,
      ...LEAD_PAGES.finance,
      LEAD_PAGES.service,
      LEAD_PAGES.newVehicleEnquiry,
      LEAD_PAGES.feedbackSurvey,
    ];
    for (const path of paths) expect(RESERVED_TOP_LEVEL_SEGMENTS.has(path.split('/')[1]!), path).toBe(true);
  });

  it('offers every finance path a site may choose as its finance link', () => {
    for (const site of [toyota, group, online, leisure]) expect(LEAD_PAGES.finance).toContain(site.routes.finance.path);
  });
});

describe('serviceBookingOf: where a site takes service bookings (spec §2 /service, /genuine-service)', () => {
  it('a Toyota dealer with a base domain books on its own booking page', () => {
    expect(serviceBookingOf(toyota)).toEqual({
      kind: 'external',
      href: 'https://harbourside.toyotadealer.com.au/service/booking',
    });
    expect(hasServiceBookingForm(toyota, '/service')).toBe(false);
    expect(hasServiceBookingForm(toyota, '/genuine-service')).toBe(false);
  });

  it('without one, on /genuine-service (its booking link) and /service', () => {
    const own = { ...toyota, baseDomain: null };
    expect(serviceBookingOf(own)).toEqual({ kind: 'form', pages: ['/service', '/genuine-service'] });
    expect(hasServiceBookingForm(own, '/genuine-service')).toBe(true);
  });

  it('a site whose booking link is /service takes bookings there only', () => {
    expect(serviceBookingOf(group)).toEqual({ kind: 'form', pages: ['/service'] });
    expect(serviceBookingOf(leisure)).toEqual({ kind: 'form', pages: ['/service'] });
    expect(hasServiceBookingForm(group, '/genuine-service')).toBe(false);
  });

  it('a site with no service department has nothing to book', () => {
    expect(serviceBookingOf(online)).toEqual({ kind: 'none' });
    const hidden = {
      ...leisure,
      locations: leisure.locations.map((location) => ({ ...location, visible: false })),
    };
    expect(serviceBookingOf(hidden)).toEqual({ kind: 'none' });
  });
});

describe('departmentContacts', () => {
  it('lists the departments of one type at the visible locations, by name, with address and number', () => {
    const service = departmentContacts(toyota, 'service');
    expect(service.map((contact) => contact.name)).toEqual(
      toyota.locations
        .filter((location) => location.departments.some((department) => department.type === 'service'))
        .map((location) => location.name)
        .sort((a, b) => a.localeCompare(b)),
    );
    const first = toyota.locations.find((location) => location.name === service[0]!.name)!;
    expect(service[0]).toEqual({
      name: first.name,
      address: `${first.address.street}, ${first.address.city} ${first.address.state} ${first.address.postcode}`,
      phone: first.departments.find((department) => department.type === 'service')!.phone,
    });
  });

  it('leaves out hidden locations, and is empty where no location has the department', () => {
    expect(departmentContacts(online, 'parts')).toEqual([]);
    const [shown, ...hidden] = group.locations;
    const site = { locations: [shown!, ...hidden.map((location) => ({ ...location, visible: false }))] };
    expect(departmentContacts(site, 'sales').map((contact) => contact.name)).toEqual([shown!.name]);
  });
});
