import { beforeEach, describe, expect, it } from 'vitest';
import { successContactFor, successView } from '../../../../src/components/forms/success-text.ts';
import { recordLeadSuccess } from '../../../../src/stores/lead-success.ts';
import { readLeadSuccess } from '../../../../src/stores/lead-success-read.ts';
import { $userDetails, rememberUserDetails } from '../../../../src/stores/user-details.ts';

describe('rememberUserDetails (spec §5: name, email and phone must all be present)', () => {
  beforeEach(() => $userDetails.set(null));

  it('stores the details when all three are there, trimmed, blank optional ones left out', () => {
    const stored = rememberUserDetails({
      name: ' Jane ',
      last_name: '',
      email: 'jane@example.com',
      phone: '0412 345 678',
      postcode: '2000',
      message: 'not a detail',
      opt_in: true,
    });
    expect(stored).toEqual({ name: 'Jane', email: 'jane@example.com', phone: '0412 345 678', postcode: '2000' });
    expect($userDetails.get()).toEqual(stored);
  });

  it.each([
    ['no name', { email: 'jane@example.com', phone: '0412 345 678' }],
    ['no email', { name: 'Jane', phone: '0412 345 678' }],
    ['a blank phone', { name: 'Jane', email: 'jane@example.com', phone: '  ' }],
  ])('with %s stores nothing and keeps what was stored', (_, values) => {
    const before = { name: 'Old', email: 'old@example.com', phone: '0400 000 000' };
    $userDetails.set(before);
    expect(rememberUserDetails(values)).toBeNull();
    expect($userDetails.get()).toEqual(before);
  });
});

/** A browser's localStorage as the record sees it. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  };
}

describe('the stored lead and /success (spec §4: the car and the success category)', () => {
  it('keeps the category, the car, the reference and the kind; /success shows them and what happens next', () => {
    const storage = memoryStorage();
    recordLeadSuccess(
      {
        category: 'Test Drive',
        kind: 'test-drive',
        reference: '3F2A9C1B',
        car: {
          id: '42',
          name: '2023 Toyota RAV4 GX',
          car_type: 'used',
          imageSrc: '/img/42/1.jpg',
          priceText: '$41,990',
        },
      },
      storage,
    );
    expect(successView(readLeadSuccess(storage))).toEqual({
      sent: 'We have received your Test Drive request.',
      car: { name: '2023 Toyota RAV4 GX', imageSrc: '/img/42/1.jpg', priceText: '$41,990' },
      reference: '3F2A9C1B',
      next: 'We will contact you to confirm a day and time; your booking stands once we have confirmed it.',
    });
  });

  it("names a test drive by the site's words for its vehicle, keeping the stored category", () => {
    const storage = memoryStorage();
    const caravan = {
      id: '7',
      name: '2022 Jayco Journey',
      words: { noun: 'vehicle', nouns: 'vehicles', testDrive: 'Book a Viewing' },
    };
    recordLeadSuccess({ category: 'Test Drive', kind: 'test-drive', car: caravan }, storage);
    const stored = readLeadSuccess(storage);
    expect(stored).toMatchObject({ category: 'Test Drive', car: caravan });
    expect(successView(stored)?.sent).toBe('We have received your Viewing request.');
    const motorcycle = { ...caravan, words: { ...caravan.words, testDrive: 'Test Ride' } };
    expect(successView({ category: 'Test Drive', kind: 'test-drive', car: motorcycle })?.sent).toBe(
      'We have received your Test Ride request.',
    );
    // other kinds keep their category; find-similar's line names the site's stock
    const similar = successView({ category: 'Find Me Something Similar', kind: 'find-similar', car: caravan });
    expect(similar?.sent).toBe('We have received your Find Me Something Similar request.');
    expect(similar?.next).toBe(
      'We will look through our stock and the vehicles arriving soon, and let you know what we find.',
    );
  });

  it('without a car names none; an older record without kind or reference leaves them out; nothing stored adds nothing', () => {
    expect(successView({ category: 'General Enquiry', car: null })).toEqual({
      sent: 'We have received your General Enquiry request.',
      car: null,
      reference: null,
      next: null,
    });
    expect(successView({ category: 'General Enquiry', car: null, kind: 'no-such-kind' })?.next).toBeNull();
    expect(successView(null)).toBeNull();
  });

  it('shows the contact of the location the lead went to, else of its dealership, else the main one', () => {
    const block = (location?: string, dealership?: string) => ({
      dataset: { ...(location ? { location } : {}), ...(dealership ? { dealership } : {}) },
    });
    const main = block();
    const wickham = block('wickham', 'harbourside');
    const kotara = block('kotara', 'harbourside-kotara');
    const blocks = [main, wickham, kotara];
    expect(successContactFor(blocks, { location: 'kotara', dealership: 'harbourside' })).toBe(kotara);
    expect(successContactFor(blocks, { dealership: 'harbourside' })).toBe(wickham);
    expect(successContactFor(blocks, { location: 'gone', dealership: 'gone' })).toBe(main);
    expect(successContactFor(blocks, null)).toBe(main);
  });

  it('reads back only a well-formed record', () => {
    /** What a page finds in this browser's storage when it loads. */
    const decodeLeadSuccess = (text: string) => readLeadSuccess(memoryStorage({ 'lead-success': text }));
    expect(decodeLeadSuccess('{"category":"Test Drive","car":{"id":"1","name":"Car","car_type":"x"}}')).toEqual({
      category: 'Test Drive',
      car: { id: '1', name: 'Car' },
    });
    expect(
      decodeLeadSuccess(
        '{"category":"Enquiry","kind":"enquiry","reference":"AB12CD34","location":7,"car":{"id":"1","name":"Car","imageSrc":"/a.jpg","priceText":""}}',
      ),
    ).toEqual({
      category: 'Enquiry',
      kind: 'enquiry',
      reference: 'AB12CD34',
      car: { id: '1', name: 'Car', imageSrc: '/a.jpg' },
    });
    expect(decodeLeadSuccess('{"category":"Test Drive","car":{"id":1}}')).toEqual({
      category: 'Test Drive',
      car: null,
    });
    expect(decodeLeadSuccess('{"car":null}')).toBeNull();
    expect(decodeLeadSuccess('not json')).toBeNull();
    expect(readLeadSuccess(memoryStorage())).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('storage disabled');
      },
      setItem: () => undefined,
    };
    expect(readLeadSuccess(blocked)).toBeNull();
  });
});
