import type { FormField } from '../forms/fields.ts';
import { EMAIL_FIELD, LAST_NAME_FIELD, NAME_FIELD, PHONE_FIELD, POSTCODE_FIELD } from '../forms/contact-fields.ts';

/**
 * The garage's My details form: the stored details of spec §3 with the lead forms' own
 * fields, labels and checks (name, email and phone needed to store them, §5; last name and
 * postcode optional, the postcode still 4 digits when given).
 */
export const USER_DETAILS_FIELDS: readonly FormField[] = [
  NAME_FIELD,
  LAST_NAME_FIELD,
  EMAIL_FIELD,
  PHONE_FIELD,
  { ...POSTCODE_FIELD, required: false },
];
