import { postJson, type ApiAnswer } from './api-request.ts';
import type { CardField } from './card-field.ts';
import type { CardPaymentOutcome } from './use-card-payment.ts';

/** One payment by card as a page sends it: where, what with, and what the page makes of the API's answers. */
interface CardPaymentRequest<Own> {
  /** The API's path that takes the payment (POST, with an Idempotency-Key). */
  url: string;
  /** What is paid for and by whom; the card's token goes with it as `payment_token`. */
  body: Record<string, unknown>;
  /** The page's own outcomes (paid, the car taken, the request refused); null for those every payment shares. */
  own: (answer: ApiAnswer) => Own | null;
  /** Whether a 409 means the processor is still deciding a verified payment (ask again), rather than the page's refusal. */
  deciding: (answer: ApiAnswer) => boolean;
}

/** How often the page asks again while the processor has not yet decided a verified payment, and how long apart. */
const STILL_DECIDING_TRIES = 5;
const STILL_DECIDING_WAIT_MS = 2000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What every payment's answer says, beside the page's own. */
function sharedOutcome(answer: ApiAnswer | null): CardPaymentOutcome {
  if (answer?.status === 422) return { kind: 'invalid', body: answer.body };
  if (answer?.status === 402 && typeof answer.body.error === 'string')
    return { kind: 'declined', message: answer.body.error };
  if (answer?.status === 401) return { kind: 'signed-out' };
  return { kind: 'unavailable' };
}

/**
 * The payment step of every page that takes a card (the deposit, a payment request): the card
 * field's token (the card itself never reaches this code) sent with the page's details under one
 * new Idempotency-Key, once more with the same key when no answer came (the API never takes two
 * payments). When the card's bank asks the shopper to verify the payment (202, Stripe's 3-D
 * Secure), the card field shows the bank's check, then the same request again (same key, same
 * body) has the API ask the processor how it ended: the page is never the one that says it passed.
 */
export async function payWithCard<Own>(
  card: CardField,
  payment: CardPaymentRequest<Own>,
  wait: (ms: number) => Promise<void> = pause,
): Promise<Own | CardPaymentOutcome> {
  const token = await card.tokenize();
  if (!token.ok) return { kind: 'declined', message: token.message };
  const key = crypto.randomUUID();
  const send = async () => {
    const once = () =>
      postJson(payment.url, { ...payment.body, payment_token: token.token }, { 'Idempotency-Key': key });
    return (await once()) ?? (await once());
  };
  const outcome = (answer: ApiAnswer | null) => (answer && payment.own(answer)) ?? sharedOutcome(answer);
  const answer = await send();
  if (answer?.status !== 202) return outcome(answer);
  const clientSecret = answer.body.client_secret;
  if (typeof clientSecret !== 'string') return { kind: 'unavailable' };
  // passed or not, the API asks the processor: a failed check ends the payment at once
  const checked = await card.confirmAction(clientSecret);
  for (let tries = 1; ; tries++) {
    const finished = await send();
    const unfinished = finished?.status === 202;
    // the check could not be shown or done here (Stripe.js unreachable): the shopper is told why
    if (unfinished && !checked.ok) return { kind: 'declined', message: checked.message };
    // done on the page, not yet as the processor has it (202), or the processor still deciding (409)
    const deciding = unfinished || (finished?.status === 409 && payment.deciding(finished));
    if (!deciding || tries === STILL_DECIDING_TRIES) return outcome(finished);
    await wait(STILL_DECIDING_WAIT_MS);
  }
}
