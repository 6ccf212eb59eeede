import * as v from 'valibot';
import { EMAIL_FIELD } from '../forms/contact-fields.ts';
import { fieldSchema } from '../forms/fields.ts';
import { PAYMENT_TOKEN } from '../reservations/reservation-request.ts';
import { ONLINE_PAYMENT_MESSAGES } from './texts.ts';

/** The e-mail the receipt goes to: the lead forms' Email field, with its rule and messages. */
export const RECEIPT_EMAIL_FIELD = { ...EMAIL_FIELD, label: 'Email for your receipt' } as const;

/**
 * POST /api/payment-requests/pay: the request's signed token (from its link), the card's token
 * from the processor's own frame (never the card), and where the receipt goes.
 */
export const PayRequestSchema = v.strictObject({
  token: v.pipe(
    v.string(ONLINE_PAYMENT_MESSAGES.notValid),
    v.nonEmpty(ONLINE_PAYMENT_MESSAGES.notValid),
    v.maxLength(1000, ONLINE_PAYMENT_MESSAGES.notValid),
  ),
  payment_token: PAYMENT_TOKEN,
  email: fieldSchema(RECEIPT_EMAIL_FIELD),
});
