import type { Clock } from '../clock.ts';
import { stripePaymentProvider, type StripePaymentProvider } from './stripe-driver.ts';
import { testPaymentProvider, type TestPaymentProvider } from './test-driver.ts';

/** The test processor's secret when none is set; scripts/test-payments.ts holds the same default. */
const TEST_PAYMENTS_DEV_SECRET = 'test_payments_dev_secret';
const TEST_PAYMENTS_DEFAULT_PORT = 4330;

type Env = NodeJS.ProcessEnv | Record<string, string | undefined>;

/** A Stripe key by its prefix, so two keys swapped fail at start rather than at the first payment. */
function stripeKey(env: Env, name: string, prefixes: readonly string[]): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} must be set when PAYMENTS=stripe`);
  if (!prefixes.some((prefix) => value.startsWith(prefix))) {
    throw new Error(`${name} must start with ${prefixes.join(' or ')}`);
  }
  return value;
}

/**
 * PAYMENTS=stripe: Stripe, with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and
 * STRIPE_WEBHOOK_SECRET (each required). Otherwise the embedded test processor at
 * TEST_PAYMENTS_URL (default http://localhost:TEST_PAYMENTS_PORT, 4330) with
 * TEST_PAYMENTS_SECRET. A wrong setting throws at start, naming the variable, never its value.
 * The answer's `name` tells the two apart (only Stripe has webhooks).
 */
export function paymentProviderFromEnv(
  env: Env,
  options: { clock?: Clock } = {},
): TestPaymentProvider | StripePaymentProvider {
  const payments = env.PAYMENTS?.trim() || 'test';
  if (paysWithStripe(env)) {
    return stripePaymentProvider({
      secretKey: stripeKey(env, 'STRIPE_SECRET_KEY', ['sk_', 'rk_']),
      publishableKey: stripeKey(env, 'STRIPE_PUBLISHABLE_KEY', ['pk_']),
      webhookSecret: stripeKey(env, 'STRIPE_WEBHOOK_SECRET', ['whsec_']),
      ...(options.clock ? { clock: options.clock } : {}),
    });
  }
  if (payments !== 'test') throw new Error('PAYMENTS must be test or stripe');
  return testPaymentProvider({
    url: testPaymentsUrl(env),
    secret: env.TEST_PAYMENTS_SECRET?.trim() || TEST_PAYMENTS_DEV_SECRET,
  });
}

/** Whether PAYMENTS names Stripe (anything else is checked by paymentProviderFromEnv). */
export function paysWithStripe(env: Env): boolean {
  return env.PAYMENTS?.trim() === 'stripe';
}

/**
 * Where the test processor answers: TEST_PAYMENTS_URL, else http://localhost:TEST_PAYMENTS_PORT
 * (4330). The API calls it there and the pages frame its card field from there, so the build
 * reads the same setting for the pages' policy.
 */
export function testPaymentsUrl(env: Env): string {
  const port = env.TEST_PAYMENTS_PORT?.trim() || String(TEST_PAYMENTS_DEFAULT_PORT);
  const url = env.TEST_PAYMENTS_URL?.trim() || `http://localhost:${port}`;
  if (!URL.canParse(url) || !['http:', 'https:'].includes(new URL(url).protocol)) {
    throw new Error('TEST_PAYMENTS_URL must be an http:// or https:// URL');
  }
  return url;
}
