import { checkoutApiHref } from '../../checkout-api-paths.ts';
import type { ReservationAnswer } from '../../domain/reservations/checkout.ts';
import { postJson } from './api-request.ts';
import type { CardField } from './card-field.ts';

/** How paying the deposit went, for the page to say. */
export type DepositOutcome =
  | { kind: 'paid'; reservation: ReservationAnswer }
  /** Someone else reserved the car first. */
  | { kind: 'taken' }
  /** 422: the details were refused, field by field (the body's `errors`). */
  | { kind: 'invalid'; body: Record<string, unknown> }
  /** The card: not accepted by the field, or declined by the processor. */
  | { kind: 'declined'; message: string }
  | { kind: 'signed-out' }
  | { kind: 'unavailable' };

/**
 * Reserves the car with the card's token (POST /reservations): `request` names the car, the
 * journey and the shopper's details. The card field only ever hands over a token.
 */
export async function payDeposit(card: CardField, request: Record<string, unknown>): Promise<DepositOutcome> {
  const token = await card.tokenize();
  if (!token.ok) return { kind: 'declined', message: token.message };
  const key = crypto.randomUUID();
  const send = () =>
    postJson(checkoutApiHref('reservations'), { ...request, payment_token: token.token }, { 'Idempotency-Key': key });
  // a request that got no answer is sent once more with the same key: the API never takes two deposits
  const answer = (await send()) ?? (await send());
  if (answer?.status === 201) return { kind: 'paid', reservation: answer.body as unknown as ReservationAnswer };
  if (answer?.status === 409 && answer.body.reserved === true) return { kind: 'taken' };
  if (answer?.status === 422) return { kind: 'invalid', body: answer.body };
  if (answer?.status === 402 && typeof answer.body.error === 'string')
    return { kind: 'declined', message: answer.body.error };
  if (answer?.status === 401) return { kind: 'signed-out' };
  return { kind: 'unavailable' };
}
