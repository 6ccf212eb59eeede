// Every ADF document the writer can produce is valid against the ADF 1.0 DTD, read by libxml2
// (what `xmllint --dtdvalid` runs): every lead kind, with and without a car, with a trade-in,
// with every optional field empty and full, and with whatever a shopper can type.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adfXml } from '../../../../src/server/delivery/adf.ts';
import {
  type DeliveryContext,
  type LeadCar,
  type LeadForDelivery,
  type TradeInVehicle,
} from '../../../../src/server/delivery/lead.ts';
import { LEAD_KINDS } from '../../../../src/domain/forms/lead-kinds.ts';
import { adfValidityErrors } from '../../../support/adf-dtd.ts';
import { childOrder } from '../../../support/adf-parse.ts';
import { CONTEXT, DEMO_CAR, makeLead, NEW_CAR, USED_CAR, USED_ENQUIRY } from '../../../support/delivery-fixtures.ts';

/** A new-vehicle enquiry names a make and model and nothing else. */
const MAKE_AND_MODEL: LeadCar = {
  id: null,
  stock_number: null,
  vin: null,
  year: null,
  make: 'Kia',
  model: 'Tasman',
  badge: null,
  car_type: null,
  km: null,
  price: null,
  url: null,
  item_type: null,
};

const CARS: Record<string, LeadCar | null> = {
  'no car': null,
  'a used car': USED_CAR,
  'a new car': NEW_CAR,
  'a demo car': DEMO_CAR,
  'a car without a price': { ...USED_CAR, price: 0 },
  'a make and model only': MAKE_AND_MODEL,
};

const TRADE_INS: Record<string, TradeInVehicle | null> = {
  'no trade-in': null,
  'a trade-in by rego': { rego: '1AB2CD', rego_state: 'VIC', kms: 87500, year: null, make: null, model: null },
  'a trade-in described': { rego: null, rego_state: null, kms: null, year: 2015, make: 'Mazda', model: 'CX-5' },
};

type Variant = Pick<LeadForDelivery, 'customer' | 'message' | 'subcategory' | 'attributes' | 'tracking'>;

/** Every optional field empty (only a first name, as the smallest forms send) and every one given. */
const VARIANTS: Record<string, Variant> = {
  'optional fields empty': {
    customer: {
      first_name: 'Jo',
      last_name: null,
      email: null,
      phone: null,
      postcode: null,
      preferred_contact_method: null,
    },
    message: null,
    subcategory: null,
    attributes: {},
    tracking: { url: null, source: null, page_id: null, visited_pages: [], linked_query_params: {} },
  },
  'optional fields full': {
    customer: {
      first_name: 'Jane',
      last_name: 'Citizen',
      email: 'jane@example.com',
      phone: '0412 345 678',
      postcode: '0800',
      preferred_contact_method: 'SMS',
    },
    message: 'Is it still available?',
    subcategory: 'Anything',
    attributes: {
      offer_from_client: 28500.5,
      appointment: '2026-07-04T09:30',
      opt_in_finance: true,
      opt_in_trade: true,
      location: 'Frankston',
      additional_services: ['Tyres', 'Wheel alignment'],
      opt_in: true,
      vehiclePriceBudget: 40000,
      // a reservation's (its deposit is the vehicle's finance, after the offer's pricecomments)
      reservation_deposit: 200,
      reservation_reference: '3F2A9C1B',
      reservation_expires_at: '2026-07-03T00:30:00.000Z',
      reservation_link: 'https://www.southerncrossmotors.com.au/pages/reservation/?token=a.b',
    },
    tracking: {
      url: 'https://www.southerncrossmotors.com.au/contact',
      source: 'contact',
      page_id: '7',
      visited_pages: ['/'],
      linked_query_params: { utm_source: 'google' },
    },
  },
};

/** The dealership's own e-mail and phone may be missing from its config: the vendor's contact stays valid. */
const BARE_CONTEXT: DeliveryContext = { ...CONTEXT, dealership: { ...CONTEXT.dealership, email: '', phone: '' } };

describe('every ADF document is valid against the ADF 1.0 DTD', () => {
  for (const kind of LEAD_KINDS) {
    it(`${kind}: with and without a car, with a trade-in, every optional field empty and full`, () => {
      const invalid: string[] = [];
      for (const [carName, car] of Object.entries(CARS))
        for (const [tradeName, trade_in] of Object.entries(TRADE_INS))
          for (const [variantName, variant] of Object.entries(VARIANTS))
            for (const context of [CONTEXT, BARE_CONTEXT]) {
              const errors = adfValidityErrors(adfXml(makeLead({ kind, car, trade_in, ...variant }), context));
              if (errors.length > 0) invalid.push(`${carName}, ${tradeName}, ${variantName}: ${errors.join('; ')}`);
            }
      expect(invalid).toEqual([]);
    });
  }

  it('an address has its (empty) street before the postcode; none is written without a postcode', () => {
    const xml = adfXml(USED_ENQUIRY, CONTEXT);
    expect(childOrder(xml, ['adf', 'prospect', 'customer', 'contact', 'address'])).toEqual([
      ['street', 'postalcode', 'country'],
    ]);
    const noPostcode = makeLead({ customer: { ...USED_ENQUIRY.customer, postcode: null } });
    expect(adfXml(noPostcode, CONTEXT)).not.toContain('<address');
  });

  it('whatever a shopper types into any field, the document stays valid', () => {
    // any text, control characters and lone surrogates included
    const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ maxLength: 40 }));
    const optional = fc.option(text, { nil: null });
    const count = fc.option(fc.oneof(fc.integer(), fc.double()), { nil: null });
    const car = fc.record({
      id: fc.option(fc.integer(), { nil: null }),
      stock_number: optional,
      vin: optional,
      year: count,
      make: optional,
      model: optional,
      badge: optional,
      car_type: fc.option(fc.constantFrom('new' as const, 'used' as const, 'demo' as const), { nil: null }),
      km: count,
      price: count,
      url: optional,
      item_type: fc.option(fc.constantFrom('car' as const, 'motorcycle' as const, 'caravan' as const), { nil: null }),
    });
    const trade = fc.record({
      rego: optional,
      rego_state: fc.option(fc.constantFrom('VIC' as const, 'WA' as const), { nil: null }),
      kms: count,
      year: count,
      make: optional,
      model: optional,
    });
    const lead = fc.record({
      kind: fc.constantFrom(...LEAD_KINDS),
      category: text,
      subcategory: optional,
      message: optional,
      customer: fc.record({
        first_name: text,
        last_name: optional,
        email: optional,
        phone: optional,
        postcode: optional,
        preferred_contact_method: fc.option(fc.constantFrom('Phone' as const, 'Email' as const, 'SMS' as const), {
          nil: null,
        }),
      }),
      car: fc.option(car, { nil: null }),
      trade_in: fc.option(trade, { nil: null }),
      attributes: fc.dictionary(text, fc.oneof(text, fc.integer(), fc.boolean(), fc.array(text, { maxLength: 3 }))),
      names: fc.record({ site: text, dealership: text, email: text, phone: text, leadId: text }),
    });
    fc.assert(
      fc.property(lead, ({ names, ...fields }) => {
        const context: DeliveryContext = {
          ...CONTEXT,
          site: { ...CONTEXT.site, name: names.site },
          dealership: { ...CONTEXT.dealership, name: names.dealership, email: names.email, phone: names.phone },
        };
        expect(adfValidityErrors(adfXml(makeLead({ ...fields, lead_id: names.leadId }), context))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the DTD check itself', () => {
  const valid = adfXml(USED_ENQUIRY, CONTEXT);

  it('passes the writer’s document and fails each way a CRM would refuse one', () => {
    expect(adfValidityErrors(valid)).toEqual([]);
    const broken = {
      'an address without a street': valid.replace('<street/>', ''),
      'an interest the DTD does not list': valid.replace('interest="buy"', 'interest="enquiry"'),
      'a phone type the DTD does not list': valid.replace('type="cellphone"', 'type="mobile"'),
      'vehicle children out of order': valid.replace(/(<make>[^<]*<\/make>)\s*(<model>[^<]*<\/model>)/, '$2$1'),
      'a prospect without a vehicle': valid.replace(/<vehicle[\s\S]*<\/vehicle>/, ''),
      'an element ADF does not have': valid.replace('<requestdate>', '<mileage/><requestdate>'),
      'malformed XML': valid.replace('</adf>', ''),
    };
    for (const [what, xml] of Object.entries(broken)) {
      expect(xml, what).not.toBe(valid);
      expect(adfValidityErrors(xml), what).not.toEqual([]);
    }
  });

  it('names the line and what the DTD expected', () => {
    const [error] = adfValidityErrors(valid.replace('<street/>', ''));
    expect(error).toMatch(/^line \d+: Element address content does not follow the DTD, expecting \(street\+/);
  });
});
