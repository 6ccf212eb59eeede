import { EVENT_IDS } from '../events.ts';
import { CORE_CONTACT_FIELDS, messageField, POSTCODE_FIELD } from './contact-fields.ts';
import type { FormField } from './fields.ts';
import { FORM_MESSAGES } from './messages.ts';
import type { LeadKindDefinition } from './lead-kind.ts';

/** spec §9 "Category options for enquiries come from a list (General Enquiry default)". */
export const DEFAULT_ENQUIRY_CATEGORY = 'General Enquiry';
export const CAREERS_CATEGORY = 'Careers';

/** The category list when the site gives none. */
const ENQUIRY_CATEGORIES: readonly string[] = [
  DEFAULT_ENQUIRY_CATEGORY,
  'Sales Enquiry',
  'Finance Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Trade-in Enquiry',
  CAREERS_CATEGORY,
];

/** spec §5: the terms checkbox, required with the spec's message. */
export const TERMS_FIELD: FormField = {
  name: 'terms_conditions',
  label: 'I agree to the terms of use.',
  kind: 'checkbox',
  required: true,
  defaultValue: false,
  requiredMessage: FORM_MESSAGES.terms,
  invalidMessage: FORM_MESSAGES.terms,
};

export interface EnquiryFormOptions {
  /** The group has more than one dealership: the dealership select shows and is required. */
  severalDealerships: boolean;
  /** The location select shows (and is then required). */
  showLocation: boolean;
  /** The site exempts the message (Comments) from being required. */
  messageExempt: boolean;
  /** Category options; default ENQUIRY_CATEGORIES. */
  categories?: readonly string[];
  /** Dealership slugs to choose from; when given, the value must be one of them. */
  dealershipOptions?: readonly string[];
  /** Locations to choose from; when given, the value must be one of them. */
  locationOptions?: readonly string[];
}

/** The dealership select (dealership_slug): required where it shows; the value must be one of the options given. */
export function dealershipField(options?: readonly string[]): FormField {
  return {
    name: 'dealership_slug',
    label: 'Dealership',
    kind: 'select',
    required: true,
    ...(options ? { options } : {}),
    requiredMessage: 'Please choose a dealership.',
    invalidMessage: 'Please choose a dealership from the list.',
  };
}

/** The location select: required where it shows; the value must be one of the options given. */
export function locationField(options?: readonly string[]): FormField {
  return {
    name: 'location',
    label: 'Location',
    kind: 'select',
    required: true,
    ...(options ? { options } : {}),
    requiredMessage: 'Please choose a location.',
    invalidMessage: 'Please choose a location from the list.',
  };
}

/**
 * spec §5 Enquiry form, as data (in the form's order):
 * - first name, last name, email, mobile;
 * - postcode: required, exactly 4 digits, max length 4, 'Invalid postcode. Please enter a 4-digit number.';
 * - category: required, from the list, 'General Enquiry' preselected;
 * - location: required when shown; dealership (dealership_slug): required when there are several;
 * - message (Comments): required unless the site exempts it;
 * - Rego, opt_in (false unless ticked), 'I'm interested in finance.' and 'I have a trade in.': optional;
 * - terms_conditions: must be ticked, '*You must agree to the terms of use before submitting.'
 */
export function enquiryFields(options: EnquiryFormOptions): FormField[] {
  const categories = options.categories ?? ENQUIRY_CATEGORIES;
  const fields: FormField[] = [
    ...CORE_CONTACT_FIELDS,
    POSTCODE_FIELD,
    {
      name: 'category',
      label: 'Category',
      kind: 'select',
      required: true,
      options: categories,
      ...(categories.includes(DEFAULT_ENQUIRY_CATEGORY) ? { defaultValue: DEFAULT_ENQUIRY_CATEGORY } : {}),
      requiredMessage: 'Please choose a category.',
      invalidMessage: 'Please choose a category from the list.',
    },
  ];
  if (options.showLocation) fields.push(locationField(options.locationOptions));
  if (options.severalDealerships) fields.push(dealershipField(options.dealershipOptions));
  fields.push(
    messageField(!options.messageExempt),
    { name: 'Rego', label: 'Rego', kind: 'text', required: false, maxLength: 10 },
    {
      name: 'opt_in',
      label: 'Keep me up to date with news and offers.',
      kind: 'checkbox',
      required: false,
      defaultValue: false,
    },
    {
      name: 'opt_in_finance',
      label: "I'm interested in finance.",
      kind: 'checkbox',
      required: false,
      defaultValue: false,
    },
    { name: 'opt_in_trade', label: 'I have a trade in.', kind: 'checkbox', required: false, defaultValue: false },
    TERMS_FIELD,
  );
  return fields;
}

export interface LeadCategory {
  category: string;
  subcategory: string | null;
  /** The event id the category forces (careers: 51), or null to choose it from the car (events.ts). */
  eventId: number | null;
}

/**
 * spec §8 "Careers enquiries are relabelled General Enquiry with subcategory Career
 * Enquiry and event id 51". Other categories pass through unchanged.
 */
export function leadCategory(category: string, subcategory: string | null = null): LeadCategory {
  if (category.trim().toLowerCase() === CAREERS_CATEGORY.toLowerCase()) {
    return { category: DEFAULT_ENQUIRY_CATEGORY, subcategory: 'Career Enquiry', eventId: EVENT_IDS.careers };
  }
  return { category, subcategory, eventId: null };
}

/**
 * The query parameters a link to the enquiry page may carry: a car card's Quick Enquiry
 * without JavaScript sends the car along (the lead's context, never a form field).
 */
const ENQUIRY_LINK_PARAMS = {
  fields: [],
  context: ['car_id', 'car_type'],
} as const;

/** The enquiry lead: its form, how it is filed, its event, its labels (lead-kinds.ts composes every kind). */
export const ENQUIRY_LEAD = {
  kind: 'enquiry',
  fields: (options) => enquiryFields(options),
  category: null,
  subcategory: null,
  event: 'enquiry',
  submitLabel: 'Send Enquiry',
  steps: [],
  deliveryLabel: 'enquiry',
  carDialog: { title: () => 'Quick Enquiry', prefill: () => ({}) },
  linkParams: ENQUIRY_LINK_PARAMS,
  postedByForms: true,
} satisfies LeadKindDefinition<'enquiry'>;
