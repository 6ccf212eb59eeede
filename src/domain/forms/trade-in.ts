import { CORE_CONTACT_FIELDS, messageField, POSTCODE_FIELD } from './contact-fields.ts';
import { STATE_ORDER } from '../locations/consumer-regulators.ts';
import type { FormField } from './fields.ts';
import type { LeadKindDefinition } from './lead-kind.ts';

/**
 * Sell your car (/trade-in, /sell-your-car, /sell-my-car; spec §2, §3 "Valuation trigger
 * fields: kms, regoState, rego, name, phone, email"): the car by its registration and
 * state and its odometer, then the seller's contact details and an optional message.
 */
function tradeInFields(): FormField[] {
  return [
    {
      name: 'rego',
      label: 'Rego',
      kind: 'text',
      required: true,
      maxLength: 10,
      requiredMessage: 'Please enter the car’s registration number.',
    },
    {
      name: 'regoState',
      label: 'State',
      kind: 'select',
      required: true,
      options: STATE_ORDER,
      requiredMessage: 'Please choose the state the car is registered in.',
      invalidMessage: 'Please choose the state the car is registered in.',
    },
    {
      name: 'kms',
      label: 'Kilometres',
      kind: 'integer',
      required: true,
      requiredMessage: 'Please enter the kilometres on the odometer.',
      invalidMessage: 'Please enter the kilometres as a whole number, e.g. 45000.',
    },
    ...CORE_CONTACT_FIELDS,
    POSTCODE_FIELD,
    messageField(false),
  ];
}

/** The trade-in lead: its form, how it is filed, its event, its labels (lead-kinds.ts composes every kind). */
export const TRADE_IN_LEAD = {
  kind: 'trade-in',
  fields: () => tradeInFields(),
  category: 'Trade-in Enquiry',
  subcategory: 'Sell My Car',
  event: 'form default',
  submitLabel: 'Request an Offer',
  steps: [
    // the car first: its rego, state and kilometres are what an offer starts from
    { title: 'Your car', fields: ['rego', 'regoState', 'kms'] },
    { title: 'Your details', fields: ['name', 'last_name', 'email', 'phone', 'postcode', 'message'] },
  ],
  deliveryLabel: 'trade-in',
  carDialog: null,
  linkParams: null,
  postedByForms: true,
} satisfies LeadKindDefinition<'trade-in'>;
