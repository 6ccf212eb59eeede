import { RESERVATION_VERIFY_MINUTES } from '../reservations/checkout.ts';

/**
 * A payment request's status as stored: 'paying' while an attempt is with the processor,
 * including while it waits for the shopper's bank check (3-D Secure, its `verify_by` set).
 */
export type PaymentRequestStatus = 'requested' | 'paying' | 'paid';

/**
 * How long a payment waits for the shopper's bank check (3-D Secure): the deposit's time. Past
 * it the payment is cancelled and the request can be paid again.
 */
export const PAYMENT_VERIFY_MINUTES = RESERVATION_VERIFY_MINUTES;

/**
 * What a payment request's link comes to now: payable (requested, or an attempt with the
 * processor), paid (whenever, even past its expiry: the shopper is told it was paid), or
 * expired (unpaid at its expiry).
 */
export function paymentRequestState(
  request: { status: PaymentRequestStatus; expires_at: Date },
  now: Date,
): 'payable' | 'paid' | 'expired' {
  if (request.status === 'paid') return 'paid';
  // an attempt already with the processor finishes whatever the clock says
  if (request.status === 'paying') return 'payable';
  return request.expires_at.getTime() <= now.getTime() ? 'expired' : 'payable';
}
