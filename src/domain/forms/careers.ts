import { CORE_CONTACT_FIELDS, messageField } from './contact-fields.ts';
import type { FormField } from './fields.ts';
import type { LeadKindDefinition } from './lead-kind.ts';
import { CAREERS_CATEGORY } from './enquiry.ts';

/**
 * The careers enquiry: contact details, the role of interest and a message. Its lead is
 * sent as category 'Careers', which leadCategory() relabels (spec §8).
 */
function careersFields(): FormField[] {
  return [
    ...CORE_CONTACT_FIELDS,
    { name: 'position', label: 'Position', kind: 'text', required: false, maxLength: 150 },
    { ...messageField(true), requiredMessage: 'Please tell us a little about yourself.' },
  ];
}

/** The careers lead: its form, how it is filed, its event, its labels (lead-kinds.ts composes every kind). */
export const CAREERS_LEAD = {
  kind: 'careers',
  // its category forces its own event id (spec §8: 51) before the rule is read
  fields: () => careersFields(),
  category: CAREERS_CATEGORY,
  subcategory: null,
  event: 'form default',
  submitLabel: 'Send Enquiry',
  steps: [],
  deliveryLabel: 'careers',
  carDialog: null,
  linkParams: null,
  postedByForms: true,
} satisfies LeadKindDefinition<'careers'>;
