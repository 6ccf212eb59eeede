import { checkoutApiHref } from '../../checkout-api-paths.ts';
import type { ReservationAnswer } from '../../domain/reservations/checkout.ts';
import type { ApiAnswer } from './api-request.ts';
import type { CardField } from './card-field.ts';
import { payWithCard } from './pay-with-card.ts';
import type { CardPaymentOutcome } from './use-card-payment.ts';

/** How paying the deposit went, for the page to say. */
export type DepositOutcome =
  | { kind: 'paid'; reservation: ReservationAnswer }
  /** Someone else reserved the car first. */
  | { kind: 'taken' }
  | CardPaymentOutcome;

/** The checkout's own outcomes of the API's answer: held, or the car reserved by someone else. */
function depositOutcome(answer: ApiAnswer): Exclude<DepositOutcome, CardPaymentOutcome> | null {
  if (answer.status === 201) return { kind: 'paid', reservation: answer.body as unknown as ReservationAnswer };
  if (answer.status === 409 && answer.body.reserved === true) return { kind: 'taken' };
  return null;
}

/**
 * Reserves the car with the card's token (POST /reservations): `request` names the car, the
 * journey and the shopper's details. The payment step is every card page's (payWithCard: the
 * bank's check included); a 409 that does not say the car is reserved is the processor deciding.
 */
export function payDeposit(
  card: CardField,
  request: Record<string, unknown>,
  wait?: (ms: number) => Promise<void>,
): Promise<DepositOutcome> {
  return payWithCard(
    card,
    {
      url: checkoutApiHref('reservations'),
      body: request,
      own: depositOutcome,
      deciding: (answer) => answer.body.reserved !== true,
    },
    wait,
  );
}
