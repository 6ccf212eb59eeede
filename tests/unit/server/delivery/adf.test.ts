import { describe, expect, it } from 'vitest';
import { adfXml } from '../../../../src/server/delivery/adf.ts';
import type { LeadForDelivery } from '../../../../src/server/delivery/lead.ts';
import { childOrder, parseProspect, wellFormednessErrors } from '../../../support/adf-parse.ts';
import {
  CONTEXT,
  MAKE_AN_OFFER,
  makeLead,
  NEW_TEST_DRIVE,
  NO_CAR,
  SELL_MY_CAR,
  USED_CAR,
  USED_ENQUIRY,
} from '../../../support/delivery-fixtures.ts';

const VENDOR = {
  vendorname: 'Southern Cross Kia Frankston',
  contact: {
    name: [{ '#text': 'Southern Cross Kia Frankston', '@part': 'full', '@type': 'business' }],
    email: 'leads@sckiafrankston.com.au',
    phone: { '#text': '03 9781 4400', '@type': 'voice' },
  },
};

const PROVIDER = {
  name: [{ '#text': 'Southern Cross Motors', '@part': 'full', '@type': 'business' }],
  url: 'https://www.southerncrossmotors.com.au',
};

/** The customer comments of a lead's document, as a CRM reads them. */
const commentsOf = (lead: LeadForDelivery) =>
  (parseProspect(adfXml(lead, CONTEXT)) as { customer: { comments: string } }).customer.comments;

const id = (leadId: string) => ({ '#text': leadId, '@sequence': '1', '@source': 'www.southerncrossmotors.com.au' });

describe('adfXml: one document per lead kind, exactly these fields', () => {
  it('an enquiry on a used car: buy, used, the car in full, e-mail preferred', () => {
    expect(parseProspect(adfXml(USED_ENQUIRY, CONTEXT))).toEqual({
      '@status': 'new',
      id: id('lead-used-enquiry'),
      requestdate: '2026-07-01T10:30:00+10:00',
      vehicle: [
        {
          '@interest': 'buy',
          '@status': 'used',
          year: '2021',
          make: 'Kia',
          model: 'Sportage',
          vin: 'KNAPU81BMM7012345',
          stock: 'U12345',
          trim: 'SX+',
          odometer: { '#text': '48210', '@units': 'km' },
          price: { '#text': '32990', '@type': 'asking', '@currency': 'AUD' },
          comments: `Car type: used\nVehicle page: ${USED_CAR.url}`,
        },
      ],
      customer: {
        contact: {
          name: [
            { '#text': 'Jane', '@part': 'first', '@type': 'individual' },
            { '#text': 'Citizen', '@part': 'last', '@type': 'individual' },
          ],
          email: { '#text': 'jane.citizen@example.com', '@preferredcontact': '1' },
          phone: { '#text': '0412 345 678', '@type': 'cellphone' },
          address: { street: '', postalcode: '3199', country: 'AU' },
        },
        comments: [
          'Is it still available? Could I see it on Saturday?',
          '',
          'Lead type: Enquiry',
          'Category: Sales Enquiry',
          'Preferred contact method: Email',
          'Interested in finance: Yes',
          'Has a trade-in: No',
          'Marketing opt-in: No',
          `Page: ${USED_CAR.url}`,
          'Lead id: lead-used-enquiry',
          'Reference: LEADUSED',
        ].join('\n'),
      },
      vendor: VENDOR,
      provider: PROVIDER,
    });
  });

  it('a new-car test drive: test-drive, new, the booking date readable, phone preferred', () => {
    const prospect = parseProspect(adfXml(NEW_TEST_DRIVE, CONTEXT));
    expect(prospect['vehicle']).toEqual([
      {
        '@interest': 'test-drive',
        '@status': 'new',
        year: '2026',
        make: 'Kia',
        model: 'EV5',
        vin: 'KNADN512MR6123456',
        stock: 'N7781',
        trim: 'Air',
        odometer: { '#text': '10', '@units': 'km' },
        price: { '#text': '56770', '@type': 'asking', '@currency': 'AUD' },
        comments: 'Car type: new\nVehicle page: https://www.southerncrossmotors.com.au/cars/2026-kia-ev5-air-50001',
      },
    ]);
    expect(prospect['customer']).toEqual({
      contact: {
        name: [
          { '#text': 'Sam', '@part': 'first', '@type': 'individual' },
          { '#text': 'Nguyen', '@part': 'last', '@type': 'individual' },
        ],
        email: 'sam@example.com',
        // a landline is a voice phone; the preferred method marks it
        phone: { '#text': '03 9555 0100', '@type': 'voice', '@preferredcontact': '1' },
        address: { street: '', postalcode: '3930', country: 'AU' },
      },
      comments: [
        'Lead type: Test drive',
        'Category: Test Drive',
        'Preferred contact method: Phone',
        'Test drive booking date: Saturday 4 July 2026, 9:30 am',
        'Lead id: lead-test-drive',
        'Reference: LEADTEST',
      ].join('\n'),
    });
  });

  it('make an offer on a demo car: buy, status new (a demo counts as new), the offer beside the asking price', () => {
    const prospect = parseProspect(adfXml(MAKE_AN_OFFER, CONTEXT));
    expect(prospect['vehicle']).toEqual([
      {
        '@interest': 'buy',
        '@status': 'new',
        year: '2026',
        make: 'Kia',
        model: 'EV5',
        vin: 'KNADN512MR6654321',
        stock: 'D3310',
        trim: 'Air',
        odometer: { '#text': '3120', '@units': 'km' },
        price: { '#text': '52990', '@type': 'asking', '@currency': 'AUD' },
        pricecomments: 'Offer from the customer: $49,500',
        comments: 'Car type: demo\nVehicle page: https://www.southerncrossmotors.com.au/cars/2026-kia-ev5-air-50002',
      },
    ]);
    expect((prospect['customer'] as { comments: string }).comments).toBe(
      [
        'Lead type: Offer',
        'Category: General Enquiry',
        'Subcategory: Make an Offer',
        'Offer: $49,500',
        'Interested in finance: No',
        'Has a trade-in: Yes',
        'Lead id: lead-offer',
        'Reference: LEADOFFE',
      ].join('\n'),
    );
  });

  it('sell my car: the shopper’s car as a used trade-in vehicle with its kms and rego, no last name', () => {
    const prospect = parseProspect(adfXml(SELL_MY_CAR, CONTEXT));
    expect(prospect['vehicle']).toEqual([
      {
        '@interest': 'trade-in',
        '@status': 'used',
        year: '',
        make: '',
        model: '',
        odometer: { '#text': '87500', '@units': 'km' },
        comments: 'Rego: 1AB2CD (VIC)',
      },
    ]);
    expect(prospect['customer']).toEqual({
      contact: {
        name: [{ '#text': 'Alex', '@part': 'first', '@type': 'individual' }],
        email: 'alex@example.com',
        // SMS is a phone contact; +61 4.. is a mobile
        phone: { '#text': '+61 400 111 222', '@type': 'cellphone', '@preferredcontact': '1' },
        address: { street: '', postalcode: '3150', country: 'AU' },
      },
      comments: [
        'Lead type: Trade-in',
        'Category: Trade-in Enquiry',
        'Subcategory: Sell my car',
        'Preferred contact method: SMS',
        'Location: Southern Cross Kia Frankston',
        'Lead id: lead-sell-my-car',
        'Reference: LEADSELL',
      ].join('\n'),
    });
  });

  it('an enquiry with a trade-in: the car of interest first, the trade-in as a second vehicle', () => {
    const lead = makeLead({
      car: USED_CAR,
      trade_in: { rego: 'XYZ789', rego_state: null, kms: null, year: 2015, make: 'Mazda', model: 'CX-5' },
      attributes: { opt_in_trade: true, Rego: 'XYZ789' },
    });
    const vehicles = parseProspect(adfXml(lead, CONTEXT))['vehicle'] as Record<string, unknown>[];
    expect(vehicles.map((v) => [v['@interest'], v['@status'], v['make']])).toEqual([
      ['buy', 'used', 'Kia'],
      ['trade-in', 'used', 'Mazda'],
    ]);
    expect(vehicles[1]).toEqual({
      '@interest': 'trade-in',
      '@status': 'used',
      year: '2015',
      make: 'Mazda',
      model: 'CX-5',
      comments: 'Rego: XYZ789',
    });
  });

  it('a lead without a car: one vehicle with empty year, make and model (ADF requires one), no status', () => {
    const prospect = parseProspect(adfXml(NO_CAR, CONTEXT));
    expect(prospect['vehicle']).toEqual([{ '@interest': 'buy', year: '', make: '', model: '' }]);
    expect((prospect['customer'] as { comments: string }).comments).toBe(
      [
        'Are you hiring apprentice technicians?',
        '',
        'Lead type: Careers',
        'Category: General Enquiry',
        'Subcategory: Career Enquiry',
        'Lead id: lead-no-car',
        'Reference: LEADNOCA',
      ].join('\n'),
    );
    expect(prospect['vendor']).toEqual(VENDOR);
    expect(prospect['provider']).toEqual(PROVIDER);
  });

  it('a test drive with no car keeps the test-drive interest', () => {
    const lead = makeLead({ kind: 'test-drive', category: 'Test Drive' });
    expect(parseProspect(adfXml(lead, CONTEXT))['vehicle']).toEqual([
      { '@interest': 'test-drive', year: '', make: '', model: '' },
    ]);
  });

  it('a car with only a make and model (new-vehicle enquiry): empty year, nothing invented', () => {
    const car = { ...USED_CAR, id: null, stock_number: null, vin: null, year: null, badge: null };
    const lead = makeLead({
      kind: 'new-vehicle-enquiry',
      car: { ...car, car_type: null, km: null, price: null, url: null, make: 'Kia', model: 'Tasman' },
    });
    expect(parseProspect(adfXml(lead, CONTEXT))['vehicle']).toEqual([
      { '@interest': 'buy', year: '', make: 'Kia', model: 'Tasman' },
    ]);
  });

  it('a car without an advertised price (0) has no price element', () => {
    const lead = makeLead({ car: { ...USED_CAR, price: 0 } });
    const [vehicle] = parseProspect(adfXml(lead, CONTEXT))['vehicle'] as Record<string, unknown>[];
    expect(vehicle).not.toHaveProperty('price');
  });

  it('keeps the ADF 1.0 element order', () => {
    const xml = adfXml(makeLead({ car: USED_CAR, attributes: { offer_from_client: 30000 } }), CONTEXT);
    expect(childOrder(xml, ['adf', 'prospect'])).toEqual([
      ['id', 'requestdate', 'vehicle', 'customer', 'vendor', 'provider'],
    ]);
    expect(childOrder(xml, ['adf', 'prospect', 'vehicle'])).toEqual([
      ['year', 'make', 'model', 'vin', 'stock', 'trim', 'odometer', 'price', 'pricecomments', 'comments'],
    ]);
    expect(childOrder(xml, ['adf', 'prospect', 'customer'])).toEqual([['contact', 'comments']]);
    expect(childOrder(xml, ['adf', 'prospect', 'vendor'])).toEqual([['vendorname', 'contact']]);
  });
});

describe('adfXml: escaping', () => {
  it('escapes & < > " \' in every text node and attribute, and the values read back unchanged', () => {
    const nasty = `Tom & "Jerry" <b>O'Neil</b> ]]> &amp;`;
    const lead = makeLead({
      category: nasty,
      message: `</comments></customer><injected/>${nasty}`,
      customer: {
        first_name: nasty,
        last_name: nasty,
        email: 'x@example.com',
        phone: '0412 345 678',
        postcode: '3000',
        preferred_contact_method: null,
      },
      car: { ...USED_CAR, make: nasty, model: nasty, badge: nasty, stock_number: nasty },
      attributes: { location: nasty, [`odd"field`]: nasty },
    });
    const context = {
      ...CONTEXT,
      site: { ...CONTEXT.site, name: nasty },
      dealership: { ...CONTEXT.dealership, name: nasty },
    };
    const xml = adfXml(lead, context);
    expect(xml).not.toContain('<injected');
    expect(xml).not.toContain('<b>');
    expect(xml).not.toContain(`O'Neil`);
    expect(xml).toContain('Tom &amp; &quot;Jerry&quot; &lt;b&gt;O&apos;Neil&lt;/b&gt; ]]&gt; &amp;amp;');
    const prospect = parseProspect(xml) as {
      vehicle: Record<string, unknown>[];
      customer: { contact: { name: { '#text': string }[] }; comments: string };
      vendor: { vendorname: string };
      provider: { name: { '#text': string }[] };
    };
    expect(prospect.vehicle[0]?.['make']).toBe(nasty);
    expect(prospect.vehicle[0]?.['stock']).toBe(nasty);
    expect(prospect.customer.contact.name.map((n) => n['#text'])).toEqual([nasty, nasty]);
    expect(prospect.vendor.vendorname).toBe(nasty);
    expect(prospect.provider.name[0]?.['#text']).toBe(nasty);
    expect(prospect.customer.comments).toContain(`</comments></customer><injected/>${nasty}\n\n`);
    expect(prospect.customer.comments).toContain(`Category: ${nasty}`);
    expect(prospect.customer.comments).toContain(`odd"field: ${nasty}`);
  });

  it('removes control characters (C0 but tab and newline, DEL, C1, lone surrogates) and keeps real text', () => {
    const lead = makeLead({
      message: 'Line one\u0000\u0007\u001b[31m\r\nLine two\tend\u007f\u0085\u009f\ud800 and 🚗 ok\r',
      customer: {
        first_name: 'Zo\u0008ë',
        last_name: '\u000bO’Brien\u000c',
        email: 'zoe@example.com',
        phone: '0412\u0000 345 678',
        postcode: '3000',
        preferred_contact_method: null,
      },
    });
    const xml = adfXml(lead, CONTEXT);
    // eslint-disable-next-line no-control-regex
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\r]/);
    const prospect = parseProspect(xml) as {
      customer: { contact: { name: { '#text': string }[]; phone: { '#text': string } }; comments: string };
    };
    expect(prospect.customer.contact.name.map((n) => n['#text'])).toEqual(['Zoë', 'O’Brien']);
    expect(prospect.customer.contact.phone['#text']).toBe('0412 345 678');
    expect(prospect.customer.comments.startsWith('Line one[31m\nLine two\tend and 🚗 ok\n\n')).toBe(true);
  });
});

describe('requestdate and the readable dates', () => {
  /** The requestdate of a lead accepted at `instant`, for a dealership in `timeZone`. */
  const requestdate = (instant: string, timeZone: string) =>
    parseProspect(adfXml(makeLead({ created_at: new Date(instant) }), { ...CONTEXT, timeZone }))['requestdate'];

  it('is ISO 8601 with the offset of the dealership’s state, daylight saving included', () => {
    const july = '2026-07-01T00:30:00Z';
    const january = '2026-01-15T00:30:00Z';
    expect(requestdate(july, 'Australia/Melbourne')).toBe('2026-07-01T10:30:00+10:00');
    expect(requestdate(january, 'Australia/Melbourne')).toBe('2026-01-15T11:30:00+11:00');
    expect(requestdate(january, 'Australia/Brisbane')).toBe('2026-01-15T10:30:00+10:00');
    expect(requestdate(january, 'Australia/Perth')).toBe('2026-01-15T08:30:00+08:00');
    expect(requestdate(january, 'Australia/Adelaide')).toBe('2026-01-15T11:00:00+10:30');
    expect(requestdate(july, 'UTC')).toBe('2026-07-01T00:30:00+00:00');
    // the calendar date is the dealership's, not UTC's
    expect(requestdate('2026-06-30T15:00:00Z', 'Australia/Sydney')).toBe('2026-07-01T01:00:00+10:00');
  });

  it('the requestdate of a document follows the context’s time zone', () => {
    const perth = { ...CONTEXT, timeZone: 'Australia/Perth' };
    expect(parseProspect(adfXml(NO_CAR, perth))['requestdate']).toBe('2026-07-01T08:30:00+08:00');
  });

  it('reads the test-drive booking as a salesperson would, and passes anything else on as typed', () => {
    const booking = (appointment: string) =>
      commentsOf(makeLead({ kind: 'test-drive', category: 'Test Drive', attributes: { appointment } }))
        .split('\n')
        .find((line) => line.startsWith('Test drive booking date: '))
        ?.slice('Test drive booking date: '.length);
    expect(booking('2026-07-04T09:30')).toBe('Saturday 4 July 2026, 9:30 am');
    expect(booking('2026-12-31T00:05')).toBe('Thursday 31 December 2026, 12:05 am');
    expect(booking('2026-12-31T12:00')).toBe('Thursday 31 December 2026, 12:00 pm');
    expect(booking('2026-02-30T10:00')).toBe('2026-02-30T10:00');
    expect(booking('next Tuesday')).toBe('next Tuesday');
  });
});

describe('the customer comments', () => {
  it('open with the suspected-abuse note on a lead past its phone number’s limit, in a valid document', () => {
    const flagged = commentsOf({ ...USED_ENQUIRY, suspected_abuse: true });
    expect(flagged.split('\n\n')[0]).toBe(
      'Suspected abuse: more than 5 leads with this phone number reached this website within 60 minutes. ' +
        'Someone else may be using the shopper’s number: check before acting on this lead.',
    );
    expect(flagged.split('\n\n').slice(1).join('\n\n')).toBe(commentsOf(USED_ENQUIRY));
    expect(commentsOf(USED_ENQUIRY)).not.toContain('Suspected abuse');
  });

  it('names the useful form fields and leaves out the terms, the honeypot and what the document already says', () => {
    const lead = makeLead({
      message: '  Hello  ',
      subcategory: 'Find me something similar',
      attributes: {
        terms_conditions: true,
        website: '',
        email: 'dup@example.com',
        additional_services: ['Wheel alignment', '', 'Tyres'],
        request: 'Please send photos for this car',
        vehiclePriceBudget: 40000,
        finance: 'Yes',
        'do-you-have-a-trade-in': 'No',
        opt_in: true,
        empty: '',
        nothing: null,
      },
      tracking: {
        url: 'https://x.example/contact',
        source: null,
        page_id: null,
        visited_pages: [],
        linked_query_params: {},
      },
    });
    expect(commentsOf(lead)).toBe(
      [
        'Hello',
        '',
        'Lead type: Enquiry',
        'Category: General Enquiry',
        'Subcategory: Find me something similar',
        'Interested in finance: Yes',
        'Has a trade-in: No',
        'Additional services: Wheel alignment, Tyres',
        'request: Please send photos for this car',
        'vehiclePriceBudget: 40000',
        'Marketing opt-in: Yes',
        'Page: https://x.example/contact',
        'Lead id: 0b9c6f1e-3f5a-4c1e-9d7b-2a4e8c6d1f00',
        'Reference: 0B9C6F1E',
      ].join('\n'),
    );
  });

  it('shows an offer with cents as dollars and cents', () => {
    expect(commentsOf(makeLead({ attributes: { offer_from_client: 28500.5 } }))).toContain('Offer: $28,500.50');
    expect(commentsOf(makeLead({ attributes: { offer_from_client: 28500 } }))).toContain('Offer: $28,500\n');
  });
});

describe('the well-formedness check itself', () => {
  it('catches what the escaping prevents, so a passing document means something', () => {
    expect(wellFormednessErrors('<a>Tom & Jerry</a>')).not.toEqual([]);
    expect(wellFormednessErrors('<a>x</b>')).not.toEqual([]);
    expect(wellFormednessErrors('<a>bell\u0007</a>')).not.toEqual([]);
    expect(wellFormednessErrors('<a b="1">Tom &amp; Jerry</a>')).toEqual([]);
  });
});
