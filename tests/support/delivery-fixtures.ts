import type { DeliveryContext, LeadCar, LeadForDelivery } from '../../src/server/delivery/lead.ts';

/** A Victorian dealership of a multi-brand group: requestdate is in Melbourne time. */
export const CONTEXT: DeliveryContext = {
  site: { slug: 'southern-cross-motors', name: 'Southern Cross Motors', url: 'https://www.southerncrossmotors.com.au' },
  dealership: {
    slug: 'southern-cross-kia-frankston',
    name: 'Southern Cross Kia Frankston',
    email: 'leads@sckiafrankston.com.au',
    phone: '03 9781 4400',
  },
  timeZone: 'Australia/Melbourne',
  stock: {
    noun: { singular: 'car', plural: 'cars' },
    testDriveLabels: { car: 'Test Drive', motorcycle: null, caravan: null },
  },
};

/** 1 July 2026, 10:30 am in Melbourne (AEST, +10:00). */
export const CREATED_AT = new Date('2026-07-01T00:30:00Z');

export const USED_CAR: LeadCar = {
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
  url: 'https://www.southerncrossmotors.com.au/cars/2021-kia-sportage-sx-plus-48213',
  item_type: 'car',
};

export const NEW_CAR: LeadCar = {
  id: 50001,
  stock_number: 'N7781',
  vin: 'KNADN512MR6123456',
  year: 2026,
  make: 'Kia',
  model: 'EV5',
  badge: 'Air',
  car_type: 'new',
  km: 10,
  price: 56770,
  url: 'https://www.southerncrossmotors.com.au/cars/2026-kia-ev5-air-50001',
  item_type: 'car',
};

export const DEMO_CAR: LeadCar = {
  ...NEW_CAR,
  id: 50002,
  stock_number: 'D3310',
  vin: 'KNADN512MR6654321',
  car_type: 'demo',
  km: 3120,
  price: 52990,
  url: 'https://www.southerncrossmotors.com.au/cars/2026-kia-ev5-air-50002',
};

function lead(overrides: Partial<LeadForDelivery>): LeadForDelivery {
  return {
    lead_id: '0b9c6f1e-3f5a-4c1e-9d7b-2a4e8c6d1f00',
    tenant: 'southern-cross-motors',
    kind: 'enquiry',
    category: 'General Enquiry',
    subcategory: null,
    created_at: CREATED_AT,
    dealership_slug: 'southern-cross-kia-frankston',
    suspected_abuse: false,
    customer: {
      first_name: 'Jane',
      last_name: 'Citizen',
      email: 'jane.citizen@example.com',
      phone: '0412 345 678',
      postcode: '3199',
      preferred_contact_method: null,
    },
    message: null,
    car: null,
    trade_in: null,
    attributes: {},
    tracking: { url: null, source: null, page_id: null, visited_pages: [], linked_query_params: {} },
    ...overrides,
  };
}

export const USED_ENQUIRY = lead({
  lead_id: 'lead-used-enquiry',
  category: 'Sales Enquiry',
  message: 'Is it still available? Could I see it on Saturday?',
  car: USED_CAR,
  customer: {
    first_name: 'Jane',
    last_name: 'Citizen',
    email: 'jane.citizen@example.com',
    phone: '0412 345 678',
    postcode: '3199',
    preferred_contact_method: 'Email',
  },
  attributes: { opt_in: false, opt_in_finance: true, opt_in_trade: false, terms_conditions: true },
  tracking: {
    url: USED_CAR.url,
    source: 'vehicle-page',
    page_id: 'vdp',
    visited_pages: ['/search/used-cars', '/cars/2021-kia-sportage-sx-plus-48213'],
    linked_query_params: { utm_source: 'google' },
  },
});

export const NEW_TEST_DRIVE = lead({
  lead_id: 'lead-test-drive',
  kind: 'test-drive',
  category: 'Test Drive',
  car: NEW_CAR,
  customer: {
    first_name: 'Sam',
    last_name: 'Nguyen',
    email: 'sam@example.com',
    phone: '03 9555 0100',
    postcode: '3930',
    preferred_contact_method: 'Phone',
  },
  attributes: { appointment: '2026-07-04T09:30' },
});

export const MAKE_AN_OFFER = lead({
  lead_id: 'lead-offer',
  kind: 'make-an-offer',
  category: 'General Enquiry',
  subcategory: 'Make an Offer',
  car: DEMO_CAR,
  attributes: { offer_from_client: 49500, opt_in_finance: false, opt_in_trade: true, terms_conditions: true },
});

export const SELL_MY_CAR = lead({
  lead_id: 'lead-sell-my-car',
  kind: 'trade-in',
  category: 'Trade-in Enquiry',
  subcategory: 'Sell my car',
  customer: {
    first_name: 'Alex',
    last_name: null,
    email: 'alex@example.com',
    phone: '+61 400 111 222',
    postcode: '3150',
    preferred_contact_method: 'SMS',
  },
  trade_in: { rego: '1AB2CD', rego_state: 'VIC', kms: 87500, year: null, make: null, model: null },
  attributes: { location: 'Southern Cross Kia Frankston' },
});

/** A careers enquiry (relabelled General Enquiry / Career Enquiry): no car at all. */
export const NO_CAR = lead({
  lead_id: 'lead-no-car',
  kind: 'careers',
  category: 'General Enquiry',
  subcategory: 'Career Enquiry',
  message: 'Are you hiring apprentice technicians?',
  customer: {
    first_name: 'Chris',
    last_name: 'Lee',
    email: 'chris@example.com',
    phone: '0400 000 000',
    postcode: '3000',
    preferred_contact_method: null,
  },
});

export { lead as makeLead };
