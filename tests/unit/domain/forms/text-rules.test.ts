import { describe, expect, it } from 'vitest';
import { USER_DETAILS_FIELDS } from '../../../../src/domain/contact/user-details-fields.ts';
import { checkForm } from '../../../../src/domain/forms/fields.ts';
import { textProblem } from '../../../../src/domain/forms/text-checks.ts';
import { textRules } from '../../../../src/domain/forms/text-rules.ts';

// The garage's My details applies the rules as data (text-checks.ts) without the form engine:
// it must say exactly what the lead forms' schema says, value for value.
const VALUES = [
  '',
  '  ',
  'Sam',
  'sam@',
  'sam@example.com',
  '0412 345 678',
  '(02) 9876-5432',
  '12345',
  '2000',
  'x'.repeat(300),
];

describe('text rules as data say what the forms’ schema says', () => {
  for (const field of USER_DETAILS_FIELDS)
    it(`${field.label}`, () => {
      for (const value of VALUES) {
        const schema = checkForm([field], { [field.name]: value });
        const expected = schema.ok ? null : (schema.errors[field.name] ?? null);
        expect(textProblem(textRules(field), value), JSON.stringify(value)).toBe(expected);
      }
    });

  it('survive being written into a page and read back', () => {
    for (const field of USER_DETAILS_FIELDS) {
      const rules = JSON.parse(JSON.stringify(textRules(field)));
      for (const value of VALUES) expect(textProblem(rules, value)).toBe(textProblem(textRules(field), value));
    }
  });
});
