import { CORE_CONTACT_FIELDS, messageField } from './contact-fields.ts';
import { formSchema, type FormField } from './fields.ts';

/** spec §2 /fleet: the banner form's call to action. */
export const FLEET_FORM_HEADING = 'Get In Touch';

/**
 * The fleet enquiry ('Get In Touch' banner on /fleet): contact details, the business, how
 * many vehicles, and comments.
 */
export function fleetFields(): FormField[] {
  return [
    ...CORE_CONTACT_FIELDS,
    {
      name: 'company',
      label: 'Company',
      kind: 'text',
      required: true,
      maxLength: 150,
      requiredMessage: 'Please enter your company name.',
    },
    {
      name: 'fleetSize',
      label: 'Fleet Size',
      kind: 'integer',
      required: false,
      invalidMessage: 'Please enter the number of vehicles as a whole number, e.g. 12.',
    },
    messageField(false),
  ];
}

export function fleetSchema() {
  return formSchema(fleetFields());
}
