import { describe, expect, it } from 'vitest';
import { checkForm } from '../../../../src/domain/forms/fields.ts';
import {
  checkLeadContext,
  honeypotFilled,
  leadClassification,
  leadFormFields,
} from '../../../../src/domain/forms/lead-request.ts';
import { LEAD_KINDS } from '../../../../src/domain/forms/lead-kinds.ts';
import type { LeadFormOptions } from '../../../../src/domain/forms/lead-kind.ts';

const options: LeadFormOptions = {
  severalDealerships: false,
  showLocation: false,
  messageExempt: false,
  dealershipOptions: ['harbourside-toyota'],
  serviceLocations: ['harbourside-service'],
  testDriveTerms: false,
  quickPicks: [5000, 70000],
};

describe('lead kinds', () => {
  it('every kind has a form that starts with the shopper’s name and e-mail', () => {
    expect(LEAD_KINDS).toHaveLength(16);
    for (const kind of LEAD_KINDS) {
      const names = leadFormFields(kind, options).map((f) => f.name);
      expect(names, kind).toContain('name');
      expect(names, kind).toContain('email');
      expect(new Set(names).size, kind).toBe(names.length);
    }
  });

  it.each([
    ['enquiry', { category: 'Service Enquiry' }, 'Anything', ['Service Enquiry', 'Anything']],
    ['enquiry', {}, null, ['General Enquiry', null]],
    ['enquiry', { category: 'Careers' }, 'Anything', ['General Enquiry', 'Career Enquiry']],
    ['careers', {}, null, ['General Enquiry', 'Career Enquiry']],
    ['test-drive', {}, 'From the car page', ['Test Drive', 'From the car page']],
    ['find-similar', {}, 'ignored', ['General Enquiry', 'Find me something similar']],
    ['make-an-offer', { category: 'Sales Enquiry' }, null, ['Sales Enquiry', 'Make an Offer']],
    ['service-booking', {}, null, ['Service Enquiry', 'Service Booking']],
    ['trade-in', {}, null, ['Trade-in Enquiry', 'Sell My Car']],
  ] as const)('%s %j sent as %j → %j', (kind, values, subcategory, [category, sub]) => {
    expect(leadClassification(kind, values, subcategory)).toMatchObject({ category, subcategory: sub });
  });

  it('the test drive’s terms and the enquiry’s dealership select follow the site', () => {
    const group = { ...options, severalDealerships: true, dealershipOptions: ['a', 'b'], testDriveTerms: true };
    expect(leadFormFields('test-drive', group).map((f) => f.name)).toContain('terms_conditions');
    expect(leadFormFields('enquiry', group).find((f) => f.name === 'dealership_slug')?.options).toEqual(['a', 'b']);
    expect(leadFormFields('enquiry', options).map((f) => f.name)).not.toContain('dealership_slug');
  });

  it('make an offer validates without a price (it only shapes the placeholder)', () => {
    const fields = leadFormFields('make-an-offer', options);
    expect(
      checkForm(fields, {
        name: 'Jane',
        email: 'jane@example.com',
        phone: '0412 345 678',
        postcode: '6000',
        category: 'General Enquiry',
        offer_from_client: 20000,
        terms_conditions: true,
      }).ok,
    ).toBe(true);
  });
});

describe('lead context (spec §3)', () => {
  it('keeps the car, page and visit; ids become text; unknown keys are dropped', () => {
    const result = checkLeadContext({
      kind: 'enquiry',
      car_id: 123,
      page_id: 'home',
      car_type: 'used',
      url: 'https://www.example.com.au/cars/1',
      lead_attributes: { visited_pages: ['/', '/cars/1'], linked_query_params: { utm_source: 'x' } },
      additional_services: ['Car wash'],
      something: 'else',
    });
    expect(result).toEqual({
      ok: true,
      context: {
        kind: 'enquiry',
        car_id: '123',
        page_id: 'home',
        car_type: 'used',
        url: 'https://www.example.com.au/cars/1',
        lead_attributes: { visited_pages: ['/', '/cars/1'], linked_query_params: { utm_source: 'x' } },
        additional_services: ['Car wash'],
      },
    });
  });

  it.each([
    [{ kind: 'pizza' }, 'kind'],
    [{ kind: 'enquiry', car_type: 'old' }, 'car_type'],
    [{ kind: 'enquiry', url: 'javascript:alert(1)' }, 'url'],
    [{ kind: 'enquiry', car_id: -1 }, 'car_id'],
    [{ kind: 'enquiry', lead_attributes: [] }, 'lead_attributes'],
    [{ kind: 'enquiry', lead_attributes: { visited_pages: Array(51).fill('/') } }, 'lead_attributes.visited_pages'],
    [{ kind: 'enquiry', lead_attributes: { linked_query_params: { a: 1 } } }, 'lead_attributes.linked_query_params.a'],
    [{ kind: 'enquiry', additional_services: [''] }, 'additional_services.0'],
    [[{ kind: 'enquiry' }], 'form'],
    [null, 'form'],
  ])('%j → an error on %s', (input, key) => {
    const result = checkLeadContext(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([key]);
  });

  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    ['  ', false],
    [false, false],
    ['http://spam.example', true],
    [0, true],
    [{}, true],
  ])('honeypot %j filled: %s', (value, filled) => expect(honeypotFilled(value)).toBe(filled));
});

describe('lead context messages', () => {
  it('say what to send, for lists and their items alike', () => {
    const result = checkLeadContext({
      kind: 'enquiry',
      lead_attributes: { visited_pages: ['/', 'x'.repeat(3000)], linked_query_params: { utm: 5 } },
      additional_services: ['Car wash', ' '],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        'lead_attributes.visited_pages.1':
          'Please send visited_pages as a list of addresses (2048 characters each at most).',
        'lead_attributes.linked_query_params.utm':
          'Please send linked_query_params as an object of text values (names of 100, values of 500 characters at most).',
        'additional_services.1':
          'Please send additional_services as a list of service names (100 characters each at most).',
      },
    });
  });
});
