import * as v from 'valibot';
import { toStorableText } from '../text/storable.ts';
import { parseCurrency } from './currency.ts';
import { FORM_MESSAGES } from './messages.ts';
import { keepsRule, type TextRule } from './text-checks.ts';
import { invalidMessage, textRules } from './text-rules.ts';

/**
 * One field of a lead form as data: the form renders from it and formSchema() turns the
 * same list into the valibot schema the form and the API both validate with, so the two
 * never disagree (spec §5: "rules as data the forms and the API both use").
 */
type FieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'postcode'
  | 'select'
  | 'checkbox'
  | 'currency'
  | 'integer'
  | 'datetime'
  | 'hidden';

export interface FormField {
  /** The lead field name (spec §3 Lead and enquiry fields), e.g. 'message', 'Rego'. */
  name: string;
  /** The visible label, e.g. 'Comments'. */
  label: string;
  kind: FieldKind;
  required: boolean;
  /** The input's maxlength; the schema enforces it too. */
  maxLength?: number;
  placeholder?: string;
  /** Select options; when present the value must be one of them. */
  options?: readonly string[];
  /** Prefilled value (a hidden field's text, the default category, a checkbox's state). */
  defaultValue?: string | boolean;
  /** The message when the field is required and left empty. */
  requiredMessage?: string;
  /** The message when the value is there but not valid. */
  invalidMessage?: string;
}

/**
 * The values a form schema outputs: trimmed strings, booleans, and numbers for currency and
 * integer fields ('' when an optional one is left empty).
 */
export type FormValues = Readonly<Record<string, string | number | boolean>>;

/** One issue per field: the message of the first rule the value breaks. */
function firstBroken(rules: readonly TextRule[]) {
  return v.check(
    (value: string) => rules.every((rule) => keepsRule(rule, value)),
    (issue) => rules.find((rule) => !keepsRule(rule, String(issue.input)))?.message ?? '',
  );
}

function stringField(field: FormField) {
  const fallback = typeof field.defaultValue === 'string' ? field.defaultValue : '';
  return v.pipe(
    v.optional(v.string(invalidMessage(field)), fallback),
    toStorableText,
    v.trim(),
    firstBroken(textRules(field)),
  );
}

function checkboxField(field: FormField) {
  const fallback = typeof field.defaultValue === 'boolean' ? field.defaultValue : false;
  const message = field.requiredMessage ?? `Please tick “${field.label}”.`;
  const base = v.optional(v.boolean(field.invalidMessage ?? message), fallback);
  return field.required
    ? v.pipe(
        base,
        v.check((ticked: boolean) => ticked, message),
      )
    : base;
}

/**
 * A number typed into a text box: the value as typed (string or number) becomes a number, or
 * the field's message. An optional field left empty outputs ''; a required one says so.
 */
function numberField(field: FormField, parse: (input: string | number) => number | null, invalid: string) {
  const required = field.requiredMessage ?? invalid;
  return v.pipe(
    v.optional(v.union([v.string(invalid), v.number(invalid)], invalid), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const empty = typeof dataset.value === 'string' && dataset.value.trim() === '';
      if (empty && !field.required) return '';
      const amount = empty ? null : parse(dataset.value);
      if (amount === null) {
        addIssue({ message: empty ? required : invalid });
        return NEVER;
      }
      return amount;
    }),
  );
}

/**
 * A whole number of at least 0 as typed: 45000, '45000' or '45,000' → 45000; null for
 * anything else (decimals, negatives, words).
 */
function parseWholeNumber(input: string | number): number | null {
  const text = typeof input === 'number' ? String(input) : input.trim().replace(/,/g, '');
  if (!/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}

/** The valibot schema of one field. */
export function fieldSchema(field: FormField): v.GenericSchema<unknown, string | number | boolean> {
  switch (field.kind) {
    case 'checkbox':
      return checkboxField(field);
    case 'currency':
      return numberField(
        field,
        parseCurrency,
        field.invalidMessage ?? `Please enter ${field.label.toLowerCase()} in dollars, e.g. 29500.`,
      );
    case 'integer':
      return numberField(
        field,
        parseWholeNumber,
        field.invalidMessage ?? `Please enter ${field.label.toLowerCase()} as a whole number, e.g. 45000.`,
      );
    case 'email':
    case 'phone':
    case 'postcode':
    case 'datetime':
    case 'text':
    case 'textarea':
    case 'select':
    case 'hidden':
      return stringField(field);
  }
}

/** Each field's schema under its name: the entries of an object schema of these fields. */
export function fieldEntries(
  fields: readonly FormField[],
): Record<string, v.GenericSchema<unknown, string | number | boolean>> {
  return Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)]));
}

/**
 * The schema of a whole form: one entry per field. Keys the form does not have are
 * dropped (the caller adds the lead's context: car_id, dealership_slug, url...).
 */
function formSchema(fields: readonly FormField[]): v.GenericSchema<unknown, FormValues> {
  return v.object(fieldEntries(fields), WRONG_SHAPE_MESSAGE);
}

/** What a form that is not an object at all (nothing, a list, a number) is told. */
export const WRONG_SHAPE_MESSAGE = 'The form arrived empty or in the wrong shape. Please try again.';

export type FormCheck =
  | { ok: true; values: FormValues }
  | {
      ok: false;
      /** spec §8: 'Please fix the following errors:'. */
      heading: string;
      /** The first message per field, in the form's order. */
      errors: Readonly<Record<string, string>>;
    };

/** Validates what a shopper sent against a form's fields; never throws. */
export function checkForm(fields: readonly FormField[], input: unknown): FormCheck {
  const result = v.safeParse(formSchema(fields), input);
  if (result.success) return { ok: true, values: result.output };
  const flat = v.flatten(result.issues);
  const nested: Partial<Record<string, [string, ...string[]]>> = flat.nested ?? {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const message = nested[field.name]?.[0];
    if (message) errors[field.name] = message;
  }
  // Only a form that is not an object at all has no field errors.
  const root = flat.root?.[0];
  if (root && Object.keys(errors).length === 0) errors['form'] = root;
  return { ok: false, heading: FORM_MESSAGES.fixErrors, errors };
}
