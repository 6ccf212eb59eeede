import { describe, expect, it } from 'vitest';
import { apiErrorList, firstInvalidField, orderedErrors } from '../../../../src/components/forms/form-errors.ts';
import { enquiryFields } from '../../../../src/domain/forms/enquiry.ts';
import { FORM_MESSAGES } from '../../../../src/domain/forms/messages.ts';

const fields = enquiryFields({ severalDealerships: true, showLocation: false, messageExempt: false });

describe('apiErrorList: the API’s 422 answer in the places the form’s own checks use', () => {
  it('puts field messages beside their fields and the rest in the list', () => {
    const list = apiErrorList(fields, {
      error: 'Please fix the following errors:',
      errors: {
        postcode: FORM_MESSAGES.postcode,
        dealership_slug: 'Please choose a dealership from the list.',
        url: 'Please send url as the http(s) address of the page.',
        'Idempotency-Key': 'This Idempotency-Key was already used for a different form.',
      },
    });
    expect(list).toEqual({
      heading: FORM_MESSAGES.fixErrors,
      fields: { postcode: FORM_MESSAGES.postcode, dealership_slug: 'Please choose a dealership from the list.' },
      other: [
        'Please send url as the http(s) address of the page.',
        'This Idempotency-Key was already used for a different form.',
      ],
    });
  });

  it('uses the spec’s heading when the answer has none, and lists a repeated message once', () => {
    expect(apiErrorList(fields, { errors: { a: 'Same.', b: 'Same.' } })).toEqual({
      heading: FORM_MESSAGES.fixErrors,
      fields: {},
      other: ['Same.'],
    });
  });

  it('is null for an answer without messages', () => {
    expect(apiErrorList(fields, { error: 'Too many enquiries' })).toBeNull();
    expect(apiErrorList(fields, { errors: {} })).toBeNull();
    expect(apiErrorList(fields, { errors: { phone: 42 } })).toBeNull();
    expect(apiErrorList(fields, null)).toBeNull();
    expect(apiErrorList(fields, 'text')).toBeNull();
  });
});

describe('the order of messages and the first invalid field (focus moves there)', () => {
  const errors = { terms_conditions: FORM_MESSAGES.terms, email: 'Please enter your email address.', nope: 'x' };

  it('follows the form’s order, not the answer’s', () => {
    expect(orderedErrors(fields, errors)).toEqual([
      { name: 'email', message: 'Please enter your email address.' },
      { name: 'terms_conditions', message: FORM_MESSAGES.terms },
    ]);
    expect(firstInvalidField(fields, errors)).toBe('email');
    expect(firstInvalidField(fields, {})).toBeNull();
  });
});
