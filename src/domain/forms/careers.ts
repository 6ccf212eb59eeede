import { CORE_CONTACT_FIELDS, messageField } from './contact-fields.ts';
import { formSchema, type FormField } from './fields.ts';

/**
 * The careers enquiry: contact details, the role of interest and a message. Its lead is
 * sent as category 'Careers', which leadCategory() relabels (spec §8).
 */
export function careersFields(): FormField[] {
  return [
    ...CORE_CONTACT_FIELDS,
    { name: 'position', label: 'Position', kind: 'text', required: false, maxLength: 150 },
    { ...messageField(true), requiredMessage: 'Please tell us a little about yourself.' },
  ];
}

export function careersSchema() {
  return formSchema(careersFields());
}
