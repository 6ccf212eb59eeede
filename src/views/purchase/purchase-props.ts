import type { SignInType } from '../../domain/account/sign-in.ts';
import { CORE_CONTACT_FIELDS, POSTCODE_FIELD } from '../../domain/forms/contact-fields.ts';
import type { FormField } from '../../domain/forms/fields.ts';
import { TRADE_IN_LEAD } from '../../domain/forms/trade-in.ts';
import { FINANCE_TERMS_MONTHS } from '../../domain/purchase/journey.ts';
import { RESERVE_ONLINE } from '../../domain/text/vehicle-copy.ts';
import { thisVehicle, vehicleWords } from '../../domain/text/vehicle-words.ts';
import { routeHref } from '../../site-urls.ts';
import { AUSTRALIAN_STATES } from '../../tenant/schema/fields.ts';
import type { Site } from '../../tenant/schema/site.ts';

/** The fields of the steps the shopper answers by a form (the deposit's card is the processor's). */
interface PurchaseStepFields {
  /** Step 1: the state the car will be registered in, then the buyer's details. */
  driveAway: readonly FormField[];
  /** Step 2, with a trade-in: the car's rego, its state and its kilometres (the trade-in form's own). */
  tradeIn: readonly FormField[];
  /** Step 3, with finance: how much and over how many months. */
  finance: readonly FormField[];
  /** Step 4, with delivery: the buyer's postcode. */
  delivery: readonly FormField[];
}

/** The purchase island's props: what the site says at build time; the car and the journey come from the API. */
export interface PurchaseProps {
  formId: string;
  fields: PurchaseStepFields;
  /** '100% refundable': how the deposit comes back. */
  refundable: string;
  /** 'this car', 'this vehicle': the site's word in the texts. */
  thisVehicle: string;
  /** Every purchase is a signed-in shopper's: the journey is kept per shopper on the server. */
  signInType: SignInType;
  hrefs: { search: string };
}

const STATE_FIELD: FormField = {
  name: 'state',
  label: 'State the car will be registered in',
  kind: 'select',
  required: true,
  options: AUSTRALIAN_STATES,
};

const TRADE_IN_CAR = new Set(['rego', 'regoState', 'kms']);

/** spec §9 Finance: five years, the disclaimer's term, is where the term select starts. */
const DEFAULT_TERM_MONTHS = 60;

const FINANCE_FIELDS: readonly FormField[] = [
  {
    name: 'amount',
    label: 'Amount to finance ($)',
    kind: 'currency',
    required: true,
    maxLength: 12,
    requiredMessage: 'Please enter the amount to finance.',
  },
  {
    name: 'term_months',
    label: 'Term (months)',
    kind: 'select',
    required: true,
    options: FINANCE_TERMS_MONTHS.map(String),
    defaultValue: String(DEFAULT_TERM_MONTHS),
  },
];

export function purchaseProps(site: Site): PurchaseProps {
  return {
    formId: 'purchase',
    fields: {
      driveAway: [STATE_FIELD, ...CORE_CONTACT_FIELDS],
      tradeIn: TRADE_IN_LEAD.fields().filter((field) => TRADE_IN_CAR.has(field.name)),
      finance: FINANCE_FIELDS,
      delivery: [POSTCODE_FIELD],
    },
    refundable: RESERVE_ONLINE.refundable,
    thisVehicle: thisVehicle(vehicleWords(site.stock, 'car')),
    signInType: 'checkout',
    hrefs: { search: routeHref(site, 'search') },
  };
}
