import { CORE_CONTACT_FIELDS, messageField } from './contact-fields.ts';
import type { FormField } from './fields.ts';
import type { LeadKindDefinition } from './lead-kind.ts';
import { DEFAULT_ENQUIRY_CATEGORY } from './enquiry.ts';
import { CAR_WORDS, requestPhotosText } from '../text/vehicle-words.ts';

/** spec §5 Request Photos form: the text of its hidden field on a car dealer's site. */
const REQUEST_PHOTOS_TEXT = requestPhotosText(CAR_WORDS);

/**
 * spec §5 Request Photos form (the 'new arrival' placeholder panel, spec §2 Car card): the
 * core contact fields, a hidden text field prefilled 'Please send photos for this car'
 * and an optional message.
 */
function requestPhotosFields(): FormField[] {
  return [
    ...CORE_CONTACT_FIELDS,
    { name: 'request', label: 'Request', kind: 'hidden', required: false, defaultValue: REQUEST_PHOTOS_TEXT },
    messageField(false),
  ];
}

/** The photo request lead: its form, how it is filed, its event, its labels (lead-kinds.ts composes every kind). */
export const REQUEST_PHOTOS_LEAD = {
  kind: 'request-photos',
  fields: () => requestPhotosFields(),
  category: DEFAULT_ENQUIRY_CATEGORY,
  subcategory: 'Request Photos',
  event: 'enquiry',
  submitLabel: 'Request Photos',
  steps: [],
  deliveryLabel: 'photo request',
  carDialog: { title: () => 'Request Photos', prefill: (words) => ({ request: requestPhotosText(words) }) },
  linkParams: null,
  postedByForms: true,
} satisfies LeadKindDefinition<'request-photos'>;
