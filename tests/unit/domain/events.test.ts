import { describe, expect, it } from 'vitest';
import { EVENT_IDS } from '../../../src/domain/events.ts';
import { leadKindEventId } from '../../../src/domain/forms/lead-kinds.ts';

describe('event ids (spec §9 table)', () => {
  it('has the spec’s ids', () => {
    expect(EVENT_IDS).toEqual({
      newEnquiry: 14,
      usedEnquiry: 15,
      newTestDrive: 17,
      usedTestDrive: 48,
      tradeInOfferAccepted: 18,
      favourite: 39,
      searchView: 49,
      historyReport: 60,
      print: 61,
      usedVehicleView: 4,
      firstCalculatorInteraction: 26,
      formDefault: 22,
      careers: 51,
    });
  });
});

describe('the event id of a lead about a car (spec §9)', () => {
  it.each([
    ['enquiry', 'new', null, 14],
    ['enquiry', 'used', null, 15],
    ['enquiry', 'demo', null, 14],
    ['enquiry', 'new', 'Runout Sale', 14],
    ['enquiry', 'used', 'Runout Sale', 15],
    ['enquiry', 'new', 'Test Drive Only', 17],
    ['enquiry', 'used', 'Test Drive Only', 17],
    ['enquiry', 'used', ' test drive only ', 17],
    ['test-drive', 'new', null, 17],
    ['test-drive', 'demo', null, 17],
    ['test-drive', 'used', null, 48],
    ['test-drive', 'used', 'Test Drive Only', 17],
  ] as const)('%s, %s car, tag %s → %i', (kind, car_type, tag, id) => {
    expect(leadKindEventId(kind, null, { car_type, tag })).toBe(id);
  });

  it('without a car: an enquiry is 14 (the default), a test drive 17', () => {
    expect(leadKindEventId('enquiry', null, null)).toBe(14);
    expect(leadKindEventId('test-drive', null, null)).toBe(17);
  });
});

describe('the event a submitted lead form fires (spec §7, §9)', () => {
  it('an id the category forces comes first (careers 51, spec §8)', () => {
    expect(leadKindEventId('enquiry', 51, { car_type: 'used', tag: null })).toBe(51);
  });

  it('test drives and enquiries by the car; every other form 22, the form default', () => {
    expect(leadKindEventId('test-drive', null, null)).toBe(17);
    expect(leadKindEventId('test-drive', null, { car_type: 'used', tag: null })).toBe(48);
    expect(leadKindEventId('enquiry', null, null)).toBe(14);
    expect(leadKindEventId('find-similar', null, { car_type: 'used', tag: null })).toBe(15);
    expect(leadKindEventId('make-an-offer', null, { car_type: 'new', tag: 'Test Drive Only' })).toBe(17);
    for (const kind of ['trade-in', 'finance-enquiry', 'service-booking', 'parts', 'fleet', 'feedback-survey'] as const)
      expect(leadKindEventId(kind, null, null)).toBe(22);
  });
});
