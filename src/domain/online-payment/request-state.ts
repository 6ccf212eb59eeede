/** A payment request's status as stored. */
export type PaymentRequestStatus = 'requested' | 'paying' | 'paid';

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
