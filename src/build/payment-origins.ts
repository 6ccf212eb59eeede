import { paysWithStripe, testPaymentsUrl } from '../server/payments/from-env.ts';

/** What a page that takes a card needs of the policy: the processor's frame, script and API. */
interface PaymentOrigins {
  frameOrigins: string[];
  scriptOrigins: string[];
  connectOrigins: string[];
}

/**
 * The payment processor the build's environment names (PAYMENTS, read by the API too): Stripe's
 * own list for Stripe.js and its Payment Element (Stripe's "Content Security Policy" guide), or
 * the test processor's origin, whose frame takes the card.
 */
export function paymentPageOrigins(env: NodeJS.ProcessEnv): PaymentOrigins {
  if (paysWithStripe(env))
    return {
      frameOrigins: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      scriptOrigins: ['https://js.stripe.com'],
      connectOrigins: ['https://api.stripe.com'],
    };
  return { frameOrigins: [new URL(testPaymentsUrl(env)).origin], scriptOrigins: [], connectOrigins: [] };
}
