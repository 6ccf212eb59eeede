import { formatPrice } from '../format.ts';
import { enquiryFields, type EnquiryFormOptions } from './enquiry.ts';
import { formSchema, type FormField } from './fields.ts';

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
export function makeAnOfferFields(options: EnquiryFormOptions & { price: number }): FormField[] {
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

export function makeAnOfferSchema(options: EnquiryFormOptions & { price: number }) {
  return formSchema(makeAnOfferFields(options));
}
