import { describe, expect, it } from 'vitest';
import { fieldAttributes, fieldId } from '../../../../src/components/forms/field-attributes.ts';
import { initialValues, withStoredDetails } from '../../../../src/components/forms/form-values.ts';
import { enquiryFields } from '../../../../src/domain/forms/enquiry.ts';
import type { FormField } from '../../../../src/domain/forms/fields.ts';
import { fieldsOf } from '../../../support/lead-fields.ts';

const fields = enquiryFields({ severalDealerships: false, showLocation: false, messageExempt: false });
const stored = {
  name: 'Jane',
  last_name: 'Citizen',
  email: 'jane@example.com',
  phone: '0412 345 678',
  postcode: '2000',
};

describe('initialValues', () => {
  it('starts from each field’s default: General Enquiry chosen, every box unticked, text empty', () => {
    const values = initialValues(fields);
    expect(values['category']).toBe('General Enquiry');
    expect(values['opt_in']).toBe(false);
    expect(values['terms_conditions']).toBe(false);
    expect(values['message']).toBe('');
  });

  it('a prefill wins over the default', () => {
    expect(initialValues(fields, { message: 'About the RAV4' })['message']).toBe('About the RAV4');
  });
});

describe('withStoredDetails: stored user details prefill the form (spec §3)', () => {
  it('fills the empty contact fields the form has', () => {
    const values = withStoredDetails(initialValues(fields), stored, new Set());
    expect(values).toMatchObject(stored);
  });

  it('never overwrites what the shopper typed or touched, and skips fields the form lacks', () => {
    const typed = { ...initialValues(fieldsOf('test-drive', { testDriveTerms: false })), email: 'other@example.com' };
    const values = withStoredDetails(typed, stored, new Set(['name']));
    expect(values['email']).toBe('other@example.com');
    expect(values['name']).toBe('');
    expect(values['phone']).toBe('0412 345 678');
    expect(values).not.toHaveProperty('postcode');
  });

  it('returns the same values when nothing is stored or nothing changes', () => {
    const values = initialValues(fields);
    expect(withStoredDetails(values, null, new Set())).toBe(values);
    const filled = withStoredDetails(values, stored, new Set());
    expect(withStoredDetails(filled, stored, new Set())).toBe(filled);
  });
});

describe('fieldAttributes: the input each field kind renders as', () => {
  const field = (kind: FormField['kind'], name = 'x'): FormField => ({ name, label: 'X', kind, required: false });

  it.each([
    [field('email', 'email'), { control: 'input', type: 'email', autoComplete: 'email' }],
    [field('phone', 'phone'), { control: 'input', type: 'tel', autoComplete: 'tel' }],
    [
      field('postcode', 'postcode'),
      { control: 'input', type: 'text', inputMode: 'numeric', autoComplete: 'postal-code' },
    ],
    [field('datetime'), { control: 'input', type: 'datetime-local' }],
    [field('currency'), { control: 'input', type: 'text', inputMode: 'decimal' }],
    [field('integer'), { control: 'input', type: 'text', inputMode: 'numeric' }],
    [field('text', 'name'), { control: 'input', type: 'text', autoComplete: 'given-name' }],
    [field('text', 'last_name'), { control: 'input', type: 'text', autoComplete: 'family-name' }],
    [field('select'), { control: 'select' }],
    [field('textarea'), { control: 'textarea' }],
    [field('checkbox'), { control: 'checkbox' }],
    [field('hidden'), { control: 'hidden' }],
  ] as const)('%o', (f, expected) => expect(fieldAttributes(f)).toEqual(expected));

  it('carries the max length (postcode 4) and the currency placeholder', () => {
    const postcode = fields.find((f) => f.name === 'postcode')!;
    expect(fieldAttributes(postcode).maxLength).toBe(4);
    const offer = fieldsOf('make-an-offer').find((f) => f.kind === 'currency')!;
    expect(fieldAttributes(offer).placeholder).toBe(offer.placeholder);
    expect(offer.placeholder).toMatch(/^Your offer i\.e\. \$/);
  });

  it('gives each field an id unique in its form, spaces and all', () => {
    expect(fieldId('enquiry', 'name')).toBe('enquiry-name');
    expect(fieldId('modal', 'Vehicle Make')).toBe('modal-Vehicle-Make');
  });
});
