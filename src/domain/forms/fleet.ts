import { CORE_CONTACT_FIELDS, messageField } from './contact-fields.ts';
import type { FormField } from './fields.ts';
import type { LeadKindDefinition } from './lead-kind.ts';

/** spec §2 /fleet: the banner form's call to action. */
export const FLEET_FORM_HEADING = 'Get In Touch';

/**
 * The fleet enquiry ('Get In Touch' banner on /fleet): contact details, the business, how
 * many vehicles, and comments.
 */
function fleetFields(): FormField[] {
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

/** The fleet lead: its form, how it is filed, its event, its labels (lead-kinds.ts composes every kind). */
export const FLEET_LEAD = {
  kind: 'fleet',
  fields: () => fleetFields(),
  category: 'Sales Enquiry',
  subcategory: 'Fleet',
  event: 'form default',
  submitLabel: 'Send Enquiry',
  steps: [],
  deliveryLabel: 'fleet',
  carDialog: null,
  linkParams: null,
  postedByForms: true,
} satisfies LeadKindDefinition<'fleet'>;
