import { formatPrice } from '../format.ts';
import { enquiryFields, type EnquiryFormOptions } from './enquiry.ts';
import type { FormField } from './fields.ts';
import type { LeadKindDefinition } from './lead-kind.ts';

/** spec §5 Make an Offer: the placeholder names the car's price, 'Your offer i.e. $30,000'. */
export function offerPlaceholder(price: number): string {
  return `Your offer i.e. ${formatPrice(price)}`;
}

/** The fields of the enquiry form that Make an Offer hides (spec §5). */
const HIDDEN_IN_OFFER: ReadonlySet<string> = new Set(['message', 'opt_in']);

/**
 * spec §5 Make an Offer form: the enquiry form without the message and opt-in fields,
 * plus offer_from_client, a required currency value (typed as 29500, 29,500 or $29,500;
 * output as a number of dollars) placed before the terms checkbox.
 */
function makeAnOfferFields(options: EnquiryFormOptions & { price: number }): FormField[] {
  const offer: FormField = {
    name: 'offer_from_client',
    label: 'Your Offer',
    kind: 'currency',
    required: true,
    placeholder: offerPlaceholder(options.price),
    requiredMessage: 'Please enter your offer.',
    invalidMessage: 'Please enter your offer in dollars, e.g. 29,500.',
  };
  const fields = enquiryFields(options).filter((field) => !HIDDEN_IN_OFFER.has(field.name));
  const terms = fields.findIndex((field) => field.name === 'terms_conditions');
  fields.splice(terms, 0, offer);
  return fields;
}

/** The offer lead: its form, how it is filed, its event, its labels (lead-kinds.ts composes every kind). */
export const MAKE_AN_OFFER_LEAD = {
  kind: 'make-an-offer',
  // the price only shapes the placeholder, which validation does not read
  fields: (options) => makeAnOfferFields({ ...options, price: 0 }),
  category: null,
  subcategory: 'Make an Offer',
  event: 'enquiry',
  submitLabel: 'Send Offer',
  steps: [],
  deliveryLabel: 'offer',
  carDialog: { title: () => 'Make an Offer', prefill: () => ({}) },
  linkParams: null,
  postedByForms: true,
} satisfies LeadKindDefinition<'make-an-offer'>;
