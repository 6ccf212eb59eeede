import Stripe from 'stripe';
import { systemClock, type Clock } from '../clock.ts';
import {
  WebhookSignatureError,
  PaymentProviderError,
  PaymentStateError,
  type AuthorisationState,
  type AuthoriseResult,
  type PaymentProvider,
} from './provider.ts';

/** Stripe's own default: a signed event older than this is refused, so a captured one cannot be replayed later. */
const WEBHOOK_TOLERANCE_SECONDS = 300;
/** A shopper is waiting on the authorisation; Stripe's SDK would wait 80 s. */
const DEFAULT_TIMEOUT_MS = 20_000;
const TOKEN_AGAIN = 'Please enter your card details again.';
const DECLINED = 'Your card was declined.';
const CANCELLED = 'This payment was cancelled. Your card has not been charged.';

export interface StripePaymentProvider extends PaymentProvider {
  readonly name: 'stripe';
  /** The event of a webhook whose Stripe-Signature is right and recent; throws WebhookSignatureError otherwise. */
  verifyWebhook(rawBody: string | Uint8Array, signatureHeader: string | undefined): Stripe.Event;
}

export interface StripeDriverOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the API is (tests: a local server answering Stripe's shapes); api.stripe.com by default. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** The SDK retries a failed request this many times with the same idempotency key (default 1). */
  maxNetworkRetries?: number;
  timeoutMs?: number;
  /** Reads the time a webhook arrives, for its 5-minute tolerance. */
  clock?: Clock;
}

function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** Names what failed by Stripe's type, status and code; a Stripe message may quote what was sent. */
function providerError(error: unknown): PaymentProviderError {
  if (!isStripeError(error))
    return new PaymentProviderError(`Stripe: ${error instanceof Error ? error.name : 'error'}`);
  const parts = [error.type, error.statusCode, error.code].filter((part) => part !== undefined && part !== '');
  return new PaymentProviderError(`Stripe: ${parts.join(' ')}`);
}

/** Where a PaymentIntent is, in the driver's words; its payment method expanded gives the card. */
function intentState(intent: Stripe.PaymentIntent): AuthorisationState {
  const method = intent.payment_method;
  const card =
    typeof method === 'object' && method?.card ? { brand: method.card.brand, last4: method.card.last4 } : null;
  switch (intent.status) {
    // succeeded: captured already (online payment captures at once), asked after a crash between the capture and its record
    case 'requires_capture':
    case 'succeeded':
      return { outcome: 'authorised', paymentId: intent.id, ...(card ? { card } : {}) };
    case 'requires_action':
      if (!intent.client_secret) break;
      return { outcome: 'requires_action', paymentId: intent.id, clientSecret: intent.client_secret };
    case 'requires_payment_method':
      // declined, or the bank's check failed or was closed: Stripe's words say which
      return { outcome: 'declined', message: intent.last_payment_error?.message ?? DECLINED };
    case 'canceled':
      return { outcome: 'declined', message: CANCELLED };
    case 'processing':
    case 'requires_confirmation':
      return { outcome: 'processing', paymentId: intent.id };
  }
  throw new PaymentProviderError(`Stripe: the payment intent is ${intent.status}`);
}

/** What confirming a PaymentIntent came to: held, declined, or the bank's check to do first. */
function fromIntent(intent: Stripe.PaymentIntent): AuthoriseResult {
  const state = intentState(intent);
  if (state.outcome === 'processing')
    throw new PaymentProviderError(`Stripe: the payment intent is ${intent.status} after confirming`);
  return state;
}

/**
 * The real driver, with Stripe's official SDK: a deposit is a PaymentIntent confirmed with
 * manual capture (an authorisation held up to 7 days), captured when the dealer confirms,
 * cancelled or refunded when released. Card errors are declines with Stripe's message for
 * the shopper; anything else is a PaymentProviderError.
 */
export function stripePaymentProvider(options: StripeDriverOptions): StripePaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 1,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...(options.api ?? {}),
  });
  const clock = options.clock ?? systemClock;

  async function intent(paymentId: string, expand: string[] = []): Promise<Stripe.PaymentIntent> {
    try {
      return await stripe.paymentIntents.retrieve(paymentId, expand.length > 0 ? { expand } : {});
    } catch (error) {
      throw providerError(error);
    }
  }

  return {
    name: 'stripe',
    browserConfig: () => ({ provider: 'stripe', publishableKey: options.publishableKey }),

    async authorise(request) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            capture_method: 'manual',
            payment_method: request.token,
            confirm: true,
            description: request.description,
            metadata: request.metadata,
            // the page confirms no redirect: a card needing one (3-D Secure) is requires_action
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            expand: ['payment_method'],
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return fromIntent(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return { outcome: 'declined', message: error.message };
        // a payment method that is not there (mistyped, or of another account): the shopper types the card again
        if (isStripeError(error) && error.code === 'resource_missing' && error.param === 'payment_method') {
          return { outcome: 'declined', message: TOKEN_AGAIN };
        }
        throw providerError(error);
      }
    },

    async capture(paymentId, idempotencyKey) {
      try {
        await stripe.paymentIntents.capture(paymentId, {}, { idempotencyKey });
      } catch (error) {
        if (!isStripeError(error) || error.code !== 'payment_intent_unexpected_state') throw providerError(error);
        const { status } = await intent(paymentId);
        if (status === 'succeeded') return; // captured before, under another key
        throw new PaymentStateError(`Stripe: the payment intent is ${status} and cannot be captured`, status);
      }
    },

    // after the page's bank check (Stripe.js handleNextAction): the intent as Stripe has it, never as the page says
    retrieve: async (paymentId) => intentState(await intent(paymentId, ['payment_method'])),

    async release(paymentId, idempotencyKey) {
      const { status } = await intent(paymentId);
      if (status === 'canceled') return;
      if (status === 'processing') throw new PaymentProviderError('Stripe: the payment intent is processing');
      try {
        // one key per endpoint: a hold captured between two tries is then refunded, not refused
        if (status === 'succeeded') {
          await stripe.refunds.create({ payment_intent: paymentId }, { idempotencyKey: `${idempotencyKey}:refund` });
        } else {
          await stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey: `${idempotencyKey}:cancel` });
        }
      } catch (error) {
        if (isStripeError(error) && error.code === 'charge_already_refunded') return;
        throw providerError(error);
      }
    },

    verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError('The webhook has no Stripe-Signature header.');
      try {
        return stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          clock.now().getTime(),
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : 'invalid';
        throw new WebhookSignatureError(`The webhook's signature does not verify: ${reason}`);
      }
    },
  };
}
