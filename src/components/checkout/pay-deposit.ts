import { checkoutApiHref } from '../../checkout-api-paths.ts';
import type { ReservationAnswer, ReservationVerificationAnswer } from '../../domain/reservations/checkout.ts';
import { postJson, type ApiAnswer } from './api-request.ts';
import type { CardField } from './card-field.ts';

/** How paying the deposit went, for the page to say. */
export type DepositOutcome =
  | { kind: 'paid'; reservation: ReservationAnswer }
  /** Someone else reserved the car first. */
  | { kind: 'taken' }
  /** 422: the details were refused, field by field (the body's `errors`). */
  | { kind: 'invalid'; body: Record<string, unknown> }
  /** The card: not accepted by the field, declined by the processor, or not verified by its bank. */
  | { kind: 'declined'; message: string }
  | { kind: 'signed-out' }
  | { kind: 'unavailable' };

/** How often the page asks again while the processor has not yet decided a verified payment, and how long apart. */
const STILL_DECIDING_TRIES = 5;
const STILL_DECIDING_WAIT_MS = 2000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reserves the car with the card's token (POST /reservations): `request` names the car, the
 * journey and the shopper's details. The card field only ever hands over a token. When the
 * card's bank asks the shopper to verify the payment (202), the card field shows the bank's
 * check, then the same request again (same key, same body) has the API ask the processor how it
 * ended: the page is never the one that says it passed.
 */
export async function payDeposit(
  card: CardField,
  request: Record<string, unknown>,
  wait: (ms: number) => Promise<void> = pause,
): Promise<DepositOutcome> {
  const token = await card.tokenize();
  if (!token.ok) return { kind: 'declined', message: token.message };
  const key = crypto.randomUUID();
  // a request that got no answer is sent once more with the same key: the API never takes two deposits
  const send = async () => {
    const once = () =>
      postJson(checkoutApiHref('reservations'), { ...request, payment_token: token.token }, { 'Idempotency-Key': key });
    return (await once()) ?? (await once());
  };
  const answer = await send();
  if (answer?.status !== 202) return depositOutcome(answer);
  const verification = answer.body as Partial<ReservationVerificationAnswer>;
  if (typeof verification.client_secret !== 'string') return { kind: 'unavailable' };
  // passed or not, the API asks the processor: a failed check frees the car at once
  const checked = await card.confirmAction(verification.client_secret);
  for (let tries = 1; ; tries++) {
    const finished = await send();
    const unfinished = finished?.status === 202;
    // the check could not be shown or done here (Stripe.js unreachable): the shopper is told why
    if (unfinished && !checked.ok) return { kind: 'declined', message: checked.message };
    // done on the page, not yet as the processor has it (202), or the processor still deciding (409)
    const deciding = unfinished || (finished?.status === 409 && finished.body.reserved !== true);
    if (!deciding || tries === STILL_DECIDING_TRIES) return depositOutcome(finished);
    await wait(STILL_DECIDING_WAIT_MS);
  }
}

/** What the page says of the API's answer. */
function depositOutcome(answer: ApiAnswer | null): DepositOutcome {
  if (answer?.status === 201) return { kind: 'paid', reservation: answer.body as unknown as ReservationAnswer };
  if (answer?.status === 409 && answer.body.reserved === true) return { kind: 'taken' };
  if (answer?.status === 422) return { kind: 'invalid', body: answer.body };
  if (answer?.status === 402 && typeof answer.body.error === 'string')
    return { kind: 'declined', message: answer.body.error };
  if (answer?.status === 401) return { kind: 'signed-out' };
  return { kind: 'unavailable' };
}
