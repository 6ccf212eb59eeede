// Payments in tests: the real test processor in its own process, a card token made as its
// frame makes one, and a local server answering Stripe's documented shapes for the driver.
import type { ServerResponse } from 'node:http';
import { startTestPayments, type TestPayments } from '../../scripts/lib/test-payments-process.ts';
import { stripePaymentProvider, type StripeDriverOptions } from '../../src/server/payments/stripe-driver.ts';
import { startHttpReceiver, type HttpReceiver, type ReceivedRequest } from './receivers.ts';

export const TEST_PAYMENTS_SECRET = 'test-payments-test-secret';

/** The processor as `npm start` runs it, on a free port, with TEST_PAYMENTS_SECRET. */
export function startTestProcessor(): Promise<TestPayments> {
  return startTestPayments({ port: 0, env: { TEST_PAYMENTS_SECRET } });
}

export interface FrameCard {
  number: string;
  exp_month?: number;
  exp_year?: number;
  cvc?: string;
}

/** A token for `card`, POSTed as the processor's frame does (same origin), or its refusal. */
export async function frameToken(processorUrl: string, card: FrameCard): Promise<string> {
  const response = await fetch(`${processorUrl}/v1/tokens`, {
    method: 'POST',
    headers: { Origin: new URL(processorUrl).origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123', ...card }),
  });
  const body = (await response.json()) as { id?: string; error?: { message: string } };
  if (!body.id) throw new Error(`no token: ${response.status} ${body.error?.message ?? ''}`);
  return body.id;
}

/**
 * Stripe's test payment methods the stub knows, by what confirming a manual-capture
 * PaymentIntent with them does (https://docs.stripe.com/testing).
 */
export const STRIPE_TEST_METHODS = {
  authorised: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  insufficientFunds: 'pm_card_chargeDeclinedInsufficientFunds',
  threeDSecure: 'pm_card_threeDSecure2Required',
} as const;

/** The cards behind the test payment methods that authorise (https://docs.stripe.com/testing). */
const STRIPE_TEST_CARDS: Record<string, { brand: string; last4: string }> = {
  [STRIPE_TEST_METHODS.authorised]: { brand: 'visa', last4: '4242' },
  [STRIPE_TEST_METHODS.threeDSecure]: { brand: 'visa', last4: '3220' },
};

/** What Stripe says when the shopper fails (or closes) the bank's check: the intent wants another payment method. */
export const STRIPE_AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** How the shopper's bank check ends on Stripe's side (what Stripe.js handleNextAction leaves the intent as). */
export type BankCheck = 'passed' | 'failed' | 'processing';

type Intent = Record<string, unknown> & { id: string; status: string; amount: number };

export interface StripeStub {
  receiver: HttpReceiver;
  /** The driver's options pointing at the stub (keys are fakes; no test uses a live key). */
  options: StripeDriverOptions;
  /** The requests the SDK made, form fields decoded. */
  requests(): { method: string; path: string; idempotencyKey: string | undefined; form: URLSearchParams }[];
  intents: Map<string, Intent>;
  /** The shopper's bank check of a `requires_action` intent, done as in Stripe.js on the page. */
  bankCheck(paymentId: string, outcome: BankCheck): void;
  /** Answer the next `count` requests with this 5xx status. */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response
    .writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': 'req_stub' })
    .end(JSON.stringify(body));
}

const stripeError = (type: string, fields: Record<string, unknown>) => ({
  error: { type, doc_url: `https://docs.stripe.com/error-codes/${String(fields.code ?? '')}`, ...fields },
});

/**
 * A local server answering what the driver calls, in Stripe's JSON shapes: PaymentIntents
 * (create with confirm, retrieve with its payment method expanded, capture, cancel), refunds,
 * card errors (402) and invalid-state errors (400), idempotent replays by Idempotency-Key, and
 * 3-D Secure: a card that needs it is `requires_action` until `bankCheck` ends the check.
 */
export async function startStripeStub(): Promise<StripeStub> {
  const intents = new Map<string, Intent>();
  const replays = new Map<string, { body: string; status: number; answer: unknown }>();
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  let serial = 0;

  const answer = (request: ReceivedRequest): { status: number; body: unknown } => {
    const form = new URLSearchParams(request.body);
    const [path = '', query = ''] = request.path.split('?');
    // `expand[]=payment_method` (a form field of a POST, the query of a GET): the method as an object, with its card
    const withMethod = (intent: Intent, fields: URLSearchParams) => {
      const method = String(intent.payment_method);
      const card = STRIPE_TEST_CARDS[method];
      const expanded = fields.getAll('expand[0]').includes('payment_method') && card;
      return expanded ? { ...intent, payment_method: { id: method, object: 'payment_method', card } } : intent;
    };
    const intentOf = (id: string | undefined) => (id ? intents.get(id) : undefined);
    const missing = (id: string | undefined) =>
      stripeError('invalid_request_error', {
        code: 'resource_missing',
        param: 'intent',
        message: `No such payment_intent: '${id ?? ''}'`,
      });

    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const method = form.get('payment_method') ?? '';
      const id = `pi_stub${++serial}`;
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_capturable: 0,
        amount_received: 0,
        capture_method: form.get('capture_method'),
        client_secret: `${id}_secret_stub`,
        created: 1_790_000_000,
        currency: form.get('currency'),
        description: form.get('description'),
        last_payment_error: null,
        livemode: false,
        metadata: Object.fromEntries(
          [...form].filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value]),
        ),
        payment_method: method,
        status: 'requires_payment_method',
      };
      if (method === STRIPE_TEST_METHODS.authorised) {
        const held = { ...intent, status: 'requires_capture', amount_capturable: intent.amount };
        intents.set(id, held);
        return { status: 200, body: withMethod(held, form) };
      }
      if (method === STRIPE_TEST_METHODS.threeDSecure) {
        const waiting = { ...intent, status: 'requires_action', next_action: { type: 'use_stripe_sdk' } };
        intents.set(id, waiting);
        return { status: 200, body: withMethod(waiting, form) };
      }
      const declines: Record<string, [string, string]> = {
        [STRIPE_TEST_METHODS.declined]: ['generic_decline', 'Your card was declined.'],
        [STRIPE_TEST_METHODS.insufficientFunds]: ['insufficient_funds', 'Your card has insufficient funds.'],
      };
      const decline = declines[method];
      if (decline) {
        intents.set(id, intent);
        const [declineCode, message] = decline;
        const error = {
          code: 'card_declined',
          decline_code: declineCode,
          message,
          charge: 'ch_stub',
          payment_intent: intent,
        };
        return { status: 402, body: stripeError('card_error', error) };
      }
      const message = `No such PaymentMethod: '${method}'`;
      return {
        status: 400,
        body: stripeError('invalid_request_error', { code: 'resource_missing', param: 'payment_method', message }),
      };
    }

    const intentPath = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    if (intentPath) {
      const [, id, action] = intentPath;
      const intent = intentOf(id);
      if (!intent) return { status: 404, body: missing(id) };
      if (request.method === 'GET' && !action)
        return { status: 200, body: withMethod(intent, new URLSearchParams(query)) };
      const from =
        action === 'capture'
          ? ['requires_capture']
          : ['requires_capture', 'requires_action', 'requires_payment_method'];
      if (!from.includes(intent.status)) {
        const message = `This PaymentIntent could not be ${action === 'capture' ? 'captured' : 'canceled'} because it has a status of ${intent.status}.`;
        return {
          status: 400,
          body: stripeError('invalid_request_error', {
            code: 'payment_intent_unexpected_state',
            message,
            payment_intent: intent,
          }),
        };
      }
      intent.status = action === 'capture' ? 'succeeded' : 'canceled';
      if (action === 'capture') intent.amount_received = intent.amount;
      intent.amount_capturable = 0;
      intent.next_action = null;
      return { status: 200, body: intent };
    }

    if (request.method === 'POST' && path === '/v1/refunds') {
      const intent = intentOf(form.get('payment_intent') ?? undefined);
      if (!intent) return { status: 404, body: missing(form.get('payment_intent') ?? undefined) };
      if (intent.refunded === true) {
        const message = 'Charge ch_stub has already been refunded.';
        return {
          status: 400,
          body: stripeError('invalid_request_error', { code: 'charge_already_refunded', message }),
        };
      }
      intent.refunded = true;
      const refund = {
        id: `re_stub${++serial}`,
        object: 'refund',
        amount: intent.amount,
        charge: 'ch_stub',
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
      };
      return { status: 200, body: refund };
    }
    return {
      status: 404,
      body: stripeError('invalid_request_error', { message: `Unrecognized request URL (${request.method}: ${path}).` }),
    };
  };

  const receiver = await startHttpReceiver((request, response) => {
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      return send(response, failures.status, stripeError('api_error', { message: 'An unknown error occurred' }));
    }
    const key = request.headers['idempotency-key'];
    const replayKey = typeof key === 'string' && request.method === 'POST' ? key : undefined;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay && replay.body !== `${request.path} ${request.body}`) {
      const message =
        'Keys for idempotent requests can only be used with the same parameters they were first used with.';
      return send(response, 400, stripeError('idempotency_error', { message }));
    }
    if (replay) return send(response, replay.status, replay.answer);
    const { status, body } = answer(request);
    if (replayKey) replays.set(replayKey, { body: `${request.path} ${request.body}`, status, answer: body });
    return send(response, status, body);
  });

  const url = new URL(receiver.url);
  return {
    receiver,
    options: {
      secretKey: 'sk_test_stub',
      publishableKey: 'pk_test_stub',
      webhookSecret: 'whsec_stub_secret',
      api: { host: url.hostname, port: Number(url.port), protocol: 'http' },
    },
    requests: () =>
      receiver.requests.map((r) => ({
        method: r.method,
        path: r.path,
        idempotencyKey: typeof r.headers['idempotency-key'] === 'string' ? r.headers['idempotency-key'] : undefined,
        form: new URLSearchParams(r.body),
      })),
    intents,
    bankCheck(paymentId, outcome) {
      const intent = intents.get(paymentId);
      if (intent?.status !== 'requires_action') throw new Error(`${paymentId} is not waiting for a bank check`);
      intent.next_action = null;
      if (outcome === 'passed') Object.assign(intent, { status: 'requires_capture', amount_capturable: intent.amount });
      if (outcome === 'processing') intent.status = 'processing';
      if (outcome === 'failed') {
        const error = {
          type: 'card_error',
          code: 'payment_intent_authentication_failure',
          message: STRIPE_AUTHENTICATION_FAILED,
        };
        Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
      }
    },
    failNext: (count, status = 500) => void (failures = { count, status }),
    close: () => receiver.close(),
  };
}

/** The Stripe driver against the stub. */
export function stubbedStripe(stub: StripeStub, options: Partial<StripeDriverOptions> = {}) {
  return stripePaymentProvider({ ...stub.options, ...options });
}
