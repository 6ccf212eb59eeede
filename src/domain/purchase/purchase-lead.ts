import { formatKilometres, formatPrice, twoDecimals } from '../format.ts';
import type { PurchaseChoices } from './journey.ts';

/**
 * What the online purchase tells the dealer (spec §2 /checkout-journey): a trade-in lead when
 * the shopper offers a car, a finance enquiry when they finance, and, with the deposit, the
 * reservation lead carrying the whole purchase, so the dealer's CRM shows it in one place.
 */

/** The subcategory every lead of the journey is filed under, the deposit's reservation lead included. */
export const PURCHASE_SUBCATEGORY = 'Online purchase';

/** The finance enquiry's term in months, an attribute the ADF comments and the webhook carry by this name. */
export const FINANCE_TERM_FIELD = 'loan_term_months';

/** The reservation lead's attributes of a purchase: one readable line each in the ADF comments. */
const PURCHASE_LEAD_FIELDS = {
  driveAway: 'purchase_drive_away',
  payment: 'purchase_payment',
  tradeIn: 'purchase_trade_in',
  delivery: 'purchase_delivery',
} as const;

/** The car the shopper is buying, as a lead's message names it. */
interface BoughtCar {
  title: string;
  stockNumber: string | null;
}

const named = (car: BoughtCar) => `the ${car.title}${car.stockNumber ? ` (stock ${car.stockNumber})` : ''}`;

/** The trade-in lead's message: what the offered car is for. */
export function tradeInLeadMessage(car: BoughtCar): string {
  return `Trade-in towards buying ${named(car)} online.`;
}

/** The finance enquiry's message: how much, how long, for what. */
export function financeLeadMessage(car: BoughtCar, amount: number, termMonths: number): string {
  return `Finance of ${formatPrice(amount)} over ${termMonths} months towards buying ${named(car)} online.`;
}

/**
 * The purchase as the deposit's reservation lead carries it: the drive-away estimate and its
 * state, cash or finance (amount, term, the enquiry's reference), the trade-in (its reference)
 * and pick-up or delivery (postcode, distance, fee). `pickup` names where a picked-up car is collected.
 */
export function purchaseLeadFields(choices: PurchaseChoices, pickup: string): Record<string, string> {
  const { drive_away: driveAway, finance, trade_in: tradeIn, delivery } = choices;
  return {
    [PURCHASE_LEAD_FIELDS.driveAway]: driveAway
      ? `$${twoDecimals(driveAway.total)} drive-away estimate, registered in ${driveAway.state}`
      : 'No estimate: the car shows no price',
    [PURCHASE_LEAD_FIELDS.payment]:
      finance?.payment === 'finance'
        ? `Finance of ${formatPrice(finance.amount)} over ${finance.term_months} months (finance enquiry ${finance.reference})`
        : 'Cash',
    [PURCHASE_LEAD_FIELDS.tradeIn]: tradeIn?.trade_in
      ? `Yes: ${tradeIn.rego} (${tradeIn.regoState}), ${formatKilometres(tradeIn.kms)} (trade-in lead ${tradeIn.reference})`
      : 'No',
    [PURCHASE_LEAD_FIELDS.delivery]:
      delivery?.method === 'delivery'
        ? `Delivery to ${delivery.postcode}${delivery.locality ? ` ${delivery.locality}` : ''}, ${formatKilometres(delivery.distance_km)}: ${delivery.fee > 0 ? formatPrice(delivery.fee) : 'free'}`
        : `Pick-up at ${pickup}`,
  };
}
