import { leadReference } from '../../domain/forms/lead-reference.ts';
import { timeZoneForState } from '../../domain/hours/state-time-zone.ts';
import type {
  DealerPaymentRequestAnswer,
  PaidRequestAnswer,
  PaymentDealer,
  PaymentReceiptAnswer,
  PaymentRequestAnswer,
  PaymentVerificationAnswer,
} from '../../domain/online-payment/answers.ts';
import { PAYMENT_CHECK_MESSAGES, paidOnMessage } from '../../domain/online-payment/texts.ts';
import { holdEndText } from '../../domain/reservations/hold-end.ts';
import type { PaymentBrowserConfig } from '../../domain/reservations/checkout.ts';
import { RESERVE_ONLINE } from '../../domain/text/vehicle-copy.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { PaymentRequest } from './store.ts';

/** The dealer as a payment request names it: the site, its main phone and e-mail. */
export const paymentDealer = (site: Site): PaymentDealer => ({
  name: site.name,
  phone: site.contact.phone,
  email: site.contact.email,
});

/** An instant on the dealer's clock (its first location's state): 'Tuesday 24 November 2026, 1:00 pm AEDT'. */
export function dealerTime(site: Site, instant: Date): string {
  return holdEndText(instant, timeZoneForState(site.locations[0]?.address.state ?? 'NSW'));
}

/** What every answer says of the request itself, as the dealer made it. */
const requestFields = (request: PaymentRequest) => ({
  reference: request.reference,
  amount: request.amount_cents / 100,
  currency: 'AUD' as const,
  description: request.description,
  name: request.name,
  expires_at: request.expires_at.toISOString(),
});

export function dealerAnswer(request: PaymentRequest, link: string): DealerPaymentRequestAnswer {
  return { ...requestFields(request), link };
}

export function requestAnswer(
  request: PaymentRequest,
  site: Site,
  payment: PaymentBrowserConfig,
): PaymentRequestAnswer {
  return {
    ...requestFields(request),
    expires_on: dealerTime(site, request.expires_at),
    dealer: paymentDealer(site),
    accepted_cards: RESERVE_ONLINE.cards,
    payment,
  };
}

/** The card the processor named for a paid request, if it named one. */
export const paidCard = (request: PaymentRequest) =>
  request.card_brand && request.card_last4 ? { brand: request.card_brand, last4: request.card_last4 } : null;

export function receiptAnswer(request: PaymentRequest, site: Site): PaymentReceiptAnswer {
  const paidAt = request.paid_at ?? request.created_at;
  return {
    reference: request.reference,
    receipt: leadReference(request.id),
    amount: request.amount_cents / 100,
    currency: 'AUD',
    description: request.description,
    paid_at: paidAt.toISOString(),
    paid_on: dealerTime(site, paidAt),
    card: paidCard(request),
    email: request.receipt_email ?? '',
    dealer: paymentDealer(site),
  };
}

/** What the page is told while the card's bank waits for the shopper: the check to show, and until when it may be done. */
export function verificationAnswer(request: PaymentRequest, clientSecret: string): PaymentVerificationAnswer {
  return {
    next: 'verify',
    client_secret: clientSecret,
    verify_by: (request.verify_by ?? request.expires_at).toISOString(),
    message: PAYMENT_CHECK_MESSAGES.verifying,
  };
}

export function paidAnswer(request: PaymentRequest, site: Site): PaidRequestAnswer {
  const paidAt = request.paid_at ?? request.created_at;
  const paidOn = dealerTime(site, paidAt);
  return { error: paidOnMessage(paidOn), reference: request.reference, paid_at: paidAt.toISOString(), paid_on: paidOn };
}
