import { describe, expect, it } from 'vitest';
import { checkForm } from '../../../../src/domain/forms/fields.ts';
import {
  DEFAULT_ENQUIRY_CATEGORY,
  enquiryFields,
  leadCategory,
  type EnquiryFormOptions,
} from '../../../../src/domain/forms/enquiry.ts';

const simple: EnquiryFormOptions = { severalDealerships: false, showLocation: false, messageExempt: false };
const valid = {
  name: 'Jane',
  email: 'jane@example.com',
  phone: '0412 345 678',
  postcode: '6000',
  category: 'General Enquiry',
  message: 'Is the car still available?',
  terms_conditions: true,
};
const POSTCODE = 'Invalid postcode. Please enter a 4-digit number.';
const TERMS = '*You must agree to the terms of use before submitting.';

const errorsOf = (options: EnquiryFormOptions, input: unknown) => {
  const result = checkForm(enquiryFields(options), input);
  return result.ok ? {} : result.errors;
};

describe('enquiry form: postcode (spec §5)', () => {
  it.each([
    ['6000', null],
    ['0800', null],
    [' 6000 ', null],
    ['600', POSTCODE],
    ['60000', POSTCODE],
    ['60a0', POSTCODE],
    ['', POSTCODE],
    [undefined, POSTCODE],
  ])('%s → %s', (postcode, message) => {
    expect(errorsOf(simple, { ...valid, postcode })['postcode'] ?? null).toBe(message);
  });

  it('the input takes at most 4 characters', () => {
    expect(enquiryFields(simple).find((f) => f.name === 'postcode')).toMatchObject({ maxLength: 4, required: true });
  });
});

describe('enquiry form: terms (spec §5)', () => {
  it.each([
    [true, null],
    [false, TERMS],
    [undefined, TERMS],
    ['yes', TERMS],
  ])('terms_conditions %s → %s', (ticked, message) => {
    expect(errorsOf(simple, { ...valid, terms_conditions: ticked })['terms_conditions'] ?? null).toBe(message);
  });
});

describe('enquiry form: required and optional fields (spec §5)', () => {
  it('accepts a complete enquiry and gives trimmed values with the optional checkboxes false', () => {
    const result = checkForm(enquiryFields(simple), { ...valid, name: '  Jane ', car_id: 99 });
    expect(result).toEqual({
      ok: true,
      values: {
        ...valid,
        name: 'Jane',
        last_name: '',
        Rego: '',
        opt_in: false,
        opt_in_finance: false,
        opt_in_trade: false,
      },
    });
  });

  it('requires the message (Comments) unless the site exempts it', () => {
    expect(errorsOf(simple, { ...valid, message: '  ' })).toEqual({ message: 'Please enter your comments.' });
    expect(errorsOf({ ...simple, messageExempt: true }, { ...valid, message: '' })).toEqual({});
  });

  it('requires a category from the list, General Enquiry preselected', () => {
    const category = enquiryFields(simple).find((f) => f.name === 'category');
    expect(category).toMatchObject({
      required: true,
      defaultValue: 'General Enquiry',
      options: [
        'General Enquiry',
        'Sales Enquiry',
        'Finance Enquiry',
        'Service Enquiry',
        'Parts Enquiry',
        'Trade-in Enquiry',
        'Careers',
      ],
    });
    expect(DEFAULT_ENQUIRY_CATEGORY).toBe('General Enquiry');
    expect(errorsOf(simple, { ...valid, category: '' })).toEqual({ category: 'Please choose a category.' });
    expect(errorsOf(simple, { ...valid, category: 'Lottery' })).toEqual({
      category: 'Please choose a category from the list.',
    });
    // Left out, the preselected category applies.
    expect(checkForm(enquiryFields(simple), { ...valid, category: undefined })).toMatchObject({
      ok: true,
      values: { category: 'General Enquiry' },
    });
  });

  it('takes the site’s own categories', () => {
    const options = { ...simple, categories: ['Service Enquiry', 'Parts Enquiry'] };
    expect(errorsOf(options, { ...valid, category: 'Parts Enquiry' })).toEqual({});
    expect(errorsOf(options, { ...valid, category: 'General Enquiry' })).toHaveProperty('category');
  });

  it('requires the location only when shown', () => {
    expect(enquiryFields(simple).some((f) => f.name === 'location')).toBe(false);
    expect(errorsOf(simple, valid)).toEqual({});
    const shown = { ...simple, showLocation: true };
    expect(errorsOf(shown, valid)).toEqual({ location: 'Please choose a location.' });
    expect(errorsOf(shown, { ...valid, location: 'Osborne Park' })).toEqual({});
    const listed = { ...shown, locationOptions: ['Osborne Park', 'Midland'] };
    expect(errorsOf(listed, { ...valid, location: 'Joondalup' })).toEqual({
      location: 'Please choose a location from the list.',
    });
  });

  it('requires the dealership only when there are several', () => {
    expect(enquiryFields(simple).some((f) => f.name === 'dealership_slug')).toBe(false);
    const several = { ...simple, severalDealerships: true };
    expect(errorsOf(several, valid)).toEqual({ dealership_slug: 'Please choose a dealership.' });
    expect(errorsOf(several, { ...valid, dealership_slug: 'perth-kia' })).toEqual({});
  });

  it('leaves opt-in, Rego and the finance and trade-in boxes optional, with the spec’s labels', () => {
    const fields = enquiryFields(simple);
    const byName = (name: string) => fields.find((f) => f.name === name);
    expect(byName('opt_in')).toMatchObject({ required: false, defaultValue: false });
    expect(byName('Rego')).toMatchObject({ required: false });
    expect(byName('opt_in_finance')).toMatchObject({ label: "I'm interested in finance.", required: false });
    expect(byName('opt_in_trade')).toMatchObject({ label: 'I have a trade in.', required: false });
    expect(checkForm(fields, { ...valid, opt_in: true, opt_in_finance: true, Rego: '1ABC234' })).toMatchObject({
      ok: true,
      values: { opt_in: true, opt_in_finance: true, opt_in_trade: false, Rego: '1ABC234' },
    });
  });

  it.each([
    ['name', { name: '' }, 'Please enter your first name.'],
    ['email missing', { email: '' }, 'Please enter your email address.'],
    ['email invalid', { email: 'jane@' }, 'Please enter a valid email address, e.g. name@example.com.'],
    ['phone missing', { phone: '' }, 'Please enter your phone number.'],
    ['phone invalid', { phone: '12345' }, 'Please enter a valid Australian phone number, e.g. 0412 345 678.'],
    ['phone not a string', { phone: 412345678 }, 'Please enter a valid Australian phone number, e.g. 0412 345 678.'],
  ])('%s → one clear message', (field, change, message) => {
    const errors = errorsOf(simple, { ...valid, ...change });
    expect(Object.values(errors)).toEqual([message]);
    expect(field.split(' ')[0]).toBe(Object.keys(errors)[0]);
  });

  it.each([['0412 345 678'], ['0412345678'], ['+61 412 345 678'], ['(08) 9333 0000'], ['1300 555 010'], ['131 555']])(
    'accepts the phone number %s',
    (phone) => expect(errorsOf(simple, { ...valid, phone })).toEqual({}),
  );

  it('reports every problem at once under the spec’s heading', () => {
    const result = checkForm(enquiryFields(simple), { postcode: '12' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.heading).toBe('Please fix the following errors:');
    expect(Object.keys(result.errors)).toEqual(['name', 'email', 'phone', 'postcode', 'message', 'terms_conditions']);
  });

  it('says so when the form is not an object at all', () => {
    expect(checkForm(enquiryFields(simple), null)).toEqual({
      ok: false,
      heading: 'Please fix the following errors:',
      errors: { form: 'The form arrived empty or in the wrong shape. Please try again.' },
    });
  });
});

describe('careers (spec §8)', () => {
  it('relabels a careers enquiry General Enquiry with subcategory Career Enquiry and event id 51', () => {
    expect(leadCategory('Careers')).toEqual({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      eventId: 51,
    });
    expect(leadCategory(' careers ')).toEqual({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      eventId: 51,
    });
  });

  it('passes other categories through', () => {
    expect(leadCategory('Service Enquiry')).toEqual({ category: 'Service Enquiry', subcategory: null, eventId: null });
    expect(leadCategory('General Enquiry', 'Find me something similar')).toEqual({
      category: 'General Enquiry',
      subcategory: 'Find me something similar',
      eventId: null,
    });
  });
});
