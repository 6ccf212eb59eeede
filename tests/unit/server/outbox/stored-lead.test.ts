import { describe, expect, it } from 'vitest';
import type { FormValues } from '../../../../src/domain/forms/fields.ts';
import { FORM_LEAD_KINDS, type FormLeadKind } from '../../../../src/domain/forms/lead-kinds.ts';
import type { LeadCar } from '../../../../src/server/delivery/lead.ts';
import { validateLead } from '../../../../src/server/leads/validate.ts';
import { leadForDelivery, type StoredLead } from '../../../../src/server/outbox/stored-lead.ts';
import { PERSON, TENANTS, VALID_LEADS } from '../../../support/leads.ts';

const LEAD_ID = '3f0c2a9e-8b1d-4c6e-9a7f-5d2e1b0c4a81';
const CREATED_AT = new Date('2026-07-01T00:30:00Z');
const PAGE_URL = 'http://harbourside-toyota.localhost:4321/cars/2022-toyota-rav4-gx-123';
const VISITED = ['/', '/search/new-used-and-demo-cars', '/cars/2022-toyota-rav4-gx-123'];
const QUERY = { utm_source: 'newsletter', utm_campaign: 'spring' };
const MESSAGE = VALID_LEADS.enquiry.body['message'];

/**
 * The row the API stores for a request body: the same validation POST /api/leads runs
 * (src/server/leads/validate.ts), so fields and context have the stored shapes (numbers
 * parsed, page_id as text, car_id as a column).
 */
function storedFrom(body: Record<string, unknown>): StoredLead {
  const checked = validateLead(body, TENANTS[0]!);
  if (!checked.ok) throw new Error(`the test lead is not valid: ${JSON.stringify(checked.errors)}`);
  const { lead } = checked;
  return {
    id: LEAD_ID,
    tenant: 'harbourside-toyota',
    kind: lead.kind,
    category: lead.category,
    subcategory: lead.subcategory,
    dealership_slug: lead.dealershipSlug,
    car_id: lead.carId,
    created_at: CREATED_AT,
    suspected_abuse: false,
    payload: lead.payload,
  };
}

const stored = (kind: FormLeadKind, changes: Record<string, unknown> = {}) =>
  storedFrom({ ...VALID_LEADS[kind].body, ...changes });

/** A row written by hand, for values the API would not let through. */
function row(fields: FormValues, context: Record<string, unknown> = {}, changes: Partial<StoredLead> = {}): StoredLead {
  return {
    id: LEAD_ID,
    tenant: 'harbourside-toyota',
    kind: 'enquiry',
    category: 'Sales Enquiry',
    subcategory: null,
    dealership_slug: 'harbourside-toyota',
    car_id: null,
    created_at: CREATED_AT,
    suspected_abuse: false,
    payload: { fields, context },
    ...changes,
  };
}

/** The stock feed's record of car 123, as `leadCarFromCatalog` makes it. */
const CATALOG_CAR: LeadCar = {
  id: 123,
  stock_number: 'HT123',
  vin: 'JTMW1RFV30D765432',
  year: 2022,
  make: 'Toyota',
  model: 'RAV4',
  badge: 'GX',
  car_type: 'used',
  km: 48210,
  price: 34990,
  url: 'https://www.harboursidetoyota.com.au/cars/2022-toyota-rav4-gx-123',
  item_type: 'car',
};

const EMPTY_CAR: LeadCar = {
  id: null,
  stock_number: null,
  vin: null,
  year: null,
  make: null,
  model: null,
  badge: null,
  car_type: null,
  km: null,
  price: null,
  url: null,
  item_type: null,
};

describe('leadForDelivery: a stored enquiry', () => {
  it('carries the suspected-abuse flag of the row', () => {
    expect(leadForDelivery({ ...stored('enquiry'), suspected_abuse: true }, null).suspected_abuse).toBe(true);
  });

  it('maps every part of the row, by the spec §3 names', () => {
    expect(leadForDelivery(stored('enquiry'), null)).toEqual({
      lead_id: LEAD_ID,
      tenant: 'harbourside-toyota',
      kind: 'enquiry',
      category: 'Sales Enquiry',
      subcategory: null,
      created_at: CREATED_AT,
      dealership_slug: 'harbourside-toyota',
      suspected_abuse: false,
      customer: {
        first_name: PERSON.name,
        last_name: PERSON.last_name,
        email: PERSON.email,
        phone: PERSON.phone,
        postcode: PERSON.postcode,
        preferred_contact_method: null,
      },
      message: MESSAGE,
      car: { ...EMPTY_CAR, id: 123, stock_number: 'HT123', make: 'Toyota', model: 'RAV4', car_type: 'used' },
      // the enquiry's Rego was left empty
      trade_in: null,
      // category, terms_conditions and the empty Rego are not news for the dealer
      attributes: { opt_in: false, opt_in_finance: false, opt_in_trade: false },
      tracking: {
        url: PAGE_URL,
        source: 'vehicle-page',
        page_id: '42',
        visited_pages: VISITED,
        linked_query_params: QUERY,
      },
    });
  });

  it('keeps the row’s own columns: id, tenant, classification, dealership, time', () => {
    const lead = leadForDelivery(
      row(
        { name: 'Jane' },
        {},
        {
          tenant: 'southern-cross-motors',
          kind: 'make-an-offer',
          category: 'General Enquiry',
          subcategory: 'Make an Offer',
          dealership_slug: null,
          created_at: new Date('2026-01-02T03:04:05Z'),
        },
      ),
      null,
    );
    expect(lead).toMatchObject({
      lead_id: LEAD_ID,
      tenant: 'southern-cross-motors',
      kind: 'make-an-offer',
      category: 'General Enquiry',
      subcategory: 'Make an Offer',
      dealership_slug: null,
    });
    expect(lead.created_at).toBeInstanceOf(Date);
    expect(lead.created_at.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });
});

describe('every kind the API takes', () => {
  it.each(FORM_LEAD_KINDS)('%s: maps without a mapped field or an empty value among the attributes', (kind) => {
    const lead = leadForDelivery(stored(kind), null);
    expect(lead.kind).toBe(kind);
    expect(lead.customer.first_name).toBe(PERSON.name);
    expect(lead.tracking.url).toBe(PAGE_URL);
    for (const mapped of ['name', 'last_name', 'email', 'phone', 'postcode', 'message', 'rego', 'Rego', 'kms'])
      expect(lead.attributes).not.toHaveProperty(mapped);
    for (const [name, value] of Object.entries(lead.attributes)) expect(value, name).not.toBe('');
  });
});

describe('the customer', () => {
  it('takes name as first_name and the contact fields, trimmed', () => {
    const lead = leadForDelivery(
      row({
        name: '  Jane ',
        last_name: ' Citizen',
        email: 'jane@example.com ',
        phone: '0412 345 678',
        postcode: '3199',
        PreferredContactMethod: 'SMS',
      }),
      null,
    );
    expect(lead.customer).toEqual({
      first_name: 'Jane',
      last_name: 'Citizen',
      email: 'jane@example.com',
      phone: '0412 345 678',
      postcode: '3199',
      preferred_contact_method: 'SMS',
    });
  });

  it('optional fields left empty are null; a missing first name is empty text', () => {
    // the feedback survey asks no last name or phone: the API stores them as ''
    expect(leadForDelivery(stored('feedback-survey'), null).customer).toEqual({
      first_name: PERSON.name,
      last_name: null,
      email: PERSON.email,
      phone: null,
      postcode: null,
      preferred_contact_method: null,
    });
    expect(leadForDelivery(row({ name: '   ', last_name: '' }), null).customer).toMatchObject({
      first_name: '',
      last_name: null,
    });
  });

  it.each([
    ['Phone', 'Phone'],
    ['Email', 'Email'],
    ['SMS', 'SMS'],
    ['Carrier pigeon', null],
    ['', null],
  ])('preferred contact method %j → %j', (sent, expected) => {
    expect(leadForDelivery(row({ name: 'Jane', PreferredContactMethod: sent }), null).customer).toMatchObject({
      preferred_contact_method: expected,
    });
  });
});

describe('the message', () => {
  it('is the message field, or null when left empty', () => {
    expect(leadForDelivery(stored('parts'), null).message).toBe(MESSAGE);
    expect(leadForDelivery(stored('find-similar'), null).message).toBe('Can you please find me something similar?');
    expect(leadForDelivery(stored('test-drive'), null).message).toBeNull();
    expect(leadForDelivery(row({ name: 'Jane', message: '  \n ' }), null).message).toBeNull();
  });
});

describe('the car', () => {
  it('comes from the lead’s context when the stock feed has no record', () => {
    expect(leadForDelivery(stored('test-drive'), null).car).toEqual({
      ...EMPTY_CAR,
      id: 123,
      stock_number: 'HT123',
      make: 'Toyota',
      model: 'RAV4',
      car_type: 'used',
    });
  });

  it('a car_id that is not a number is no id; the VIN and car type still name the car', () => {
    const lead = stored('finance-enquiry');
    expect(lead.car_id).toBe('abc-123');
    expect(leadForDelivery(lead, null).car).toEqual({
      ...EMPTY_CAR,
      vin: 'JTMW1RFV30D123456',
      car_type: 'new',
    });
  });

  it('a new-vehicle enquiry names only the model', () => {
    expect(leadForDelivery(stored('new-vehicle-enquiry'), null).car).toEqual({ ...EMPTY_CAR, model: 'RAV4 Hybrid' });
  });

  it.each(['new', 'used', 'demo'] as const)('car_type %s is kept', (carType) => {
    expect(leadForDelivery(stored('enquiry', { car_type: carType }), null).car?.car_type).toBe(carType);
  });

  it('an unknown car_type and blank texts are unknown values', () => {
    const lead = row({ name: 'Jane' }, { car_type: 'nearly-new', stock_number: ' ', 'Vehicle Make': 'Kia' });
    expect(leadForDelivery(lead, null).car).toEqual({ ...EMPTY_CAR, make: 'Kia' });
  });

  it('is null when the lead names no car', () => {
    for (const kind of ['trade-in', 'finance-application', 'careers', 'fleet', 'feedback-survey'] as const)
      expect(leadForDelivery(stored(kind), null).car, kind).toBeNull();
    expect(leadForDelivery(row({ name: 'Jane' }, { car_type: 'nearly-new' }), null).car).toBeNull();
  });

  it('is merged with the stock feed’s record, which wins wherever it knows a value', () => {
    const catalog: LeadCar = {
      ...CATALOG_CAR,
      // the feed's car is now a demo, and it lost its stock number
      car_type: 'demo',
      stock_number: null,
      price: null,
    };
    expect(leadForDelivery(stored('enquiry'), catalog).car).toEqual({
      id: 123,
      stock_number: 'HT123',
      vin: 'JTMW1RFV30D765432',
      year: 2022,
      make: 'Toyota',
      model: 'RAV4',
      badge: 'GX',
      car_type: 'demo',
      km: 48210,
      price: null,
      url: 'https://www.harboursidetoyota.com.au/cars/2022-toyota-rav4-gx-123',
      item_type: 'car',
    });
  });

  it('the stock feed’s values replace the ones the page sent', () => {
    const lead = stored('enquiry', { stock_number: 'OLD-1', 'Vehicle Model': 'RAV 4', car_id: '123' });
    expect(leadForDelivery(lead, CATALOG_CAR).car).toEqual(CATALOG_CAR);
  });

  it('the stock feed’s record alone is the car when the lead sent nothing else, and gives the id', () => {
    expect(leadForDelivery(row({ name: 'Jane' }), CATALOG_CAR).car).toEqual(CATALOG_CAR);
    const notNumeric = row({ name: 'Jane' }, {}, { car_id: 'abc-123' });
    expect(leadForDelivery(notNumeric, CATALOG_CAR).car?.id).toBe(123);
  });

  it('a stock-feed record with nothing known still leaves the lead’s own values', () => {
    expect(leadForDelivery(stored('enquiry'), EMPTY_CAR).car).toEqual(leadForDelivery(stored('enquiry'), null).car);
  });
});

describe('the trade-in', () => {
  it('sell my car: rego, state and kms', () => {
    expect(leadForDelivery(stored('trade-in'), null).trade_in).toEqual({
      rego: 'ABC123',
      rego_state: 'WA',
      kms: 45000,
      year: null,
      make: null,
      model: null,
    });
  });

  it('an enquiry’s Rego', () => {
    expect(leadForDelivery(stored('enquiry', { Rego: 'XYZ 789' }), null).trade_in).toEqual({
      rego: 'XYZ 789',
      rego_state: null,
      kms: null,
      year: null,
      make: null,
      model: null,
    });
  });

  it('a service booking’s rego and kms are the car being serviced, not a trade-in', () => {
    const lead = leadForDelivery(stored('service-booking'), null);
    expect(lead.trade_in).toBeNull();
    expect(lead.attributes).toMatchObject({ vehicle_rego: 'XYZ789', vehicle_kms: 60000 });
  });

  it('the sell-your-car rego is taken before Rego', () => {
    expect(leadForDelivery(row({ rego: 'ABC123', Rego: 'XYZ789' }), null).trade_in?.rego).toBe('ABC123');
    expect(leadForDelivery(row({ rego: '', Rego: 'XYZ789' }), null).trade_in?.rego).toBe('XYZ789');
  });

  it('a state or kms alone is a trade-in; unknown states and odd kms are unknown', () => {
    expect(leadForDelivery(row({ regoState: 'TAS' }), null).trade_in).toMatchObject({ rego: null, rego_state: 'TAS' });
    expect(leadForDelivery(row({ kms: '60000' }), null).trade_in).toMatchObject({ kms: 60000 });
    expect(leadForDelivery(row({ rego: 'ABC123', regoState: 'XX', kms: 12.5 }), null).trade_in).toEqual({
      rego: 'ABC123',
      rego_state: null,
      kms: null,
      year: null,
      make: null,
      model: null,
    });
  });

  it('is null when the lead has none', () => {
    expect(leadForDelivery(stored('test-drive'), null).trade_in).toBeNull();
    expect(leadForDelivery(row({ Rego: '', regoState: '', kms: '' }), null).trade_in).toBeNull();
    expect(leadForDelivery(row({ regoState: 'XX', kms: '45,000' }), null).trade_in).toBeNull();
  });
});

describe('the attributes', () => {
  it('make an offer: the offer as the schema parsed it', () => {
    expect(leadForDelivery(stored('make-an-offer'), null).attributes).toEqual({
      opt_in_finance: false,
      opt_in_trade: false,
      offer_from_client: 28500,
    });
  });

  it('service booking: the location, vehicle, appointment and the extra services from the context', () => {
    expect(leadForDelivery(stored('service-booking'), null).attributes).toEqual({
      vehicle_rego: 'XYZ789',
      vehicle_kms: 60000,
      location: 'harbourside-service',
      vehicle: 'Toyota RAV4',
      appointment: '2026-12-03T08:00',
      additional_services: ['Wheel alignment', 'Car wash'],
    });
  });

  it('every other form field by its name; optional fields left empty are left out', () => {
    expect(leadForDelivery(stored('finance-application'), null).attributes).toEqual({
      loanAmount: 25000,
      loanTermYears: '5',
      employmentStatus: 'Full time',
    });
    // the parts form's VIN was left empty
    expect(leadForDelivery(stored('parts'), null).attributes).toEqual({ vehicle: 'Toyota HiLux' });
    expect(leadForDelivery(stored('test-drive'), null).attributes).toEqual({ appointment: '2026-12-01T10:30' });
    expect(leadForDelivery(stored('fleet'), null).attributes).toEqual({ company: 'Acme Logistics', fleetSize: 12 });
  });

  it('false and 0 are kept: only empty text says nothing', () => {
    expect(leadForDelivery(row({ name: 'Jane', opt_in: false, fleetSize: 0, note: '' }), null).attributes).toEqual({
      opt_in: false,
      fleetSize: 0,
    });
  });

  it('no extra services, or an empty list, adds none', () => {
    expect(leadForDelivery(row({ name: 'Jane' }, { additional_services: [] }), null).attributes).toEqual({});
    expect(leadForDelivery(row({ name: 'Jane' }, { additional_services: 'Car wash' }), null).attributes).toEqual({});
  });

  it('the fields the dealer already gets elsewhere are never repeated', () => {
    const lead = row({
      name: 'Jane',
      last_name: 'Citizen',
      email: 'jane@example.com',
      phone: '0412 345 678',
      postcode: '3199',
      message: 'Hi',
      PreferredContactMethod: 'Email',
      rego: 'ABC123',
      regoState: 'VIC',
      kms: 1000,
      Rego: 'XYZ789',
      category: 'Sales Enquiry',
      dealership_slug: 'harbourside-toyota',
      terms_conditions: true,
      request: 'Please send photos for this car',
    });
    expect(leadForDelivery(lead, null).attributes).toEqual({ request: 'Please send photos for this car' });
  });
});

describe('the tracking', () => {
  it('url, source, page_id, visited pages and campaign parameters of the visit', () => {
    expect(leadForDelivery(stored('careers'), null).tracking).toEqual({
      url: PAGE_URL,
      source: 'vehicle-page',
      page_id: '42',
      visited_pages: VISITED,
      linked_query_params: QUERY,
    });
  });

  it('a page_id stored as a number is text', () => {
    expect(leadForDelivery(row({}, { page_id: 42 }), null).tracking.page_id).toBe('42');
  });

  it('nothing known: nulls and empty lists', () => {
    expect(leadForDelivery(row({ name: 'Jane' }), null).tracking).toEqual({
      url: null,
      source: null,
      page_id: null,
      visited_pages: [],
      linked_query_params: {},
    });
    expect(leadForDelivery(row({}, { url: '', source: ' ', lead_attributes: {} }), null).tracking).toMatchObject({
      url: null,
      source: null,
      visited_pages: [],
      linked_query_params: {},
    });
  });

  it('drops values that are not text', () => {
    const lead = row(
      {},
      {
        lead_attributes: {
          visited_pages: ['/', 7, null, { path: '/x' }, '/cars/2022-toyota-rav4-gx-123'],
          linked_query_params: { utm_source: 'newsletter', utm_medium: 3, utm_term: null, gclid: ['a'] },
        },
      },
    );
    expect(leadForDelivery(lead, null).tracking).toMatchObject({
      visited_pages: ['/', '/cars/2022-toyota-rav4-gx-123'],
      linked_query_params: { utm_source: 'newsletter' },
    });
  });

  it('a visit of the wrong shape is no visit', () => {
    const lead = row({}, { lead_attributes: { visited_pages: '/', linked_query_params: ['utm_source=x'] } });
    expect(leadForDelivery(lead, null).tracking).toMatchObject({ visited_pages: [], linked_query_params: {} });
  });
});

describe('details the pages send half-filled', () => {
  it('a new-vehicle enquiry’s model field is the car’s model, not an attribute', () => {
    const lead = leadForDelivery(row({ name: 'Jane', 'Vehicle Model': 'RAV4' }), null);
    expect(lead.car?.model).toBe('RAV4');
    expect(lead.attributes).not.toHaveProperty('Vehicle Model');
  });

  it('an empty page_id is unknown', () => {
    expect(leadForDelivery(row({ name: 'Jane' }, { page_id: '' }), null).tracking.page_id).toBeNull();
  });
});

describe('a row the worker cannot map', () => {
  it('an unknown kind throws, naming the lead', () => {
    expect(() => leadForDelivery(row({ name: 'Jane' }, {}, { kind: 'sell-my-car' }), null)).toThrow(
      `lead ${LEAD_ID} has an unknown kind`,
    );
  });

  it('a payload without fields or context maps to an empty lead', () => {
    const lead = leadForDelivery({ ...row({}), payload: {} }, null);
    expect(lead).toMatchObject({
      customer: { first_name: '', last_name: null, email: null },
      message: null,
      car: null,
      trade_in: null,
      attributes: {},
      tracking: { url: null, page_id: null, visited_pages: [] },
    });
  });
});
