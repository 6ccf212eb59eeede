import * as v from 'valibot';
import type { AustralianState } from '../../tenant/schema/fields.ts';
import { CORE_CONTACT_FIELDS, POSTCODE_FIELD } from '../forms/contact-fields.ts';
import { fieldSchema, type FormField } from '../forms/fields.ts';
import { TRADE_IN_LEAD } from '../forms/trade-in.ts';
import { STATE_ORDER } from '../locations/consumer-regulators.ts';
import { formatPrice } from '../format.ts';
import { FINANCE_TERMS_MONTHS } from './journey.ts';

// The API's schemas of the purchase steps (POST /purchase/:slug/steps/:step), apart from
// journey.ts, whose texts and types the page carries without valibot. Every field the lead
// forms also ask is checked by the forms' own rule and message (formRule), so what the
// journey sends the dealer is held to what a form's lead is.

/** The smallest amount a shopper may ask to finance, in dollars. */
const FINANCE_MINIMUM = 1000;

const MESSAGES = {
  state: 'Please choose the state the car will be registered in.',
  tradeIn: 'Please say whether you have a car to trade in (trade_in true or false).',
  payment: 'Please choose how you will pay: cash or finance.',
  term: `Please choose a term of ${FINANCE_TERMS_MONTHS.join(', ')} months.`,
  method: 'Please choose delivery or pick-up.',
} as const;

/**
 * The lead forms' rule of the field of `fields` named `name`, typed as what it outputs for
 * its kind (text for text, select, email, phone and postcode fields; a number for integer ones).
 */
function formRule<T extends string | number>(fields: readonly FormField[], name: string) {
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no form field ${name}`);
  return fieldSchema(field) as v.GenericSchema<unknown, T>;
}

/** Step 1: where the car will be registered (the duty and charges are that state's), and who buys it. */
export const DriveAwayRequestSchema = v.strictObject({
  state: v.picklist(STATE_ORDER, MESSAGES.state),
  name: formRule<string>(CORE_CONTACT_FIELDS, 'name'),
  last_name: formRule<string>(CORE_CONTACT_FIELDS, 'last_name'),
  email: formRule<string>(CORE_CONTACT_FIELDS, 'email'),
  phone: formRule<string>(CORE_CONTACT_FIELDS, 'phone'),
});

const TRADE_IN_FIELDS = TRADE_IN_LEAD.fields();

/** Step 2: no trade-in, or the shopper's car by its rego, state and odometer (the trade-in form's rules). */
export const TradeInRequestSchema = v.variant(
  'trade_in',
  [
    v.strictObject({ trade_in: v.literal(false) }),
    v.strictObject({
      trade_in: v.literal(true),
      rego: formRule<string>(TRADE_IN_FIELDS, 'rego'),
      regoState: formRule<AustralianState>(TRADE_IN_FIELDS, 'regoState'),
      kms: formRule<number>(TRADE_IN_FIELDS, 'kms'),
    }),
  ],
  MESSAGES.tradeIn,
);

/**
 * Step 3: cash, or finance of a whole-dollar amount from $1,000 to `ceiling` (the car's
 * drive-away total, else its price: financeCeiling) over one of the terms.
 */
export function financeRequestSchema(ceiling: number) {
  const amount = `Please enter the amount to finance in whole dollars, from ${formatPrice(FINANCE_MINIMUM)} to ${formatPrice(ceiling)}.`;
  return v.variant(
    'payment',
    [
      v.strictObject({ payment: v.literal('cash') }),
      v.strictObject({
        payment: v.literal('finance'),
        amount: v.pipe(
          v.number(amount),
          v.integer(amount),
          v.minValue(FINANCE_MINIMUM, amount),
          v.maxValue(ceiling, amount),
        ),
        term_months: v.picklist(FINANCE_TERMS_MONTHS, MESSAGES.term),
      }),
    ],
    MESSAGES.payment,
  );
}

/** spec §9 Finance: the calculator's largest purchase price, the ceiling for a car that shows no price. */
const NO_PRICE_CEILING = 250_000;

/** The most a shopper may finance: the drive-away total, else the car's price, in whole dollars. */
export function financeCeiling(driveAwayTotal: number | null, price: number): number {
  return Math.floor(driveAwayTotal ?? (price > 0 ? price : NO_PRICE_CEILING));
}

/** Step 4: pick-up at the car's location, or delivery to a postcode (the forms' postcode rule). */
export const DeliveryRequestSchema = v.variant(
  'method',
  [
    v.strictObject({ method: v.literal('pickup') }),
    v.strictObject({ method: v.literal('delivery'), postcode: formRule<string>([POSTCODE_FIELD], 'postcode') }),
  ],
  MESSAGES.method,
);
