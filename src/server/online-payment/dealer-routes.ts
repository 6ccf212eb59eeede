import { Hono } from 'hono';
import * as v from 'valibot';
import { DEALER_API_ROUTES } from '../../dealer-api-paths.ts';
import { amountCents } from '../../domain/online-payment/amount.ts';
import { paymentRequestSchema } from '../../domain/online-payment/payment-request.ts';
import { ONLINE_PAYMENT_MESSAGES, PAYMENT_REQUEST_FIELD_MESSAGES } from '../../domain/online-payment/texts.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { Clock } from '../clock.ts';
import { failed } from '../error-answers.ts';
import { dealerKey } from '../middleware/dealer-key.ts';
import { bodySize, jsonBody, mediaType } from '../middleware/json-body.ts';
import { methodNotAllowed } from '../middleware/method-not-allowed.ts';
import type { addressRateLimit } from '../middleware/rate-limit.ts';
import { guarded, logEvent } from '../route-log.ts';
import { issuesByField } from '../schema-issues.ts';
import type { ApiTenant } from '../tenancy/api-tenant.ts';
import { dealerAnswer } from './answers.ts';
import type { PaymentRequestLinks } from './links.ts';
import type { PaymentRequest, PaymentRequestStore } from './store.ts';

const MAX_BODY_BYTES = 4096;

const ERRORS = {
  keyNotSet: 'Payment requests cannot be made on this site: its dealer key is not configured.',
  contentType: 'Send the payment request as JSON (Content-Type: application/json).',
  tooLarge: `A payment request is ${MAX_BODY_BYTES} bytes at most.`,
  notJson: 'The payment request arrived garbled (not valid JSON).',
  unavailable: 'Payment requests cannot be made just now. Please try again shortly.',
} as const;

export interface DealerRouteDeps {
  store: PaymentRequestStore;
  links: PaymentRequestLinks;
  sites: ReadonlyMap<string, Site>;
  tenants: readonly ApiTenant[];
  /** Each site's dealer key by tenant slug (dealerKeysFromEnv). */
  dealerKeys: ReadonlyMap<string, string>;
  perAddress: ReturnType<typeof addressRateLimit>;
  clock: Clock;
}

/** The same request again (a retry after a lost answer): same reference, amount, description and name. */
const sameRequest = (request: PaymentRequest, input: { amount: number; description: string; name: string }) =>
  request.amount_cents === amountCents(input.amount) &&
  request.description === input.description &&
  request.name === input.name;

/**
 * POST /dealer/payment-requests: the dealer's system (or `npm run payment-request`) creates a
 * payment request with the site's dealer key as a bearer token (`dealerKey`: the site its Host
 * or Origin names, else the one whose key it is). There is no CORS: no web page may call it.
 * 201 with the request and its signed link; the same request sent again (its reference,
 * amount, description and name) 200 with the same link, so a retry after a lost answer is
 * safe; another under a used reference 409.
 */
export function dealerRoutes(deps: DealerRouteDeps) {
  const { store, links, sites, clock } = deps;

  return new Hono()
    .post(
      DEALER_API_ROUTES.paymentRequests,
      dealerKey({
        tenants: deps.tenants,
        keys: deps.dealerKeys,
        offers: (slug) => Boolean(sites.get(slug)?.onlinePayment),
        realm: 'payment-requests',
        event: 'online-payment',
        messages: { notOffered: ONLINE_PAYMENT_MESSAGES.notTaken, keyNotSet: ERRORS.keyNotSet },
      }),
      deps.perAddress,
      mediaType(['application/json'], ERRORS.contentType),
      bodySize(MAX_BODY_BYTES, ERRORS.tooLarge),
      jsonBody(MAX_BODY_BYTES, ERRORS),
      async (c) => {
        const site = sites.get(c.var.tenant.slug);
        if (!site?.onlinePayment) return failed(c, 404, ONLINE_PAYMENT_MESSAGES.notTaken);
        const { maximum, requestDays } = site.onlinePayment;
        const parsed = v.safeParse(paymentRequestSchema(maximum), c.var.body);
        if (!parsed.success)
          return failed(c, 422, PAYMENT_REQUEST_FIELD_MESSAGES.fixErrors, {
            errors: issuesByField(parsed.issues, 'body'),
          });
        const input = parsed.output;
        return guarded(
          'online-payment.create',
          site.slug,
          async () => {
            const now = clock.now();
            const { created, request } = await store.create({
              tenant: site.slug,
              reference: input.reference,
              amountCents: amountCents(input.amount),
              currency: 'aud',
              description: input.description,
              name: input.name,
              createdAt: now,
              expiresAt: new Date(now.getTime() + requestDays * 86_400_000),
            });
            if (!created && !sameRequest(request, input)) {
              const used = PAYMENT_REQUEST_FIELD_MESSAGES.referenceUsed;
              return failed(c, 409, used, { errors: { reference: used } });
            }
            const answer = dealerAnswer(request, await links.link(new URL(site.domain).origin, request));
            if (!created) return c.json(answer, 200, { 'Idempotent-Replayed': 'true' });
            logEvent('online-payment.requested', site.slug, { request: request.id });
            return c.json(answer, 201);
          },
          () => failed(c, 503, ERRORS.unavailable),
        );
      },
    )
    .all(
      DEALER_API_ROUTES.paymentRequests,
      methodNotAllowed(['POST'], 'Method not allowed: create a payment request with POST.'),
    );
}
