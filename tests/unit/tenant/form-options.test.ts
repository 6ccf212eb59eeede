import { describe, expect, it } from 'vitest';
import { checkForm } from '../../../src/domain/forms/fields.ts';
import { leadFormFields } from '../../../src/domain/forms/lead-request.ts';
import type { LeadFormOptions } from '../../../src/domain/forms/lead-kind.ts';
import { leadFormOptions } from '../../../src/tenant/form-options.ts';
import { formatProblem } from '../../../src/tenant/issues.ts';
import { loadSite } from '../../../src/tenant/load.ts';
import type { Site } from '../../../src/tenant/schema/site.ts';
import { rawTenant, resolvedSite, setAt, TENANTS_ROOT } from '../../support/tenant-json.ts';

function load(slug: string): Site {
  const result = loadSite(slug, TENANTS_ROOT);
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  return result.site;
}

// spec §5 Money input quick picks
const STANDARD_PICKS = [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000];
const HIGH_PICKS = [300000, 400000, 500000, 600000, 700000, 800000];

const contact = { name: 'Jane', email: 'jane@example.com', phone: '0412 345 678' };
const enquiry = { ...contact, postcode: '2000', category: 'Sales Enquiry', terms_conditions: true };

describe('leadFormOptions: each demo tenant’s forms', () => {
  it('harbourside-toyota: one dealership, the test drive’s terms notice, the message required', () => {
    expect(leadFormOptions(load('harbourside-toyota'))).toEqual<LeadFormOptions>({
      severalDealerships: false,
      dealershipOptions: ['harbourside-toyota'],
      showLocation: false,
      // by name, as the site's location lists
      locationOptions: [
        'harbourside-toyota-service-centre-mayfield',
        'harbourside-toyota-used-cars-cardiff',
        'harbourside-toyota-wickham',
      ],
      messageExempt: false,
      serviceLocations: ['harbourside-toyota-service-centre-mayfield', 'harbourside-toyota-wickham'],
      testDriveTerms: true,
      quickPicks: STANDARD_PICKS,
    });
  });

  it('southern-cross-motors: six dealerships and the location select over its six locations', () => {
    const options = leadFormOptions(load('southern-cross-motors'));
    expect(options).toMatchObject({
      severalDealerships: true,
      showLocation: true,
      messageExempt: false,
      testDriveTerms: false,
      quickPicks: STANDARD_PICKS,
    });
    expect(options.dealershipOptions).toHaveLength(6);
    expect(options.locationOptions).toEqual([
      'southern-cross-ballarat',
      'southern-cross-dandenong',
      'southern-cross-frankston',
      'southern-cross-geelong',
      'southern-cross-hobart',
      'southern-cross-launceston',
    ]);
    expect(options.serviceLocations).toEqual(options.locationOptions);
  });

  it('drivewise-online: the message exemption, no service locations', () => {
    expect(leadFormOptions(load('drivewise-online'))).toEqual<LeadFormOptions>({
      severalDealerships: false,
      dealershipOptions: ['drivewise-online'],
      showLocation: false,
      locationOptions: ['brisbane-hub', 'sydney-hub'],
      messageExempt: true,
      serviceLocations: [],
      testDriveTerms: false,
      quickPicks: STANDARD_PICKS,
    });
  });

  it('outback-rv: two dealerships and the high quick picks, $300,000 to $800,000', () => {
    expect(leadFormOptions(load('outback-rv'))).toEqual<LeadFormOptions>({
      severalDealerships: true,
      dealershipOptions: ['outback-rv', 'outback-motorcycles'],
      showLocation: false,
      locationOptions: ['outback-motorcycles-osborne-park', 'outback-rv-bunbury', 'outback-rv-midland'],
      messageExempt: false,
      serviceLocations: ['outback-motorcycles-osborne-park', 'outback-rv-bunbury', 'outback-rv-midland'],
      testDriveTerms: false,
      quickPicks: HIGH_PICKS,
    });
  });
});

describe('leadFormOptions: the forms built with them follow the switches', () => {
  it('the message is required unless the site exempts it', () => {
    const required = leadFormFields('enquiry', leadFormOptions(load('harbourside-toyota')));
    expect(checkForm(required, enquiry)).toMatchObject({
      ok: false,
      errors: { message: 'Please enter your comments.' },
    });
    const exempt = leadFormFields('enquiry', leadFormOptions(load('drivewise-online')));
    expect(checkForm(exempt, enquiry)).toMatchObject({ ok: true, values: { message: '' } });
  });

  it('the location select is required where shown, and takes a visible location’s slug', () => {
    const fields = leadFormFields('enquiry', leadFormOptions(load('southern-cross-motors')));
    const group = { ...enquiry, message: 'Hi', dealership_slug: 'southern-cross-kia-mg-frankston' };
    expect(checkForm(fields, group)).toMatchObject({ errors: { location: 'Please choose a location.' } });
    expect(checkForm(fields, { ...group, location: 'Southern Cross Hobart' })).toMatchObject({
      errors: { location: 'Please choose a location from the list.' },
    });
    expect(checkForm(fields, { ...group, location: 'southern-cross-hobart' })).toMatchObject({ ok: true });
    const elsewhere = leadFormFields('enquiry', leadFormOptions(load('harbourside-toyota')));
    expect(elsewhere.map((f) => f.name)).not.toContain('location');
  });

  it('the test drive’s terms box must be ticked where the notice shows', () => {
    const terms = leadFormFields('test-drive', leadFormOptions(load('harbourside-toyota')));
    expect(checkForm(terms, contact)).toMatchObject({
      errors: { terms_conditions: '*You must agree to the terms of use before submitting.' },
    });
    const none = leadFormFields('test-drive', leadFormOptions(load('southern-cross-motors')));
    expect(checkForm(none, contact)).toMatchObject({ ok: true });
  });

  it('a hidden location is offered by neither location select', () => {
    const raw = setAt(rawTenant('southern-cross-motors'), '$.locations[4].visible', false);
    const options = leadFormOptions(resolvedSite('southern-cross-motors', raw));
    expect(options.locationOptions).not.toContain('southern-cross-hobart');
    expect(options.serviceLocations).not.toContain('southern-cross-hobart');
    expect(options.locationOptions).toHaveLength(5);
  });
});
