import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { amountCents } from '../../domain/online-payment/amount.ts';
import { paymentRequestSchema } from '../../domain/online-payment/payment-request.ts';
import { ONLINE_PAYMENT_MESSAGES, PAYMENT_REQUEST_FIELD_MESSAGES } from '../../domain/online-payment/texts.ts';
import { PAYMENT_API_ROUTES } from '../../payment-api-paths.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { Clock } from '../clock.ts';
import { bodySize, jsonBody, mediaType } from '../middleware/json-body.ts';
import { methodNotAllowed } from '../middleware/method-not-allowed.ts';
import type { addressRateLimit } from '../middleware/rate-limit.ts';
import { postingTenant, type TenantEnv } from '../middleware/tenant.ts';
import { guarded, logEvent } from '../route-log.ts';
import { issuesByField } from '../schema-issues.ts';
import type { ApiTenant } from '../tenancy/api-tenant.ts';
import { dealerAnswer } from './answers.ts';
import { isDealerKey } from './dealer-keys.ts';
import type { PaymentRequestLinks } from './links.ts';
import type { PaymentRequest, PaymentRequestStore } from './store.ts';

const MAX_BODY_BYTES = 4096;

const ERRORS = {
  host: 'No dealer website is served here.',
  origin: 'Payment requests are made by the dealer’s own systems, not from another website.',
  noKey: 'Send the dealer key as Authorization: Bearer <key>.',
  wrongKey: 'This is not the dealer key of this site.',
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
  /** Each online-paying site's dealer key, by tenant slug. */
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
 * payment request with the site's dealer key as a bearer token, compared in constant time.
 * There is no CORS: no web page may call it. 201 with the request and its signed link; the same
 * request sent again (its reference, amount, description and name) 200 with the same link, so
 * a retry after a lost answer is safe; another under a used reference 409.
 */
export function dealerRoutes(deps: DealerRouteDeps) {
  const { store, links, sites, clock } = deps;

  const dealerKey = createMiddleware<TenantEnv>(async (c, next) => {
    const slug = c.var.tenant.slug;
    if (!sites.get(slug)?.onlinePayment) return c.json({ error: ONLINE_PAYMENT_MESSAGES.notTaken }, 404);
    const key = deps.dealerKeys.get(slug);
    if (!key) {
      logEvent('online-payment.dealer-key-not-set', slug);
      return c.json({ error: ERRORS.keyNotSet }, 503);
    }
    const given = /^Bearer +(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!given) return c.json({ error: ERRORS.noKey }, 401, { 'WWW-Authenticate': 'Bearer realm="payment-requests"' });
    if (!isDealerKey(given, key)) {
      logEvent('online-payment.wrong-dealer-key', slug);
      return c.json({ error: ERRORS.wrongKey }, 403);
    }
    return next();
  });

  return new Hono()
    .post(
      PAYMENT_API_ROUTES.dealerPaymentRequests,
      postingTenant(deps.tenants, ERRORS.origin),
      deps.perAddress,
      dealerKey,
      mediaType(['application/json'], ERRORS.contentType),
      bodySize(MAX_BODY_BYTES, ERRORS.tooLarge),
      jsonBody(MAX_BODY_BYTES, ERRORS),
      async (c) => {
        const site = sites.get(c.var.tenant.slug);
        if (!site?.onlinePayment) return c.json({ error: ERRORS.host }, 404);
        const { maximum, requestDays } = site.onlinePayment;
        const parsed = v.safeParse(paymentRequestSchema(maximum), c.var.body);
        if (!parsed.success)
          return c.json(
            { error: PAYMENT_REQUEST_FIELD_MESSAGES.fixErrors, errors: issuesByField(parsed.issues, 'body') },
            422,
          );
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
              return c.json({ error: used, errors: { reference: used } }, 409);
            }
            const answer = dealerAnswer(request, await links.link(new URL(site.domain).origin, request));
            if (!created) return c.json(answer, 200, { 'Idempotent-Replayed': 'true' });
            logEvent('online-payment.requested', site.slug, { request: request.id });
            return c.json(answer, 201);
          },
          () => c.json({ error: ERRORS.unavailable }, 503),
        );
      },
    )
    .all(
      PAYMENT_API_ROUTES.dealerPaymentRequests,
      methodNotAllowed(['POST'], 'Method not allowed: create a payment request with POST.'),
    );
}
