import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardField } from '../../../../src/components/checkout/card-field.ts';
import { payDeposit } from '../../../../src/components/checkout/pay-deposit.ts';
import { payRequest } from '../../../../src/components/online-payment/pay-request.ts';
import { ONLINE_PAYMENT_MESSAGES } from '../../../../src/domain/online-payment/texts.ts';
import { RESERVATION_MESSAGES } from '../../../../src/domain/reservations/checkout.ts';

// The payment step every card page shares (payWithCard), as the checkout pays the deposit and as
// online payment pays a request: the card field's token, the API's answers, and Stripe's 3-D
// Secure (202: the bank's check shown by the card field, then the same request again).

type Answer = [status: number, body: Record<string, unknown>];

const VERIFY: Answer = [202, { next: 'verify', client_secret: 'pi_1_secret_x', verify_by: '', message: '' }];
const HELD: Answer = [201, { reference: 'ABCD2345' }];
const DECIDING: Answer = [409, { error: 'This reservation is being made. Please wait a moment.' }];
const RECEIPT: Answer = [201, { reference: 'INV-1', receipt: 'ABCD2345' }];
const PAYMENT_DECIDING: Answer = [409, { error: ONLINE_PAYMENT_MESSAGES.inFlight }];
const PAID_BEFORE: Answer = [409, { error: 'This request was paid on …', reference: 'INV-1', paid_at: '2026-11-23' }];

/** The API answering `answers` in turn; the requests it got. */
function api(...answers: Answer[]) {
  const sent: { url: string; key: string | null; body: unknown }[] = [];
  const fetcher = vi.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, key: new Headers(init.headers).get('Idempotency-Key'), body: JSON.parse(String(init.body)) });
    const [status, body] = answers.shift() ?? [500, {}];
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetcher);
  return sent;
}

/** A card field whose bank check ends as `check` says. */
function cardField(check: Awaited<ReturnType<CardField['confirmAction']>> = { ok: true }) {
  const confirmAction = vi.fn(async () => check);
  const card: CardField = {
    ready: Promise.resolve(),
    tokenize: async () => ({ ok: true, token: 'pm_card_threeDSecure2Required', brand: 'visa', last4: '3220' }),
    confirmAction,
    destroy: () => undefined,
  };
  return { card, confirmAction };
}

const request = { car: 'rav4', journey: 'checkout', name: 'Alex' };
const noWait = vi.fn(async () => undefined);

afterEach(() => {
  vi.unstubAllGlobals();
  noWait.mockClear();
});

describe('the deposit (payDeposit)', () => {
  it('is paid at once when no bank check is asked for; the card field shows none', async () => {
    const sent = api(HELD);
    const { card, confirmAction } = cardField();
    expect(await payDeposit(card, request, noWait)).toEqual({ kind: 'paid', reservation: HELD[1] });
    expect(confirmAction).not.toHaveBeenCalled();
    expect(sent[0]?.url).toBe('/api/reservations');
  });

  it('shows the bank’s check, then sends the same request again, and is paid as the API then says', async () => {
    const sent = api(VERIFY, HELD);
    const { card, confirmAction } = cardField();
    expect(await payDeposit(card, request, noWait)).toEqual({ kind: 'paid', reservation: HELD[1] });
    expect(confirmAction).toHaveBeenCalledWith('pi_1_secret_x');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]?.body).toEqual({ ...request, payment_token: 'pm_card_threeDSecure2Required' });
  });

  it('sends a request that got no answer once more with the same key', async () => {
    const sent: (string | null)[] = [];
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(new Headers(init.headers).get('Idempotency-Key'));
        if (++calls === 1) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify(HELD[1]), { status: 201 });
      }),
    );
    expect(await payDeposit(cardField().card, request, noWait)).toEqual({ kind: 'paid', reservation: HELD[1] });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
  });

  it('asks the API even when the check failed on the page, and says the API’s decline', async () => {
    api(VERIFY, [402, { error: 'We are unable to authenticate your payment method.' }]);
    const { card } = cardField({ ok: false, message: 'Authentication failed.' });
    expect(await payDeposit(card, request, noWait)).toEqual({
      kind: 'declined',
      message: 'We are unable to authenticate your payment method.',
    });
  });

  it('says the card field’s words when the check could not be shown and the bank still waits', async () => {
    api(VERIFY, VERIFY);
    const { card } = cardField({ ok: false, message: RESERVATION_MESSAGES.paymentUnavailable });
    expect(await payDeposit(card, request, noWait)).toEqual({
      kind: 'declined',
      message: RESERVATION_MESSAGES.paymentUnavailable,
    });
  });

  it('asks again, 2 s apart, while the processor is still deciding, and gives up after five tries', async () => {
    api(VERIFY, DECIDING, VERIFY, HELD);
    expect(await payDeposit(cardField().card, request, noWait)).toEqual({ kind: 'paid', reservation: HELD[1] });
    expect(noWait.mock.calls).toEqual([[2000], [2000]]);

    const sent = api(VERIFY, DECIDING, DECIDING, DECIDING, DECIDING, DECIDING, HELD);
    expect(await payDeposit(cardField().card, request, noWait)).toEqual({ kind: 'unavailable' });
    expect(sent).toHaveLength(6);
  });

  it('is taken when another shopper reserved the car first, and unavailable without a client secret', async () => {
    api([409, { error: RESERVATION_MESSAGES.alreadyReserved, reserved: true }]);
    expect(await payDeposit(cardField().card, request, noWait)).toEqual({ kind: 'taken' });
    api([202, { next: 'verify' }]);
    const { card, confirmAction } = cardField();
    expect(await payDeposit(card, request, noWait)).toEqual({ kind: 'unavailable' });
    expect(confirmAction).not.toHaveBeenCalled();
  });

  it('says what every payment answers: a refused detail, a declined card, an ended session', async () => {
    api([422, { error: 'Please fix', errors: { email: 'Please enter a valid email.' } }]);
    expect(await payDeposit(cardField().card, request, noWait)).toMatchObject({ kind: 'invalid' });
    api([402, { error: 'Your card was declined.' }]);
    expect(await payDeposit(cardField().card, request, noWait)).toEqual({
      kind: 'declined',
      message: 'Your card was declined.',
    });
    api([401, { error: 'Please sign in to reserve this car.' }]);
    expect(await payDeposit(cardField().card, request, noWait)).toEqual({ kind: 'signed-out' });
  });

  it('never sends a card the field refused', async () => {
    const sent = api(HELD);
    const card: CardField = {
      ...cardField().card,
      tokenize: async () => ({ ok: false, message: 'Your card number is incomplete.' }),
    };
    expect(await payDeposit(card, request, noWait)).toEqual({
      kind: 'declined',
      message: 'Your card number is incomplete.',
    });
    expect(sent).toHaveLength(0);
  });
});

describe('a payment request (payRequest), the same step', () => {
  it('is paid at once, with the request’s token, the receipt’s e-mail and the card’s token', async () => {
    const sent = api(RECEIPT);
    expect(await payRequest(cardField().card, 'tok.sig', 'alex@example.com', noWait)).toEqual({
      kind: 'paid',
      receipt: RECEIPT[1],
    });
    expect(sent).toEqual([
      {
        url: '/api/payment-requests/pay',
        key: expect.any(String),
        body: { token: 'tok.sig', email: 'alex@example.com', payment_token: 'pm_card_threeDSecure2Required' },
      },
    ]);
  });

  it('shows the bank’s check, then sends the same request again, asking again while the processor decides', async () => {
    const sent = api(VERIFY, PAYMENT_DECIDING, RECEIPT);
    const { card, confirmAction } = cardField();
    expect(await payRequest(card, 'tok.sig', 'alex@example.com', noWait)).toEqual({
      kind: 'paid',
      receipt: RECEIPT[1],
    });
    expect(confirmAction).toHaveBeenCalledWith('pi_1_secret_x');
    expect(noWait.mock.calls).toEqual([[2000]]);
    expect(new Set(sent.map((s) => JSON.stringify(s)))).toHaveProperty('size', 1);
  });

  it('a failed check is the API’s decline, and the request stays payable', async () => {
    api(VERIFY, [402, { error: 'We are unable to authenticate your payment method.' }]);
    expect(await payRequest(cardField().card, 'tok.sig', 'alex@example.com', noWait)).toEqual({
      kind: 'declined',
      message: 'We are unable to authenticate your payment method.',
    });
  });

  it('a request paid meanwhile is refused at once, not asked again', async () => {
    const sent = api(VERIFY, PAID_BEFORE);
    expect(await payRequest(cardField().card, 'tok.sig', 'alex@example.com', noWait)).toEqual({
      kind: 'refused',
      status: 409,
      body: PAID_BEFORE[1],
    });
    expect(sent).toHaveLength(2);
    expect(noWait).not.toHaveBeenCalled();
  });

  it.each([404, 409, 410, 429])('is refused with the API’s answer on a first %i', async (status) => {
    api([status, { error: 'no' }]);
    expect(await payRequest(cardField().card, 'tok.sig', 'alex@example.com', noWait)).toEqual({
      kind: 'refused',
      status,
      body: { error: 'no' },
    });
  });

  it('no answer twice, or a 503, is unavailable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await payRequest(cardField().card, 'tok.sig', 'a@example.com', noWait)).toEqual({ kind: 'unavailable' });
    api([503, { error: 'later' }]);
    expect(await payRequest(cardField().card, 'tok.sig', 'a@example.com', noWait)).toEqual({ kind: 'unavailable' });
  });
});
