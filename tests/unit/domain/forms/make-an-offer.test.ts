import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { checkForm, fieldSchema } from '../../../../src/domain/forms/fields.ts';
import { offerPlaceholder } from '../../../../src/domain/forms/make-an-offer.ts';
import { fieldsOf } from '../../../support/lead-fields.ts';

const options = { severalDealerships: false, showLocation: false, messageExempt: false };
const valid = {
  name: 'Jane',
  email: 'jane@example.com',
  phone: '0412 345 678',
  postcode: '6000',
  category: 'General Enquiry',
  offer_from_client: '$28,500',
  terms_conditions: true,
};

describe('Make an Offer form (spec §5)', () => {
  it.each([
    [30000, 'Your offer i.e. $30,000'],
    [124990, 'Your offer i.e. $124,990'],
    [0, 'Your offer i.e. $0'],
  ])('placeholder for a $%d car: %s', (price, text) => expect(offerPlaceholder(price)).toBe(text));

  it('hides the message and opt-in and adds the offer, before the terms', () => {
    const names = fieldsOf('make-an-offer', options).map((f) => f.name);
    expect(names).not.toContain('message');
    expect(names).not.toContain('opt_in');
    expect(names.slice(-2)).toEqual(['offer_from_client', 'terms_conditions']);
    expect(fieldsOf('make-an-offer', options).find((f) => f.name === 'offer_from_client')).toMatchObject({
      kind: 'currency',
      required: true,
    });
  });

  it('needs no message, and outputs the offer as a number', () => {
    expect(checkForm(fieldsOf('make-an-offer', options), valid)).toMatchObject({
      ok: true,
      values: { offer_from_client: 28500 },
    });
  });

  it.each([
    ['', 'Please enter your offer.'],
    [undefined, 'Please enter your offer.'],
    ['abc', 'Please enter your offer in dollars, e.g. 29,500.'],
    ['0', 'Please enter your offer in dollars, e.g. 29,500.'],
    [-500, 'Please enter your offer in dollars, e.g. 29,500.'],
    ['28500.555', 'Please enter your offer in dollars, e.g. 29,500.'],
  ])('offer %s → %s', (offer, message) => {
    const result = checkForm(fieldsOf('make-an-offer', options), { ...valid, offer_from_client: offer });
    expect(result).toMatchObject({ ok: false, errors: { offer_from_client: message } });
  });
});

describe('currency values', () => {
  const offer = fieldSchema({ name: 'offer_from_client', label: 'Your Offer', kind: 'currency', required: true });
  const parseCurrency = (input: unknown) => {
    const parsed = v.safeParse(offer, input);
    return parsed.success ? parsed.output : null;
  };

  it.each([
    [29500, 29500],
    ['29500', 29500],
    ['$29,500', 29500],
    [' 29,500.50 ', 29500.5],
    ['0.01', 0.01],
    ['0', null],
    ['', null],
    ['$', null],
    ['29.500,00', null],
    ['1e5', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%s → %s', (input, amount) => expect(parseCurrency(input)).toBe(amount));
});
