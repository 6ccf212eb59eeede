import * as v from 'valibot';
import { isWholeCents, MINIMUM_PAYMENT_DOLLARS } from './amount.ts';
import { PAYMENT_REQUEST_FIELD_MESSAGES as MESSAGES } from './texts.ts';

/** One line of text a person reads back (the page, the receipt): no control characters, no half of a character. */
const line = (maxLength: number, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(maxLength, message),
    v.regex(/^[^\p{Cc}\p{Cs}]*$/u, message),
  );

/**
 * POST /api/dealer/payment-requests: what the dealer asks for. `maximum` is the site's
 * onlinePayment.maximum in whole dollars; an amount is $1 to it, in whole cents.
 */
export function paymentRequestSchema(maximum: number) {
  return v.strictObject({
    reference: v.pipe(
      v.string(MESSAGES.reference),
      v.trim(),
      v.regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/, MESSAGES.reference),
    ),
    amount: v.pipe(
      v.number(MESSAGES.amount),
      v.finite(MESSAGES.amount),
      v.check(isWholeCents, MESSAGES.amountCents),
      v.minValue(MINIMUM_PAYMENT_DOLLARS, MESSAGES.amountMinimum),
      v.maxValue(maximum, MESSAGES.amountMaximum(maximum)),
    ),
    description: line(200, MESSAGES.description),
    name: line(100, MESSAGES.name),
  });
}
