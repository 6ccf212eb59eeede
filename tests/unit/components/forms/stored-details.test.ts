import { setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { beforeEach, describe, expect, it } from 'vitest';
import { successLines } from '../../../../src/components/forms/success-text.ts';
import { $leadSuccess, recordLeadSuccess } from '../../../../src/stores/lead-success.ts';
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

describe('the stored lead and /success (spec §4: the car and the success category)', () => {
  it('keeps the category and the car, and /success names both', () => {
    recordLeadSuccess({ category: 'Test Drive', car: { id: '42', name: '2023 Toyota RAV4 GX', car_type: 'used' } });
    expect(successLines($leadSuccess.get())).toEqual({
      sent: 'We have received your Test Drive request.',
      car: 'It is about the 2023 Toyota RAV4 GX.',
    });
  });

  it('without a car names none; without a stored lead adds nothing', () => {
    expect(successLines({ category: 'General Enquiry', car: null })).toEqual({
      sent: 'We have received your General Enquiry request.',
      car: null,
    });
    expect(successLines(null)).toBeNull();
  });

  it('reads back only a well-formed record', () => {
    useTestStorageEngine();
    /** What a page finds in this browser's storage when it loads. */
    const decodeLeadSuccess = (text: string) => {
      cleanStores($leadSuccess);
      setTestStorageKey('lead-success', text);
      const stop = $leadSuccess.listen(() => {});
      stop();
      return $leadSuccess.get();
    };
    expect(decodeLeadSuccess('{"category":"Test Drive","car":{"id":"1","name":"Car","car_type":"x"}}')).toEqual({
      category: 'Test Drive',
      car: { id: '1', name: 'Car' },
    });
    expect(decodeLeadSuccess('{"category":"Test Drive","car":{"id":1}}')).toEqual({
      category: 'Test Drive',
      car: null,
    });
    expect(decodeLeadSuccess('{"car":null}')).toBeNull();
    expect(decodeLeadSuccess('not json')).toBeNull();
  });
});
