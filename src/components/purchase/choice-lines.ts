import { formatKilometres, formatPrice } from '../../domain/format.ts';
import type { PurchaseChoices, PurchaseJourneyAnswer } from '../../domain/purchase/journey.ts';

// The shopper's choices as the summary and the confirmation say them, one line each.

export function tradeInLine(choice: NonNullable<PurchaseChoices['trade_in']>): string {
  return choice.trade_in ? `${choice.rego} (${choice.regoState}), ${formatKilometres(choice.kms)}` : 'No trade-in';
}

export function paymentLine(choice: NonNullable<PurchaseChoices['finance']>): string {
  return choice.payment === 'finance'
    ? `Finance: ${formatPrice(choice.amount)} over ${choice.term_months} months`
    : 'Cash';
}

export function deliveryLine(
  choice: NonNullable<PurchaseChoices['delivery']>,
  pickup: PurchaseJourneyAnswer['pickup'],
): string {
  if (choice.method === 'pickup') return `Pick up at ${pickup.name}`;
  return `Delivery to ${choice.postcode}${choice.locality ? ` ${choice.locality}` : ''}`;
}

/** The delivery's distance and fee (the great circle from the car's location: 'about'). */
export function deliveryFeeLine(choice: Extract<PurchaseChoices['delivery'], { method: 'delivery' }>): string {
  return `About ${formatKilometres(choice.distance_km)} away: ${choice.fee > 0 ? `${formatPrice(choice.fee)} delivery fee` : 'free delivery'}`;
}
