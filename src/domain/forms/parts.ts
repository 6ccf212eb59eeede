import { CORE_CONTACT_FIELDS, messageField, POSTCODE_FIELD } from './contact-fields.ts';
import type { FormField } from './fields.ts';
import type { LeadKindDefinition } from './lead-kind.ts';

/**
 * The parts and accessories enquiry (/vehicle-parts-and-accessories/): contact details,
 * the car the part is for, and what is wanted (Comments, required: a parts enquiry without
 * the part has nothing to answer).
 */
function partsFields(): FormField[] {
  return [
    ...CORE_CONTACT_FIELDS,
    POSTCODE_FIELD,
    { name: 'vehicle', label: 'Vehicle', kind: 'text', required: false, maxLength: 100 },
    { name: 'vin', label: 'VIN', kind: 'text', required: false, maxLength: 17 },
    { ...messageField(true), requiredMessage: 'Please tell us which part or accessory you are after.' },
  ];
}

/** The parts lead: its form, how it is filed, its event, its labels (lead-kinds.ts composes every kind). */
export const PARTS_LEAD = {
  kind: 'parts',
  fields: () => partsFields(),
  category: 'Parts Enquiry',
  subcategory: null,
  event: 'form default',
  submitLabel: 'Send Parts Enquiry',
  steps: [],
  deliveryLabel: 'parts',
  carDialog: null,
  linkParams: null,
  postedByForms: true,
} satisfies LeadKindDefinition<'parts'>;
