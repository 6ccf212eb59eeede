// The lead pages' addresses (spec §2): the finance link with its query and anchor, and the
// pages' first segments.
import { describe, expect, it } from 'vitest';
import { financeLinkHref, LEAD_PAGES, modelPagePaths } from '../../../src/site-urls.ts';
import { demoSite } from '../../support/sites.ts';

const toyota = demoSite('harbourside-toyota');
const group = demoSite('southern-cross-motors');
const online = demoSite('drivewise-online');
const leisure = demoSite('outback-rv');

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
    const site = {
      baseDomain: null,
      routes: { serviceBooking: '/service', finance: { path: '/finance', label: 'Finance' }, modelPrefix: '' },
    } as const;
    for (const path of paths) {
      const slug = path.split('/')[1]!;
      // a model with that slug gets no page: the build refuses it
      expect(modelPagePaths(site, [{ slug, name: slug, override_url: null }]).pages, path).toEqual([]);
    }
  });

  it('offers every finance path a site may choose as its finance link', () => {
    for (const site of [toyota, group, online, leisure]) expect(LEAD_PAGES.finance).toContain(site.routes.finance.path);
  });
});
