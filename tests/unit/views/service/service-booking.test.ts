// Where a site takes service bookings (spec §2 /service, /genuine-service).
import { describe, expect, it } from 'vitest';
import { hasServiceBookingForm, serviceBookingOf } from '../../../../src/views/service/service-booking.ts';
import { demoSite } from '../../../support/sites.ts';

const toyota = demoSite('harbourside-toyota');
const group = demoSite('southern-cross-motors');
const online = demoSite('drivewise-online');
const leisure = demoSite('outback-rv');

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
