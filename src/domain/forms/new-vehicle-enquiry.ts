import { CORE_CONTACT_FIELDS, messageField, POSTCODE_FIELD } from './contact-fields.ts';
import { TERMS_FIELD } from './enquiry.ts';
import type { FormField } from './fields.ts';
import type { LeadKindDefinition } from './lead-kind.ts';

/**
 * The new-vehicle enquiry (/enquiries/new-vehicle-enquiry): contact details, the model
 * wanted (required), comments, the finance and trade-in boxes and marketing opt-in
 * (unticked), and the terms.
 */
function newVehicleEnquiryFields(): FormField[] {
  return [
    ...CORE_CONTACT_FIELDS,
    POSTCODE_FIELD,
    {
      name: 'Vehicle Model',
      label: 'Model',
      kind: 'text',
      required: true,
      maxLength: 100,
      requiredMessage: 'Please tell us which model you are interested in.',
    },
    messageField(false),
    {
      name: 'opt_in_finance',
      label: "I'm interested in finance.",
      kind: 'checkbox',
      required: false,
      defaultValue: false,
    },
    { name: 'opt_in_trade', label: 'I have a trade in.', kind: 'checkbox', required: false, defaultValue: false },
    {
      name: 'opt_in',
      label: 'Keep me up to date with news and offers.',
      kind: 'checkbox',
      required: false,
      defaultValue: false,
    },
    TERMS_FIELD,
  ];
}

/** The new vehicle enquiry lead: its form, how it is filed, its event, its labels (lead-kinds.ts composes every kind). */
export const NEW_VEHICLE_ENQUIRY_LEAD = {
  kind: 'new-vehicle-enquiry',
  fields: () => newVehicleEnquiryFields(),
  category: 'Sales Enquiry',
  subcategory: 'New Vehicle Enquiry',
  event: 'enquiry',
  submitLabel: 'Send Enquiry',
  steps: [],
  deliveryLabel: 'new vehicle enquiry',
  carDialog: null,
  linkParams: null,
  postedByForms: true,
} satisfies LeadKindDefinition<'new-vehicle-enquiry'>;
