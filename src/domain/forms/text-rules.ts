import type { FormField } from './fields.ts';
import { FORM_MESSAGES } from './messages.ts';
import type { TextCheck, TextRule } from './text-checks.ts';

// The rules a typed text value keeps, per kind of field, as data (text-checks.ts applies
// them): fields.ts builds the forms' and the API's valibot schema from them, and the garage's
// My details gets them with its HTML.

const pattern = (regex: RegExp, ignore?: string): TextCheck => ({
  kind: 'pattern',
  source: regex.source,
  flags: regex.flags,
  ...(ignore ? { ignore } : {}),
});

/** spec §5 Enquiry form: "Postcode required, exactly 4 digits, max length 4". */
const POSTCODE = pattern(/^\d{4}$/);

/**
 * An Australian phone number as a shopper types it: a mobile or landline (04.., 02.., 03..,
 * 07.., 08.., or +61 without the 0), or a 13, 1300 or 1800 number. Spaces, dashes and
 * brackets are ignored.
 */
const AUSTRALIAN_PHONE = pattern(/^(?:(?:\+61|0)[2-478]\d{8}|1[38]00\d{6}|13\d{4})$/, '[\\s\\-()]');

/** An e-mail address: a local part, an @ and a domain with a 2-letter top level at least. */
const EMAIL = pattern(/^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/u);

/** A date-time as <input type="datetime-local"> sends it: 2026-07-01T10:30. */
const DATE_TIME_LOCAL = pattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/);

/** What a field of this kind must look like, when it is filled in. */
function validRule(field: FormField): { check: TextCheck; message: string } | null {
  switch (field.kind) {
    case 'email':
      return { check: EMAIL, message: field.invalidMessage ?? 'Please enter a valid email address.' };
    case 'phone':
      return {
        check: AUSTRALIAN_PHONE,
        message: field.invalidMessage ?? 'Please enter a valid Australian phone number, e.g. 0412 345 678.',
      };
    case 'postcode':
      return { check: POSTCODE, message: FORM_MESSAGES.postcode };
    case 'datetime':
      return {
        check: DATE_TIME_LOCAL,
        message: field.invalidMessage ?? `Please choose a date and time for ${field.label.toLowerCase()}.`,
      };
    default:
      return null;
  }
}

/** The field's own messages; spec §5, §8: a postcode has one message for every problem. */
function ownMessages(field: FormField): Pick<FormField, 'requiredMessage' | 'invalidMessage'> {
  return field.kind === 'postcode'
    ? { requiredMessage: FORM_MESSAGES.postcode, invalidMessage: FORM_MESSAGES.postcode }
    : { requiredMessage: field.requiredMessage, invalidMessage: field.invalidMessage };
}

/** What a value that is not valid for the field is told, when no rule says more. */
export function invalidMessage(field: FormField): string {
  return ownMessages(field).invalidMessage ?? `Please enter a valid ${field.label.toLowerCase()}.`;
}

/**
 * A text field's rules, in the order they are checked: filled in when required, valid for its
 * kind when given, no longer than its maximum, one of its options when given.
 */
export function textRules(field: FormField): TextRule[] {
  const messages = ownMessages(field);
  const rules: TextRule[] = [];
  if (field.required)
    rules.push({
      check: { kind: 'filled' },
      emptyPasses: false,
      message: messages.requiredMessage ?? `Please enter your ${field.label.toLowerCase()}.`,
    });
  // An optional field left empty is fine; a value given must still be valid.
  const valid = validRule(field);
  if (valid) rules.push({ ...valid, emptyPasses: true });
  if (field.maxLength !== undefined)
    rules.push({
      check: { kind: 'max', length: field.maxLength },
      emptyPasses: true,
      message: messages.invalidMessage ?? `${field.label} must be ${field.maxLength} characters or fewer.`,
    });
  if (field.options)
    rules.push({
      check: { kind: 'one-of', options: field.options },
      emptyPasses: true,
      message: invalidMessage(field),
    });
  return rules;
}
