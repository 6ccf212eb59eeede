import type { PaymentBrowserConfig, ReservationVerificationAnswer } from '../reservations/checkout.ts';

/** Who the shopper pays and asks about it: the site's name, phone and e-mail. */
export interface PaymentDealer {
  name: string;
  phone: string;
  email: string;
}

/** A payment request as the dealer made it: what every answer about it says. */
interface PaymentRequestFields {
  reference: string;
  /** In dollars, e.g. 450.5. */
  amount: number;
  currency: 'AUD';
  description: string;
  /** Who is to pay. */
  name: string;
  /** ISO 8601: the link can be paid until then. */
  expires_at: string;
}

/** 201 from POST /api/dealer/payment-requests (and 200 for the same request sent again): the request and its link. */
export interface DealerPaymentRequestAnswer extends PaymentRequestFields {
  /** The page that shows and takes the payment, with the signed token: what the dealer sends the shopper. */
  link: string;
}

/** 200 from GET /api/payment-requests?token=: what the page shows before it takes the card. */
export interface PaymentRequestAnswer extends PaymentRequestFields {
  /** expires_at on the dealer's clock ('Tuesday 8 December 2026, 1:00 pm AEDT'). */
  expires_on: string;
  dealer: PaymentDealer;
  accepted_cards: readonly string[];
  payment: PaymentBrowserConfig;
}

/** 201 from POST /api/payment-requests/pay (and its retry): the receipt. */
export interface PaymentReceiptAnswer {
  reference: string;
  /** Our receipt number: the first 8 letters and digits of the request's id. */
  receipt: string;
  amount: number;
  currency: 'AUD';
  description: string;
  paid_at: string;
  /** On the dealer's clock. */
  paid_on: string;
  /** What the processor said of the card, when it said it: 'visa', '4242'. */
  card: { brand: string; last4: string } | null;
  /** Where the receipt e-mail went. */
  email: string;
  dealer: PaymentDealer;
}

/**
 * 202 from POST /api/payment-requests/pay (and from its retry while the bank still waits): the
 * card's bank asks the shopper to verify the payment (3-D Secure), as it may the deposit, in the
 * deposit's shape; `verify_by` is when the payment is cancelled unless the check is done.
 */
export type PaymentVerificationAnswer = ReservationVerificationAnswer;

/** 409 from either shopper route: the request was paid before. */
export interface PaidRequestAnswer {
  error: string;
  reference: string;
  paid_at: string;
  paid_on: string;
}
