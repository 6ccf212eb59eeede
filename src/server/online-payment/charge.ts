import { PAYMENT_VERIFY_MINUTES } from '../../domain/online-payment/request-state.ts';
import { PAYMENT_CHECK_MESSAGES } from '../../domain/online-payment/texts.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { Clock } from '../clock.ts';
import type { CardSummary, PaymentProvider } from '../payments/provider.ts';
import { logEvent } from '../route-log.ts';
import type { PaymentReceipts } from './receipt.ts';
import type { AttemptFailure, PaymentRequest, PaymentRequestStore } from './store.ts';

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
  /** The card's bank asks the shopper to verify the payment (3-D Secure): the page shows the check with this client secret. */
  | { kind: 'verify'; request: PaymentRequest; clientSecret: string }
  /** The processor is still deciding a verified payment: ask again in a moment. */
  | { kind: 'processing' }
  | { kind: 'unavailable' };

/** The processor's idempotency key of a call for the request's current attempt: asking again never charges twice. */
const keyOf = (request: PaymentRequest, what = '') => `payment-request-${request.id}-${request.attempts}${what}`;

/**
 * Takes the payment of an attempt the request is 'paying' for: the processor authorises the
 * card's token and the payment is captured at once (a payment, not a hold), then the request
 * is paid and its receipt queued in one transaction. The processor's keys are the request's
 * and the attempt's, so asking again for the same attempt (a retry, a crash's recovery) never
 * charges twice. An attempt that takes no money leaves the request payable again. A card whose
 * bank asks the shopper to verify the payment keeps the request for PAYMENT_VERIFY_MINUTES while
 * the page shows the check (finishCheck then ends it).
 */
export async function chargeAttempt(deps: ChargeDeps, request: PaymentRequest, site: Site): Promise<ChargeOutcome> {
  let result;
  try {
    result = await deps.payments.authorise({
      token: request.payment_token ?? '',
      amountCents: request.amount_cents,
      currency: 'aud',
      idempotencyKey: keyOf(request),
      description: `${request.reference}: ${request.description}, ${site.name}`,
      metadata: { payment_request: request.id, reference: request.reference, tenant: site.slug },
    });
  } catch {
    return endAttempt(deps, request, site, { unavailable: true }, 'payment-failed');
  }
  if (result.outcome === 'declined')
    return endAttempt(deps, request, site, { declineMessage: result.message }, 'declined');
  if (result.outcome === 'requires_action')
    return awaitCheck(deps, request, site, result.paymentId, result.clientSecret);
  return capturePayment(deps, request, site, result.paymentId, result.card ?? null);
}

/**
 * Finishes an attempt waiting for its bank check, as the processor says (never the page): the
 * payment authorised is captured and the request paid, as at once; declined (the check failed)
 * it is cancelled and the request payable again; still waiting, it is shown again (its client
 * secret asked of the processor, never stored), unless its time is up or its shopper's new
 * attempt `replacing` it, when it is cancelled likewise; still being decided, the page asks again.
 * The payment is cancelled before the request is payable again, so its client secret can take
 * nothing later; a processor that cannot be asked throws (the caller's 503), and the attempt keeps
 * waiting. Two finishing it at once end it once: each change names the attempt.
 */
export async function finishCheck(
  deps: ChargeDeps,
  request: PaymentRequest,
  site: Site,
  replacing = false,
): Promise<ChargeOutcome> {
  const paymentId = request.payment_id ?? '';
  const state = await deps.payments.retrieve(paymentId);
  if (state.outcome === 'authorised') return capturePayment(deps, request, site, state.paymentId, state.card ?? null);
  if (state.outcome === 'processing') return { kind: 'processing' };
  const lapsed = (request.verify_by?.getTime() ?? 0) <= deps.clock.now().getTime();
  if (state.outcome === 'requires_action' && !lapsed && !replacing)
    return { kind: 'verify', request, clientSecret: state.clientSecret };
  const [message, event] =
    state.outcome === 'declined'
      ? [state.message, 'verification-failed']
      : lapsed
        ? [PAYMENT_CHECK_MESSAGES.expired, 'verification-expired']
        : [PAYMENT_CHECK_MESSAGES.replaced, 'verification-replaced'];
  await deps.payments.release(paymentId, keyOf(request, ':release'));
  return endAttempt(deps, request, site, { declineMessage: message }, event);
}

/** Whether the request's attempt waits for its bank check and its time is up: the next attempt or read finishes it. */
export const checkLapsed = (request: PaymentRequest, now: Date) =>
  request.status === 'paying' && request.verify_by !== null && request.verify_by.getTime() <= now.getTime();

async function awaitCheck(
  deps: ChargeDeps,
  request: PaymentRequest,
  site: Site,
  paymentId: string,
  clientSecret: string,
): Promise<ChargeOutcome> {
  const verifyBy = new Date(deps.clock.now().getTime() + PAYMENT_VERIFY_MINUTES * 60_000);
  const waiting = await deps.store.awaitVerification(request.id, request.attempts, paymentId, verifyBy);
  if (waiting) {
    logEvent('online-payment.verifying', site.slug, { request: request.id, attempt: request.attempts });
    return { kind: 'verify', request: waiting, clientSecret };
  }
  // a takeover of this attempt, thought stale, got the same answer (the same keys) first
  const now = await deps.store.get(request.id);
  if (now?.verify_by && now.payment_id === paymentId) return { kind: 'verify', request: now, clientSecret };
  return asStored(now, request.attempts);
}

async function capturePayment(
  deps: ChargeDeps,
  request: PaymentRequest,
  site: Site,
  paymentId: string,
  card: CardSummary | null,
): Promise<ChargeOutcome> {
  const { store, payments, clock } = deps;
  try {
    await payments.capture(paymentId, keyOf(request, ':capture'));
  } catch {
    // not captured: the authorisation is let go, so the shopper is not charged for an unpaid request
    await payments.release(paymentId, keyOf(request, ':release')).catch(() => undefined);
    return endAttempt(deps, request, site, { unavailable: true }, 'capture-failed');
  }
  const paid = await store.markPaid(
    request.id,
    request.attempts,
    { paymentId, card, paidAt: clock.now() },
    async (tx, row) => deps.receipts?.(tx, row, site),
  );
  // a takeover of this attempt, thought stale, or the page's retry finished it first: the same payment (the same keys)
  if (!paid) return asStored(await store.get(request.id), request.attempts);
  logEvent('online-payment.paid', site.slug, { request: paid.id, attempt: request.attempts });
  return { kind: 'paid', request: paid };
}

/** The attempt took no payment: the request is payable again (unless another finished the attempt first). */
async function endAttempt(
  deps: ChargeDeps,
  request: PaymentRequest,
  site: Site,
  failure: AttemptFailure,
  event: string,
): Promise<ChargeOutcome> {
  if (!(await deps.store.endAttempt(request.id, request.attempts, failure)))
    return asStored(await deps.store.get(request.id), request.attempts);
  logEvent(`online-payment.${event}`, site.slug, { request: request.id, attempt: request.attempts });
  return 'declineMessage' in failure ? { kind: 'declined', message: failure.declineMessage } : { kind: 'unavailable' };
}

/** How the attempt ended as the store has it, when another request finished it first. */
function asStored(request: PaymentRequest | null, attempt: number): ChargeOutcome {
  if (request?.status === 'paid') return { kind: 'paid', request };
  if (request?.status === 'requested' && request.attempts === attempt && request.decline_message)
    return { kind: 'declined', message: request.decline_message };
  return { kind: 'unavailable' };
}
