import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { POSTCODE_FIELD } from '../../../../src/domain/forms/contact-fields.ts';
import { fieldSchema, type FormField } from '../../../../src/domain/forms/fields.ts';

const POSTCODE = 'Invalid postcode. Please enter a 4-digit number.';
const messages = (field: FormField, value: unknown) =>
  v.safeParse(fieldSchema(field), value).issues?.map((issue) => issue.message) ?? [];

describe('form fields', () => {
  it('a postcode is exactly 4 digits, with the spec’s one message for anything else', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,8}$/), (digits) => {
        expect(messages(POSTCODE_FIELD, digits)).toEqual(digits.length === 4 ? [] : [POSTCODE]);
      }),
    );
  });

  it('the postcode message stays the spec’s even when a field sets its own', () => {
    expect(messages({ ...POSTCODE_FIELD, requiredMessage: 'other' }, '')).toEqual([POSTCODE]);
  });

  it('a field reports one message, the first rule broken', () => {
    const name: FormField = { name: 'name', label: 'First Name', kind: 'text', required: true, maxLength: 3 };
    expect(messages(name, '')).toEqual(['Please enter your first name.']);
    expect(messages(name, 'Jane')).toEqual(['First Name must be 3 characters or fewer.']);
    expect(messages(name, ' Jo ')).toEqual([]);
  });

  it('an optional field may be empty but, filled, must be valid', () => {
    const email: FormField = { name: 'email', label: 'Email', kind: 'email', required: false };
    expect(messages(email, '')).toEqual([]);
    expect(messages(email, undefined)).toEqual([]);
    expect(messages(email, 'nope')).toEqual(['Please enter a valid email address.']);
  });

  it.each([
    ['0412 345 678', true],
    ['+61412345678', true],
    ['08 9333 0000', true],
    ['(02) 9555-0100', true],
    ['1800 123 456', true],
    ['13 22 65', true],
    ['0512 345 678', false],
    ['041234567', false],
    ['04123456789', false],
    ['', false],
  ])('%s is an Australian phone number: %s', (phone, ok) =>
    expect(messages({ name: 'phone', label: 'Mobile', kind: 'phone', required: true }, phone)).toHaveLength(ok ? 0 : 1),
  );
});

describe('number fields', () => {
  const kms: FormField = { name: 'kms', label: 'Kilometres', kind: 'integer', required: false };
  const budget: FormField = { name: 'budget', label: 'Budget', kind: 'currency', required: false };

  it.each([
    ['45000', 45000],
    ['45,000', 45000],
    [0, 0],
    ['', ''],
    [undefined, ''],
  ])('an optional whole number %j → %j', (input, output) => {
    expect(v.parse(fieldSchema(kms), input)).toBe(output);
  });

  it.each([['-1'], ['4.5'], [1.5], ['1e5'], ['lots'], [true]])('%j is not a whole number', (input) => {
    expect(messages(kms, input)).toEqual(['Please enter kilometres as a whole number, e.g. 45000.']);
  });

  it('an optional currency field may be left empty, a required one may not', () => {
    expect(v.parse(fieldSchema(budget), '')).toBe('');
    expect(v.parse(fieldSchema(budget), '$1,000')).toBe(1000);
    expect(messages({ ...budget, required: true }, '')).toEqual(['Please enter budget in dollars, e.g. 29500.']);
  });
});
