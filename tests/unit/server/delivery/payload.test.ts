import { describe, expect, it } from 'vitest';
import type { LeadForDelivery } from '../../../../src/server/delivery/lead.ts';
import { leadPayload } from '../../../../src/server/delivery/payload.ts';
import { CONTEXT, NO_CAR, SELL_MY_CAR, USED_CAR, USED_ENQUIRY } from '../../../support/delivery-fixtures.ts';

describe('leadPayload: the webhook JSON', () => {
  it('has every documented key, in order, snake_case, with the lead’s values', () => {
    const payload = leadPayload(USED_ENQUIRY, CONTEXT);
    expect(JSON.parse(JSON.stringify(payload))).toEqual({
      version: 1,
      lead_id: 'lead-used-enquiry',
      tenant: 'southern-cross-motors',
      site: { name: 'Southern Cross Motors', url: 'https://www.southerncrossmotors.com.au' },
      dealership: {
        slug: 'southern-cross-kia-frankston',
        name: 'Southern Cross Kia Frankston',
        email: 'leads@sckiafrankston.com.au',
        phone: '03 9781 4400',
      },
      kind: 'enquiry',
      category: 'Sales Enquiry',
      subcategory: null,
      created_at: '2026-07-01T00:30:00.000Z',
      customer: {
        first_name: 'Jane',
        last_name: 'Citizen',
        email: 'jane.citizen@example.com',
        phone: '0412 345 678',
        postcode: '3199',
        preferred_contact_method: 'Email',
      },
      message: 'Is it still available? Could I see it on Saturday?',
      car: {
        id: 48213,
        stock_number: 'U12345',
        vin: 'KNAPU81BMM7012345',
        year: 2021,
        make: 'Kia',
        model: 'Sportage',
        badge: 'SX+',
        car_type: 'used',
        km: 48210,
        price: 32990,
        url: USED_CAR.url,
      },
      trade_in: null,
      attributes: { opt_in: false, opt_in_finance: true, opt_in_trade: false, terms_conditions: true },
      tracking: {
        url: USED_CAR.url,
        source: 'vehicle-page',
        page_id: 'vdp',
        visited_pages: ['/search/used-cars', '/cars/2021-kia-sportage-sx-plus-48213'],
        linked_query_params: { utm_source: 'google' },
      },
      suspected_abuse: false,
    });
    expect(Object.keys(payload)).toEqual([
      'version',
      'lead_id',
      'tenant',
      'site',
      'dealership',
      'kind',
      'category',
      'subcategory',
      'created_at',
      'customer',
      'message',
      'car',
      'trade_in',
      'attributes',
      'tracking',
      'suspected_abuse',
    ]);
  });

  it('says whether the lead is past its phone number’s limit', () => {
    expect(leadPayload({ ...USED_ENQUIRY, suspected_abuse: true }, CONTEXT).suspected_abuse).toBe(true);
  });

  it('keeps every key when values are unknown (null, not absent), and the trade-in when there is one', () => {
    const payload = leadPayload(SELL_MY_CAR, CONTEXT);
    expect(payload.car).toBeNull();
    expect(payload.message).toBeNull();
    expect(payload.customer.last_name).toBeNull();
    expect(payload.trade_in).toEqual({
      rego: '1AB2CD',
      rego_state: 'VIC',
      kms: 87500,
      year: null,
      make: null,
      model: null,
    });
    expect(JSON.parse(JSON.stringify(leadPayload(NO_CAR, CONTEXT)))).toHaveProperty('car', null);
  });

  it('sorts attributes by name, so the same lead always serialises to the same bytes', () => {
    const a = { ...USED_ENQUIRY, attributes: { b: 1, a: 'x', c: ['y'] } };
    const b = { ...USED_ENQUIRY, attributes: { c: ['y'], a: 'x', b: 1 } };
    expect(Object.keys(leadPayload(a, CONTEXT).attributes)).toEqual(['a', 'b', 'c']);
    expect(JSON.stringify(leadPayload(a, CONTEXT))).toBe(JSON.stringify(leadPayload(b, CONTEXT)));
  });

  it('copies field by field: what the caller left on the objects by accident does not leak', () => {
    const sloppy = {
      ...USED_ENQUIRY,
      user_agent: 'Mozilla/5.0',
      ip: '203.0.113.9',
      customer: { ...USED_ENQUIRY.customer, ip: '203.0.113.9' },
      car: { ...USED_CAR, dealer_cost: 25000 },
    } as LeadForDelivery;
    const json = JSON.stringify(leadPayload(sloppy, CONTEXT));
    expect(json).not.toContain('203.0.113.9');
    expect(json).not.toContain('Mozilla');
    expect(json).not.toContain('dealer_cost');
  });

  it('uses snake_case for every key it defines', () => {
    const keys: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
      for (const [key, child] of Object.entries(value)) {
        // attribute and query-parameter names are the form's and the link's own
        if (path === 'attributes' || path === 'tracking.linked_query_params') continue;
        keys.push(key);
        walk(child, path ? `${path}.${key}` : key);
      }
    };
    walk(leadPayload(USED_ENQUIRY, CONTEXT), '');
    for (const key of keys) expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
  });
});
