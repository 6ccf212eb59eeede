import { describe, expect, it } from 'vitest';
import { leadEvent } from '../../../../src/components/forms/lead-event.ts';

const TRACKING = {
  vehicleStatus: 'in_stock',
  vehicleMake: 'Toyota',
  vehicleModel: 'RAV4',
  vehicleYear: 2023,
  vehicleKilometers: 18_500,
  vehicleGrade: 'GX',
} as const;
const rav4 = { id: '42', name: '2023 Toyota RAV4 GX', car_type: 'used' as const, tracking: TRACKING };

describe('leadEvent: what a submitted lead fires (spec §7, §9)', () => {
  it('an enquiry without a car: 14 under the category chosen, no car type', () => {
    expect(leadEvent('enquiry', { category: 'Sales Enquiry' }, null, null, '/contact/')).toEqual({
      id: 14,
      category: 'Sales Enquiry',
      page: '/contact/',
    });
  });

  it('a careers enquiry is filed as General Enquiry with event 51 (spec §8)', () => {
    expect(leadEvent('enquiry', { category: 'Careers' }, null, null, '/contact/')).toMatchObject({
      id: 51,
      category: 'General Enquiry',
    });
  });

  it('a test drive is filed under Test Drive: 17 new or no car, 48 used, 17 on a Test Drive Only car', () => {
    expect(leadEvent('test-drive', {}, null, null, '/book-test-drive/')).toEqual({
      id: 17,
      category: 'Test Drive',
      page: '/book-test-drive/',
    });
    expect(leadEvent('test-drive', {}, null, rav4, '/cars/x')).toMatchObject({ id: 48, car_type: 'used' });
    expect(leadEvent('test-drive', {}, null, { ...rav4, tag: 'Test Drive Only' }, '/cars/x').id).toBe(17);
  });

  it('an enquiry about a used car is 15', () => {
    expect(leadEvent('enquiry', { category: 'General Enquiry' }, null, rav4, '/cars/x')).toMatchObject({
      id: 15,
      car_type: 'used',
    });
  });

  it('an event about a car carries its tracking parameters (spec §3); one about no car, none', () => {
    expect(leadEvent('enquiry', {}, null, rav4, '/cars/x')).toEqual({
      id: 15,
      category: 'General Enquiry',
      car_type: 'used',
      ...TRACKING,
      page: '/cars/x',
    });
    expect(Object.keys(leadEvent('enquiry', {}, null, null, '/contact/'))).not.toContain('vehicleMake');
  });
});
