import { describe, expect, it } from 'vitest';
import { checkForm, type FormField } from '../../../../src/domain/forms/fields.ts';
import { FIND_SIMILAR_FORM } from '../../../../src/domain/forms/find-similar.ts';
import { FLEET_FORM_HEADING } from '../../../../src/domain/forms/fleet.ts';
import { fieldsOf } from '../../../support/lead-fields.ts';

const contact = { name: 'Jane', email: 'jane@example.com', phone: '0412 345 678' };
const errorsOf = (fields: FormField[], input: object) => {
  const result = checkForm(fields, input);
  return result.ok ? {} : result.errors;
};

describe('find me something similar (spec §2)', () => {
  it('sends the prefilled message when the shopper leaves it', () => {
    expect(checkForm(fieldsOf('find-similar'), contact)).toMatchObject({
      ok: true,
      values: { message: 'Can you please find me something similar?' },
    });
    expect(FIND_SIMILAR_FORM.subcategory).toBe('Find me something similar');
  });
});

describe('parts enquiry', () => {
  it('needs the part asked for', () => {
    expect(errorsOf(fieldsOf('parts'), { ...contact, postcode: '6000' })).toEqual({
      message: 'Please tell us which part or accessory you are after.',
    });
  });
});

describe('fleet enquiry (Get In Touch)', () => {
  it('needs the company; the fleet size, given, is a whole number', () => {
    expect(FLEET_FORM_HEADING).toBe('Get In Touch');
    expect(errorsOf(fieldsOf('fleet'), { ...contact, fleetSize: 'many' })).toEqual({
      company: 'Please enter your company name.',
      fleetSize: 'Please enter the number of vehicles as a whole number, e.g. 12.',
    });
    expect(checkForm(fieldsOf('fleet'), { ...contact, company: 'Acme', fleetSize: '1,200' })).toMatchObject({
      ok: true,
      values: { fleetSize: 1200 },
    });
  });
});

describe('new-vehicle enquiry', () => {
  it('needs the model and the terms; opt-in stays unticked unless ticked', () => {
    expect(errorsOf(fieldsOf('new-vehicle-enquiry'), { ...contact, postcode: '6000' })).toEqual({
      'Vehicle Model': 'Please tell us which model you are interested in.',
      terms_conditions: '*You must agree to the terms of use before submitting.',
    });
    expect(
      checkForm(fieldsOf('new-vehicle-enquiry'), {
        ...contact,
        postcode: '6000',
        'Vehicle Model': 'RAV4',
        terms_conditions: true,
      }),
    ).toMatchObject({ ok: true, values: { opt_in: false, opt_in_finance: false, opt_in_trade: false } });
  });
});

describe('careers', () => {
  it('needs a message; the position is optional', () => {
    expect(errorsOf(fieldsOf('careers'), contact)).toEqual({ message: 'Please tell us a little about yourself.' });
  });
});

describe('customer feedback survey', () => {
  it('phone is optional; a rating from 1 to 5 and the feedback are required', () => {
    const noPhone = { name: contact.name, email: contact.email };
    expect(errorsOf(fieldsOf('feedback-survey'), noPhone)).toEqual({
      rating: 'Please choose a rating.',
      message: 'Please tell us about your experience.',
    });
    expect(errorsOf(fieldsOf('feedback-survey'), { ...noPhone, rating: '0', message: 'Slow' })).toEqual({
      rating: 'Please choose a rating from 1 to 5.',
    });
    expect(errorsOf(fieldsOf('feedback-survey'), { ...noPhone, phone: '123', rating: '5', message: 'Great' })).toEqual({
      phone: 'Please enter a valid Australian phone number, e.g. 0412 345 678.',
    });
  });
});
