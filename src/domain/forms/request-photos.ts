import { CORE_CONTACT_FIELDS, messageField } from './contact-fields.ts';
import { formSchema, type FormField } from './fields.ts';

/** spec §5 Request Photos form: the text of its hidden field. */
export const REQUEST_PHOTOS_TEXT = 'Please send photos for this car';

/**
 * spec §5 Request Photos form (the 'new arrival' placeholder panel, spec §2 Car card): the
 * core contact fields, a hidden text field prefilled 'Please send photos for this car'
 * and an optional message.
 */
export function requestPhotosFields(): FormField[] {
  return [
    ...CORE_CONTACT_FIELDS,
    { name: 'request', label: 'Request', kind: 'hidden', required: false, defaultValue: REQUEST_PHOTOS_TEXT },
    messageField(false),
  ];
}

export function requestPhotosSchema() {
  return formSchema(requestPhotosFields());
}
