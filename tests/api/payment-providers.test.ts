import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestPayments } from '../../scripts/lib/test-payments-process.ts';
import { paymentProviderFromEnv } from '../../src/server/payments/from-env.ts';
import { PaymentProviderError, PaymentStateError, type PaymentProvider } from '../../src/server/payments/provider.ts';

type AuthoriseRequest = Parameters<PaymentProvider['authorise']>[0];
import { WebhookSignatureError } from '../../src/server/payments/provider.ts';
import { testPaymentProvider } from '../../src/server/payments/test-driver.ts';
import { testClock } from '../support/clock.ts';
import {
  frameToken,
  startStripeStub,
  startTestProcessor,
  STRIPE_AUTHENTICATION_FAILED,
  STRIPE_TEST_METHODS,
  stubbedStripe,
  TEST_PAYMENTS_SECRET,
  type StripeStub,
} from '../support/payments.ts';
import { closedPort } from '../support/receivers.ts';

let keys = 0;
const request = (token: string, overrides: Partial<AuthoriseRequest> = {}): AuthoriseRequest => ({
  token,
  amountCents: 50_000,
  currency: 'aud',
  idempotencyKey: `key-${++keys}-${Date.now()}`,
  description: 'Deposit: 2021 Toyota Corolla Ascent Sport (stock 12345)',
  metadata: { reservation: 'R-1001', tenant: 'harbourside-toyota' },
  ...overrides,
});

describe('the test driver against the test processor in its own process', () => {
  let processor: TestPayments;
  beforeAll(async () => {
    processor = await startTestProcessor();
  });
  afterAll(() => processor.close());
  const driver = () => testPaymentProvider({ url: processor.url, secret: TEST_PAYMENTS_SECRET });

  it('tells the page where the frame is', () => {
    expect(driver().browserConfig()).toEqual({ provider: 'test', origin: processor.url });
  });

  it('authorises a test card and holds it until captured, then refunds it on release', async () => {
    const payments = driver();
    const result = await payments.authorise(request(await frameToken(processor.url, { number: '4242424242424242' })));
    expect(result).toEqual({
      outcome: 'authorised',
      paymentId: expect.stringMatching(/^pay_[0-9a-f]{32}$/),
      card: { brand: 'visa', last4: '4242' },
    });
    const paymentId = result.outcome === 'authorised' ? result.paymentId : '';
    const status = async () => {
      const response = await fetch(`${processor.url}/v1/authorisations/${paymentId}`, {
        headers: { Authorization: `Bearer ${TEST_PAYMENTS_SECRET}` },
      });
      return ((await response.json()) as { status: string; amount: number; metadata: object }).status;
    };
    expect(await status()).toBe('authorised');
    await payments.capture(paymentId, 'capture-1');
    await payments.capture(paymentId, 'capture-1');
    await payments.capture(paymentId, 'capture-2'); // captured already: done, under any key
    expect(await status()).toBe('captured');
    await payments.release(paymentId, 'release-1');
    expect(await status()).toBe('refunded');
  });

  it('voids a held deposit on release, after which it cannot be captured', async () => {
    const payments = driver();
    const result = await payments.authorise(request(await frameToken(processor.url, { number: '5555555555554444' })));
    const paymentId = result.outcome === 'authorised' ? result.paymentId : '';
    await payments.release(paymentId, 'void-1');
    await payments.release(paymentId, 'void-1');
    const error = await payments.capture(paymentId, 'late-capture').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentStateError);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentStateError).status).toBe('released');
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4000000000000069', 'Your card has expired.'],
    ['4000000000000127', 'Your card’s security code is incorrect.'],
    ['4111111111111111', 'Your card was declined.'],
  ])('declines %s: %s', async (number, message) => {
    const token = await frameToken(processor.url, { number });
    expect(await driver().authorise(request(token))).toEqual({ outcome: 'declined', message });
  });

  it('answers a retry with the same key as the first time, and refuses the key for another amount', async () => {
    const payments = driver();
    const first = request(await frameToken(processor.url, { number: '378282246310005', cvc: '1234' }));
    const answer = await payments.authorise(first);
    expect(answer.outcome).toBe('authorised');
    expect(await payments.authorise(first)).toEqual(answer); // the token is used, the answer replayed
    await expect(payments.authorise({ ...first, amountCents: 60_000 })).rejects.toThrow(PaymentProviderError);
  });

  it('says how an authorisation stands (it never asks for a bank check): held, then let go', async () => {
    const payments = driver();
    const result = await payments.authorise(request(await frameToken(processor.url, { number: '4242424242424242' })));
    const paymentId = result.outcome === 'authorised' ? result.paymentId : '';
    expect(await payments.retrieve(paymentId)).toEqual(result);
    await payments.release(paymentId, 'release-retrieved');
    expect(await payments.retrieve(paymentId)).toEqual({ outcome: 'declined', message: 'This payment was released.' });
    await expect(payments.retrieve('pay_missing')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('asks for the card again when a token is used twice', async () => {
    const payments = driver();
    const token = await frameToken(processor.url, { number: '6759649826438453' });
    expect((await payments.authorise(request(token))).outcome).toBe('authorised');
    expect(await payments.authorise(request(token))).toEqual({
      outcome: 'declined',
      message: 'Please enter your card details again.',
    });
  });

  it('is configured from the environment by default, with the same default secret as the processor', async () => {
    const env = { TEST_PAYMENTS_URL: processor.url, TEST_PAYMENTS_SECRET };
    const payments = paymentProviderFromEnv(env);
    expect(payments.name).toBe('test');
    const token = await frameToken(processor.url, { number: '4242424242424242' });
    expect((await payments.authorise(request(token))).outcome).toBe('authorised');
    // a wrong secret is the processor refusing us: unexpected, so the caller answers 503
    const wrong = paymentProviderFromEnv({ TEST_PAYMENTS_URL: processor.url, TEST_PAYMENTS_SECRET: 'wrong' });
    await expect(
      wrong.authorise(request(await frameToken(processor.url, { number: '4242424242424242' }))),
    ).rejects.toThrow('test payments: HTTP 401 unauthorised');
  });

  it('reports an unreachable processor as a PaymentProviderError', async () => {
    const payments = testPaymentProvider({ url: `http://127.0.0.1:${await closedPort()}`, secret: 'x' });
    await expect(payments.authorise(request('tok_00000000'))).rejects.toThrow(
      /^test payments: network error: ECONNREFUSED$/,
    );
    await expect(payments.release('pay_x', 'k')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('paymentProviderFromEnv', () => {
  const stripeEnv = {
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
  };

  it('takes the embedded processor by default, at TEST_PAYMENTS_PORT or 4330', () => {
    expect(paymentProviderFromEnv({}).browserConfig()).toEqual({ provider: 'test', origin: 'http://localhost:4330' });
    expect(paymentProviderFromEnv({ TEST_PAYMENTS_PORT: '4400' }).browserConfig()).toEqual({
      provider: 'test',
      origin: 'http://localhost:4400',
    });
  });

  it('takes Stripe with its three settings, naming a missing or swapped one but never its value', () => {
    const stripe = paymentProviderFromEnv(stripeEnv);
    expect(stripe.name).toBe('stripe');
    expect(stripe.browserConfig()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_x' });
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      expect(() => paymentProviderFromEnv({ ...stripeEnv, [name]: '' })).toThrow(
        `${name} must be set when PAYMENTS=stripe`,
      );
    }
    expect(() => paymentProviderFromEnv({ ...stripeEnv, STRIPE_SECRET_KEY: 'pk_test_x' })).toThrow(
      /^STRIPE_SECRET_KEY must start with sk_ or rk_$/,
    );
  });

  it('refuses an unknown PAYMENTS and a bad TEST_PAYMENTS_URL', () => {
    expect(() => paymentProviderFromEnv({ PAYMENTS: 'paypal' })).toThrow('PAYMENTS must be test or stripe');
    expect(() => paymentProviderFromEnv({ TEST_PAYMENTS_URL: 'ftp://x' })).toThrow('TEST_PAYMENTS_URL must be');
  });
});

describe('the Stripe driver against a local server answering Stripe’s shapes', () => {
  let stub: StripeStub;
  afterEach(() => stub.close());

  it('creates a confirmed manual-capture PaymentIntent with the idempotency key, form-encoded', async () => {
    stub = await startStripeStub();
    const authorising = request(STRIPE_TEST_METHODS.authorised, { idempotencyKey: 'reservation-R-1001-authorise' });
    const result = await stubbedStripe(stub).authorise(authorising);
    expect(result).toEqual({ outcome: 'authorised', paymentId: 'pi_stub1', card: { brand: 'visa', last4: '4242' } });
    const [sent] = stub.requests();
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/payment_intents');
    expect(sent?.idempotencyKey).toBe('reservation-R-1001-authorise');
    expect(Object.fromEntries(sent?.form ?? [])).toMatchObject({
      amount: '50000',
      currency: 'aud',
      capture_method: 'manual',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      description: 'Deposit: 2021 Toyota Corolla Ascent Sport (stock 12345)',
      'metadata[reservation]': 'R-1001',
      'metadata[tenant]': 'harbourside-toyota',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
    expect(stub.receiver.requests[0]?.headers.authorization).toBe('Bearer sk_test_stub');
  });

  it('declines with Stripe’s message for a card error (402), and asks again for a missing payment method', async () => {
    stub = await startStripeStub();
    const stripe = stubbedStripe(stub);
    expect(await stripe.authorise(request(STRIPE_TEST_METHODS.declined))).toEqual({
      outcome: 'declined',
      message: 'Your card was declined.',
    });
    expect(await stripe.authorise(request(STRIPE_TEST_METHODS.insufficientFunds))).toEqual({
      outcome: 'declined',
      message: 'Your card has insufficient funds.',
    });
    expect(await stripe.authorise(request('pm_nonexistent'))).toEqual({
      outcome: 'declined',
      message: 'Please enter your card details again.',
    });
  });

  it('hands 3-D Secure to the page with the client secret', async () => {
    stub = await startStripeStub();
    expect(await stubbedStripe(stub).authorise(request(STRIPE_TEST_METHODS.threeDSecure))).toEqual({
      outcome: 'requires_action',
      paymentId: 'pi_stub1',
      clientSecret: 'pi_stub1_secret_stub',
    });
  });

  it('says how the bank’s check ended as Stripe has the intent, its payment method expanded', async () => {
    stub = await startStripeStub();
    const stripe = stubbedStripe(stub);
    const verify = () => stripe.authorise(request(STRIPE_TEST_METHODS.threeDSecure));
    await verify();
    expect(await stripe.retrieve('pi_stub1')).toEqual({
      outcome: 'requires_action',
      paymentId: 'pi_stub1',
      clientSecret: 'pi_stub1_secret_stub',
    });
    stub.bankCheck('pi_stub1', 'passed');
    expect(await stripe.retrieve('pi_stub1')).toEqual({
      outcome: 'authorised',
      paymentId: 'pi_stub1',
      card: { brand: 'visa', last4: '3220' },
    });
    const [path, query] = (stub.requests().at(-1)?.path ?? '').split('?');
    expect(path).toBe('/v1/payment_intents/pi_stub1');
    expect(new URLSearchParams(query).getAll('expand[0]')).toEqual(['payment_method']);

    await verify();
    stub.bankCheck('pi_stub2', 'failed');
    expect(await stripe.retrieve('pi_stub2')).toEqual({ outcome: 'declined', message: STRIPE_AUTHENTICATION_FAILED });
    await stripe.release('pi_stub2', 'release-pi_stub2');
    expect(await stripe.retrieve('pi_stub2')).toEqual({
      outcome: 'declined',
      message: 'This payment was cancelled. Your card has not been charged.',
    });

    await verify();
    stub.bankCheck('pi_stub3', 'processing');
    expect(await stripe.retrieve('pi_stub3')).toEqual({ outcome: 'processing', paymentId: 'pi_stub3' });
    await expect(stripe.retrieve('pi_missing')).rejects.toThrow(
      'Stripe: StripeInvalidRequestError 404 resource_missing',
    );
  });

  it('retries a 5xx once with the same key, and reports a lasting one as a PaymentProviderError', async () => {
    stub = await startStripeStub();
    stub.failNext(1);
    const authorising = request(STRIPE_TEST_METHODS.authorised);
    expect((await stubbedStripe(stub).authorise(authorising)).outcome).toBe('authorised');
    expect(stub.requests().map((r) => r.idempotencyKey)).toEqual([
      authorising.idempotencyKey,
      authorising.idempotencyKey,
    ]);

    stub.failNext(5, 503);
    const error = await stubbedStripe(stub, { maxNetworkRetries: 0 })
      .authorise(request(STRIPE_TEST_METHODS.authorised))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toBe('Stripe: StripeAPIError 503');
  });

  it('refuses a key reused for another request as a PaymentProviderError', async () => {
    stub = await startStripeStub();
    const stripe = stubbedStripe(stub);
    const authorising = request(STRIPE_TEST_METHODS.authorised);
    await stripe.authorise(authorising);
    await expect(stripe.authorise({ ...authorising, amountCents: 1 })).rejects.toThrow(
      'Stripe: StripeIdempotencyError 400',
    );
  });

  it('captures with the key; a capture after capture is done, after cancel a PaymentStateError', async () => {
    stub = await startStripeStub();
    const stripe = stubbedStripe(stub);
    await stripe.authorise(request(STRIPE_TEST_METHODS.authorised));
    await stripe.capture('pi_stub1', 'capture-R-1001');
    const capture = stub.requests().at(-1);
    expect(capture).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents/pi_stub1/capture',
      idempotencyKey: 'capture-R-1001',
    });
    expect(stub.intents.get('pi_stub1')?.status).toBe('succeeded');
    await stripe.capture('pi_stub1', 'capture-again');

    await stripe.authorise(request(STRIPE_TEST_METHODS.authorised));
    await stripe.release('pi_stub2', 'release-R-1002');
    const error = await stripe.capture('pi_stub2', 'capture-R-1002').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentStateError);
    expect((error as PaymentStateError).status).toBe('canceled');
  });

  it('releases a held deposit by cancelling, a captured one by refunding, and a released one not again', async () => {
    stub = await startStripeStub();
    const stripe = stubbedStripe(stub);
    await stripe.authorise(request(STRIPE_TEST_METHODS.authorised));
    await stripe.release('pi_stub1', 'release-R-1');
    expect(stub.requests().at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents/pi_stub1/cancel',
      idempotencyKey: 'release-R-1:cancel',
    });
    expect(stub.intents.get('pi_stub1')?.status).toBe('canceled');
    const calls = stub.requests().length;
    await stripe.release('pi_stub1', 'release-R-1');
    expect(
      stub
        .requests()
        .slice(calls)
        .map((r) => r.method),
    ).toEqual(['GET']); // looked, nothing to do

    await stripe.authorise(request(STRIPE_TEST_METHODS.authorised));
    await stripe.capture('pi_stub2', 'capture-R-2');
    await stripe.release('pi_stub2', 'release-R-2');
    const refund = stub.requests().at(-1);
    expect(refund).toMatchObject({ method: 'POST', path: '/v1/refunds', idempotencyKey: 'release-R-2:refund' });
    expect(refund?.form.get('payment_intent')).toBe('pi_stub2');
    await stripe.release('pi_stub2', 'release-R-2-again'); // already refunded: done
  });
});

describe('Stripe webhook signatures', () => {
  const secret = 'whsec_test_signing_secret';
  const clock = testClock('2026-11-28T12:00:00Z');
  // no request is made: verifying a signature is local
  const stripe = paymentProviderFromEnv(
    {
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: secret,
    },
    { clock },
  );
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.canceled',
    data: { object: { id: 'pi_1', object: 'payment_intent', status: 'canceled' } },
  });
  const sign = (body: string, at: Date) =>
    Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: Math.floor(at.getTime() / 1000) });

  it('verifies a correctly signed event', () => {
    if (stripe.name !== 'stripe') throw new Error('expected the Stripe driver');
    const event = stripe.verifyWebhook(payload, sign(payload, clock.now()));
    expect(event).toMatchObject({ id: 'evt_1', type: 'payment_intent.canceled' });
    expect(stripe.verifyWebhook(Buffer.from(payload), sign(payload, clock.now())).id).toBe('evt_1');
  });

  it('refuses an altered body, another secret, no header, and an event older than 5 minutes', () => {
    if (stripe.name !== 'stripe') throw new Error('expected the Stripe driver');
    const header = sign(payload, clock.now());
    expect(() => stripe.verifyWebhook(payload.replace('canceled', 'succeeded'), header)).toThrow(WebhookSignatureError);
    const foreign = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => stripe.verifyWebhook(payload, foreign)).toThrow(WebhookSignatureError);
    expect(() => stripe.verifyWebhook(payload, undefined)).toThrow(WebhookSignatureError);
    expect(() => stripe.verifyWebhook(payload, 'garbage')).toThrow(WebhookSignatureError);
    const old = sign(payload, new Date(clock.now().getTime() - 301_000));
    expect(() => stripe.verifyWebhook(payload, old)).toThrow(/timestamp outside the tolerance zone/i);
    const recent = sign(payload, new Date(clock.now().getTime() - 299_000));
    expect(stripe.verifyWebhook(payload, recent).id).toBe('evt_1');
  });
});
