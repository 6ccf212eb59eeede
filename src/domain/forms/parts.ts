import { CORE_CONTACT_FIELDS, messageField, POSTCODE_FIELD } from './contact-fields.ts';
import { formSchema, type FormField } from './fields.ts';

/**
 * The parts and accessories enquiry (/vehicle-parts-and-accessories/): contact details,
 * the car the part is for, and what is wanted (Comments, required: a parts enquiry without
 * the part has nothing to answer).
 */
export function partsFields(): FormField[] {
  return [
    ...CORE_CONTACT_FIELDS,
    POSTCODE_FIELD,
    { name: 'vehicle', label: 'Vehicle', kind: 'text', required: false, maxLength: 100 },
    { name: 'vin', label: 'VIN', kind: 'text', required: false, maxLength: 17 },
    { ...messageField(true), requiredMessage: 'Please tell us which part or accessory you are after.' },
  ];
}

export function partsSchema() {
  return formSchema(partsFields());
}
