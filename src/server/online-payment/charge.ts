import { RESERVATION_MESSAGES } from '../../domain/reservations/checkout.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { Clock } from '../clock.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { logEvent } from '../route-log.ts';
import type { PaymentReceipts } from './receipt.ts';
import type { PaymentRequest, PaymentRequestStore } from './store.ts';

export interface ChargeDeps {
  store: PaymentRequestStore;
  payments: PaymentProvider;
  receipts: PaymentReceipts | undefined;
  clock: Clock;
}

export type ChargeOutcome =
  | { kind: 'paid'; request: PaymentRequest }
  /** `message` is the processor's, for the shopper. */
  | { kind: 'declined'; message: string }
  | { kind: 'unavailable' };

/**
 * Takes the payment of an attempt the request is 'paying' for: the processor authorises the
 * card's token and the payment is captured at once (a payment, not a hold), then the request
 * is paid and its receipt queued in one transaction. The processor's keys are the request's
 * and the attempt's, so asking again for the same attempt (a retry, a crash's recovery) never
 * charges twice. An attempt that takes no money leaves the request payable again.
 */
export async function chargeAttempt(deps: ChargeDeps, request: PaymentRequest, site: Site): Promise<ChargeOutcome> {
  const { store, payments, clock } = deps;
  const attempt = request.attempts;
  const keyOf = (what: string) => `payment-request-${request.id}-${attempt}${what}`;
  const fail = async (failure: { declineMessage: string } | { unavailable: true }, event: string) => {
    await store.endAttempt(request.id, attempt, failure);
    logEvent(`online-payment.${event}`, site.slug, { request: request.id, attempt });
    return 'declineMessage' in failure
      ? ({ kind: 'declined', message: failure.declineMessage } as const)
      : ({ kind: 'unavailable' } as const);
  };

  let result;
  try {
    result = await payments.authorise({
      token: request.payment_token ?? '',
      amountCents: request.amount_cents,
      currency: 'aud',
      idempotencyKey: keyOf(''),
      description: `${request.reference}: ${request.description}, ${site.name}`,
      metadata: { payment_request: request.id, reference: request.reference, tenant: site.slug },
    });
  } catch {
    return fail({ unavailable: true }, 'payment-failed');
  }
  if (result.outcome === 'declined') return fail({ declineMessage: result.message }, 'declined');
  if (result.outcome === 'requires_action') {
    // the page cannot finish a bank's check yet: the authorisation is let go
    await payments.release(result.paymentId, keyOf(':release')).catch(() => undefined);
    return fail({ declineMessage: RESERVATION_MESSAGES.verificationNeeded }, 'verification-needed');
  }
  try {
    await payments.capture(result.paymentId, keyOf(':capture'));
  } catch {
    // not captured: the authorisation is let go, so the shopper is not charged for an unpaid request
    await payments.release(result.paymentId, keyOf(':release')).catch(() => undefined);
    return fail({ unavailable: true }, 'capture-failed');
  }
  const paid = await store.markPaid(
    request.id,
    attempt,
    { paymentId: result.paymentId, card: result.card ?? null, paidAt: clock.now() },
    async (tx, row) => deps.receipts?.(tx, row, site),
  );
  if (!paid) {
    // a takeover of this attempt, thought stale, finished it first: the same payment (the same keys)
    const finished = await store.get(request.id);
    return finished?.status === 'paid' ? { kind: 'paid', request: finished } : { kind: 'unavailable' };
  }
  logEvent('online-payment.paid', site.slug, { request: paid.id, attempt });
  return { kind: 'paid', request: paid };
}
