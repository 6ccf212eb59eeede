import * as v from 'valibot';
import { doc } from './fields.ts';

/**
 * /online-payment (spec §2, a gated feature: features.signIn.onlinePayment): shoppers pay
 * against a payment request the dealer created (a reference, an amount, a description and the
 * shopper's name) by the signed link it issues. Absent: the site takes no online payments and
 * builds no page for them.
 */
export const OnlinePaymentSchema = v.strictObject({
  maximum: doc(
    v.pipe(
      v.number(),
      v.integer('whole dollars'),
      v.minValue(1, 'at least $1'),
      v.maxValue(100_000, 'at most $100,000'),
    ),
    'The largest amount one request may ask for, in whole AUD (the smallest is $1).',
  ),
  requestDays: v.optional(
    doc(
      v.pipe(v.number(), v.integer('whole days'), v.minValue(1, 'at least 1 day'), v.maxValue(90, 'at most 90 days')),
      'How many days a payment request’s link can be paid by (default 14).',
    ),
    14,
  ),
});
