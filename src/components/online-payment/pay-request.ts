import type { PaymentReceiptAnswer } from '../../domain/online-payment/answers.ts';
import { paymentApiHref } from '../../payment-api-paths.ts';
import type { ApiAnswer } from '../checkout/api-request.ts';
import type { CardField } from '../checkout/card-field.ts';
import { payWithCard } from '../checkout/pay-with-card.ts';
import type { CardPaymentOutcome } from '../checkout/use-card-payment.ts';

/** How paying a request went, for the page to say (an `invalid` body's `errors` name the e-mail). */
export type PayOutcome =
  | { kind: 'paid'; receipt: PaymentReceiptAnswer }
  /** The request cannot be paid now (paid meanwhile, expired, link refused, too many attempts): the API's answer. */
  | { kind: 'refused'; status: number; body: Record<string, unknown> }
  | CardPaymentOutcome;

const REFUSALS: ReadonlySet<number> = new Set([404, 409, 410, 429]);

/** The payment page's own outcomes of the API's answer: the receipt, or why the request cannot be paid. */
function requestOutcome(answer: ApiAnswer): Exclude<PayOutcome, CardPaymentOutcome> | null {
  if (answer.status === 201) return { kind: 'paid', receipt: answer.body as unknown as PaymentReceiptAnswer };
  if (REFUSALS.has(answer.status)) return { kind: 'refused', status: answer.status, body: answer.body };
  return null;
}

/**
 * Pays the request a link's token stands for (POST /payment-requests/pay) with the card's token
 * and the receipt's e-mail. The payment step is every card page's (payWithCard: the bank's check
 * included); a 409 that does not say when the request was paid is the processor deciding.
 */
export function payRequest(
  card: CardField,
  token: string,
  email: string,
  wait?: (ms: number) => Promise<void>,
): Promise<PayOutcome> {
  return payWithCard(
    card,
    {
      url: paymentApiHref('paymentRequestPay'),
      body: { token, email },
      own: requestOutcome,
      deciding: (answer) => typeof answer.body.paid_at !== 'string',
    },
    wait,
  );
}
