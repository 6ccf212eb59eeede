import { CORE_CONTACT_FIELDS, messageField, POSTCODE_FIELD } from './contact-fields.ts';
import type { FormField } from './fields.ts';
import type { LeadKindDefinition } from './lead-kind.ts';

/**
 * spec §2 "Finance links can carry the query parameters preferredDealership,
 * vehiclePriceBudget, car_id, car_type and vin" (the anchor is the routes module's): the
 * first two prefill the form's fields, the car travels with the lead as its context.
 */
const FINANCE_LINK_PARAMS = {
  fields: ['preferredDealership', 'vehiclePriceBudget'],
  context: ['car_id', 'car_type', 'vin'],
} as const;

interface FinanceEnquiryOptions {
  /** The dealership slugs a shopper may prefer; the value must be one of them when given. */
  dealershipOptions: readonly string[];
}

/**
 * The finance enquiry form (/finance, /finance-enquiry, /apply-for-finance, /car-finance/).
 * Its links may carry preferredDealership and vehiclePriceBudget (spec §2), which prefill
 * the two optional fields; the car (car_id, car_type, vin) travels as lead context.
 */
function financeEnquiryFields(options: FinanceEnquiryOptions): FormField[] {
  return [
    ...CORE_CONTACT_FIELDS,
    POSTCODE_FIELD,
    {
      name: 'preferredDealership',
      label: 'Preferred Dealership',
      kind: 'select',
      required: false,
      options: options.dealershipOptions,
      invalidMessage: 'Please choose a dealership from the list.',
    },
    {
      name: 'vehiclePriceBudget',
      label: 'Vehicle Budget',
      kind: 'currency',
      required: false,
      invalidMessage: 'Please enter your budget in dollars, e.g. 30,000.',
    },
    messageField(false),
  ];
}

/** The finance enquiry lead: its form, how it is filed, its event, its labels (lead-kinds.ts composes every kind). */
export const FINANCE_ENQUIRY_LEAD = {
  kind: 'finance-enquiry',
  fields: (options) => financeEnquiryFields(options),
  category: 'Finance Enquiry',
  subcategory: null,
  event: 'form default',
  submitLabel: 'Send Finance Enquiry',
  steps: [],
  deliveryLabel: 'finance enquiry',
  carDialog: null,
  linkParams: FINANCE_LINK_PARAMS,
  postedByForms: true,
} satisfies LeadKindDefinition<'finance-enquiry'>;
