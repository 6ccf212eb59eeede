import type { FormField } from './fields.ts';

/**
 * spec §3 Lead fields "name (First Name), last_name, postcode, phone (Mobile), email" and
 * spec §5 "Field types are string, postcode, phone and email". The core contact fields
 * every lead form starts with; the lengths are generous caps so the API never stores a
 * novel in a name.
 */
export const NAME_FIELD: FormField = {
  name: 'name',
  label: 'First Name',
  kind: 'text',
  required: true,
  maxLength: 100,
  requiredMessage: 'Please enter your first name.',
};

export const LAST_NAME_FIELD: FormField = {
  name: 'last_name',
  label: 'Last Name',
  kind: 'text',
  required: false,
  maxLength: 100,
};

export const EMAIL_FIELD: FormField = {
  name: 'email',
  label: 'Email',
  kind: 'email',
  required: true,
  maxLength: 254,
  requiredMessage: 'Please enter your email address.',
  invalidMessage: 'Please enter a valid email address, e.g. name@example.com.',
};

export const PHONE_FIELD: FormField = {
  name: 'phone',
  label: 'Mobile',
  kind: 'phone',
  required: true,
  maxLength: 20,
  requiredMessage: 'Please enter your phone number.',
  invalidMessage: 'Please enter a valid Australian phone number, e.g. 0412 345 678.',
};

/** spec §5: required, exactly 4 digits, max length 4, with the spec's one message for every failure. */
export const POSTCODE_FIELD: FormField = {
  name: 'postcode',
  label: 'Postcode',
  kind: 'postcode',
  required: true,
  maxLength: 4,
};

/** First name, last name, email and mobile: the "core contact fields" of spec §5 Test drive form. */
export const CORE_CONTACT_FIELDS: readonly FormField[] = [NAME_FIELD, LAST_NAME_FIELD, EMAIL_FIELD, PHONE_FIELD];

/** The message field, labelled Comments (spec §3). */
export function messageField(required: boolean, defaultValue?: string): FormField {
  return {
    name: 'message',
    label: 'Comments',
    kind: 'textarea',
    required,
    maxLength: 5000,
    requiredMessage: 'Please enter your comments.',
    ...(defaultValue === undefined ? {} : { defaultValue }),
  };
}
