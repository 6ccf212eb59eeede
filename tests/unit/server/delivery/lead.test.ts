import { describe, expect, it } from 'vitest';
import type { Car } from '../../../../src/catalog/schema/car.ts';
import {
  adfVehicleStatus,
  deliveryContext,
  encodeLeadId,
  leadCarFromCatalog,
} from '../../../../src/server/delivery/lead.ts';
import { LEAD_KINDS, leadKindDefinition } from '../../../../src/domain/forms/lead-kinds.ts';
import { timeZoneForState } from '../../../../src/domain/hours/state-time-zone.ts';
import { AUSTRALIAN_STATES } from '../../../../src/tenant/schema/fields.ts';
import { loadSite } from '../../../../src/tenant/load.ts';
import type { Site } from '../../../../src/tenant/schema/site.ts';

function site(slug: string): Site {
  const result = loadSite(slug);
  if (!result.ok) throw new Error(`tenant ${slug} does not load`);
  return result.site;
}

describe('deliveryContext', () => {
  it('takes the dealership the lead names, in the time zone of its primary location’s state', () => {
    const group = site('southern-cross-motors');
    expect(deliveryContext(group, 'southern-cross-mazda-kia-mg-hobart')).toMatchObject({
      site: { slug: 'southern-cross-motors', url: group.domain },
      dealership: { slug: 'southern-cross-mazda-kia-mg-hobart' },
      timeZone: 'Australia/Hobart',
    });
    expect(deliveryContext(group, 'southern-cross-kia-mg-frankston').timeZone).toBe('Australia/Melbourne');
  });

  it('falls back to the first dealership when the lead names none or an unknown one', () => {
    const single = site('harbourside-toyota');
    const context = deliveryContext(single, null);
    expect(context).toEqual({
      site: { slug: 'harbourside-toyota', name: 'Harbourside Toyota', url: 'https://www.harboursidetoyota.com.au' },
      dealership: {
        slug: 'harbourside-toyota',
        name: 'Harbourside Toyota',
        email: 'sales@harboursidetoyota.com.au',
        phone: '02 4961 2200',
      },
      timeZone: 'Australia/Sydney',
      stock: { noun: single.stock.noun, testDriveLabels: single.stock.testDriveLabels },
    });
    expect(deliveryContext(single, 'no-such-dealership')).toEqual(context);
  });
});

describe('the small rules', () => {
  it('every state has a time zone Intl knows', () => {
    for (const state of AUSTRALIAN_STATES) {
      expect(() => new Intl.DateTimeFormat('en-AU', { timeZone: timeZoneForState(state) })).not.toThrow();
    }
    expect(timeZoneForState('ACT')).toBe('Australia/Sydney');
    expect(timeZoneForState('NT')).toBe('Australia/Darwin');
  });

  it('a demo car is new to ADF, as for phone numbers and event ids', () => {
    expect([adfVehicleStatus('new'), adfVehicleStatus('demo'), adfVehicleStatus('used')]).toEqual([
      'new',
      'new',
      'used',
    ]);
  });

  it('every lead kind has a subject label, in lower case for the sentence it goes in', () => {
    for (const kind of LEAD_KINDS) expect(leadKindDefinition(kind).deliveryLabel).toMatch(/^[a-z][a-z -]+$/);
  });

  it('encodes lead ids reversibly-distinct and safe for headers and file names', () => {
    expect(encodeLeadId('0b9c6f1e-3f5a_X')).toBe('0b9c6f1e-3f5a_X');
    expect(encodeLeadId('a.b')).toBe('a=2Eb');
    expect(encodeLeadId('é')).toBe('=C3=A9');
    expect(encodeLeadId('a\r\nX-Evil: 1')).toBe('a=0D=0AX-Evil=3A=201');
  });

  it('maps a stock car onto the lead’s car, with an absolute page link and no 0 price', () => {
    const car = {
      id: 7,
      slug: '2020-toyota-corolla-ascent-7',
      stocknum: 'T7',
      vin: null,
      year: 2020,
      make: 'Toyota',
      model: 'Corolla',
      badge: 'Ascent',
      car_type: 'used',
      km: 61000,
      price: 0,
      item_type: 'car',
    } satisfies Pick<
      Car,
      | 'id'
      | 'slug'
      | 'stocknum'
      | 'vin'
      | 'year'
      | 'make'
      | 'model'
      | 'badge'
      | 'car_type'
      | 'km'
      | 'price'
      | 'item_type'
    >;
    expect(leadCarFromCatalog(car, 'https://www.harboursidetoyota.com.au')).toEqual({
      id: 7,
      stock_number: 'T7',
      vin: null,
      year: 2020,
      make: 'Toyota',
      model: 'Corolla',
      badge: 'Ascent',
      car_type: 'used',
      km: 61000,
      price: null,
      url: 'https://www.harboursidetoyota.com.au/cars/2020-toyota-corolla-ascent-7',
      item_type: 'car',
    });
  });
});
