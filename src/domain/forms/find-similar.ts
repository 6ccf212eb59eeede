import { CORE_CONTACT_FIELDS, messageField } from './contact-fields.ts';
import { formSchema, type FormField } from './fields.ts';

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
export function findSimilarFields(): FormField[] {
  return [...CORE_CONTACT_FIELDS, messageField(false, FIND_SIMILAR_FORM.message)];
}

export function findSimilarSchema() {
  return formSchema(findSimilarFields());
}
