import { CORE_CONTACT_FIELDS, messageField } from './contact-fields.ts';
import type { FormField } from './fields.ts';
import type { LeadKindDefinition } from './lead-kind.ts';
import { DEFAULT_ENQUIRY_CATEGORY } from './enquiry.ts';

/** spec §2 Vehicle page: the Find Me Something Similar form shown on sold cars, prefilled. */
export interface FindSimilarForm {
  button: 'Find Me Something Similar';
  heading: 'Like this and want something similar?';
  message: 'Can you please find me something similar?';
  subcategory: 'Find me something similar';
}

export const FIND_SIMILAR_FORM: Readonly<FindSimilarForm> = {
  button: 'Find Me Something Similar',
  heading: 'Like this and want something similar?',
  message: 'Can you please find me something similar?',
  subcategory: 'Find me something similar',
};

/**
 * The Find Me Something Similar form: the core contact fields and the message, prefilled
 * 'Can you please find me something similar?' (the shopper may change it; sent empty it is
 * still that text, so the dealer always knows what was asked).
 */
function findSimilarFields(): FormField[] {
  return [...CORE_CONTACT_FIELDS, messageField(false, FIND_SIMILAR_FORM.message)];
}

/** The find me something similar lead: its form, how it is filed, its event, its labels (lead-kinds.ts composes every kind). */
export const FIND_SIMILAR_LEAD = {
  kind: 'find-similar',
  fields: () => findSimilarFields(),
  category: DEFAULT_ENQUIRY_CATEGORY,
  subcategory: FIND_SIMILAR_FORM.subcategory,
  event: 'enquiry',
  submitLabel: 'Find Me Something Similar',
  steps: [],
  deliveryLabel: 'find me something similar',
  carDialog: { title: () => FIND_SIMILAR_FORM.heading, prefill: () => ({ message: FIND_SIMILAR_FORM.message }) },
  linkParams: null,
  postedByForms: true,
} satisfies LeadKindDefinition<'find-similar'>;
