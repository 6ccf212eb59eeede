import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardField } from '../../../../src/components/checkout/card-field.ts';
import { payDeposit } from '../../../../src/components/checkout/pay-deposit.ts';
import { RESERVATION_MESSAGES } from '../../../../src/domain/reservations/checkout.ts';

// The checkout page's side of paying the deposit: the card field's token, the API's answers, and
// Stripe's 3-D Secure (202: the bank's check shown by the card field, then the same request again).

type Answer = [status: number, body: Record<string, unknown>];

const VERIFY: Answer = [202, { next: 'verify', client_secret: 'pi_1_secret_x', verify_by: '', message: '' }];
const HELD: Answer = [201, { reference: 'ABCD2345' }];
const DECIDING: Answer = [409, { error: 'This reservation is being made. Please wait a moment.' }];

/** The API answering `answers` in turn; the requests it got. */
function api(...answers: Answer[]) {
  const sent: { key: string | null; body: unknown }[] = [];
  const fetcher = vi.fn(async (_url: string, init: RequestInit) => {
    sent.push({ key: new Headers(init.headers).get('Idempotency-Key'), body: JSON.parse(String(init.body)) });
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

describe('payDeposit', () => {
  it('is paid at once when no bank check is asked for; the card field shows none', async () => {
    api(HELD);
    const { card, confirmAction } = cardField();
    expect(await payDeposit(card, request, noWait)).toEqual({ kind: 'paid', reservation: HELD[1] });
    expect(confirmAction).not.toHaveBeenCalled();
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
});
