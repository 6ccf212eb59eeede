import * as v from 'valibot';
import { doc, environmentVariable } from './fields.ts';

/**
 * The dealer's own API (`/api/dealer/...`), which the dealer's systems and its commands call with
 * the site's dealer key as a bearer token: payment requests (onlinePayment) and the purchase
 * journeys (features.onlineBuying). One key per site serves both; a site that sells online or
 * takes online payments needs it (the loader says so).
 */
export const DealerApiSchema = v.strictObject({
  keyEnv: doc(
    environmentVariable,
    'The environment variable holding the dealer’s key (32 characters or more), which the dealer API needs (payment requests, purchase journeys; `npm run payment-request`, `npm run purchase-journeys`); a secret, so never in this file. Unset on a local server: a key generated into the data directory.',
  ),
});
