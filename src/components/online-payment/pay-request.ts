import type { PaymentReceiptAnswer } from '../../domain/online-payment/answers.ts';
import { paymentApiHref } from '../../payment-api-paths.ts';
import { postJson } from '../checkout/api-request.ts';
import type { CardField } from '../checkout/card-field.ts';
import type { CardPaymentOutcome } from '../checkout/use-card-payment.ts';

/** How paying a request went, for the page to say (an `invalid` body's `errors` name the e-mail). */
export type PayOutcome =
  | { kind: 'paid'; receipt: PaymentReceiptAnswer }
  /** The request cannot be paid now (paid meanwhile, expired, link refused, too many attempts): the API's answer. */
  | { kind: 'refused'; status: number; body: Record<string, unknown> }
  | CardPaymentOutcome;

/**
 * Pays the request a link's token stands for (POST /payment-requests/pay) with the card's token
 * from the processor's own frame; the card itself never reaches this code.
 */
export async function payRequest(card: CardField, token: string, email: string): Promise<PayOutcome> {
  const tokenized = await card.tokenize();
  if (!tokenized.ok) return { kind: 'declined', message: tokenized.message };
  const key = crypto.randomUUID();
  const send = () =>
    postJson(
      paymentApiHref('paymentRequestPay'),
      { token, payment_token: tokenized.token, email },
      { 'Idempotency-Key': key },
    );
  // a request that got no answer is sent once more with the same key: the API never takes two payments
  const answer = (await send()) ?? (await send());
  if (answer?.status === 201) return { kind: 'paid', receipt: answer.body as unknown as PaymentReceiptAnswer };
  if (answer?.status === 422) return { kind: 'invalid', body: answer.body };
  if (answer?.status === 402 && typeof answer.body.error === 'string')
    return { kind: 'declined', message: answer.body.error };
  if (answer?.status === 401) return { kind: 'signed-out' };
  if (answer && [404, 409, 410, 429].includes(answer.status))
    return { kind: 'refused', status: answer.status, body: answer.body };
  return { kind: 'unavailable' };
}
