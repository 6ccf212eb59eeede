import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import { signInGate } from '../../domain/account/gating.ts';
import { FORM_MESSAGES } from '../../domain/forms/messages.ts';
import { PayRequestSchema } from '../../domain/online-payment/pay-request.ts';
import { paymentRequestState } from '../../domain/online-payment/request-state.ts';
import { expiredMessage, ONLINE_PAYMENT_MESSAGES } from '../../domain/online-payment/texts.ts';
import { RESERVATION_MESSAGES } from '../../domain/reservations/checkout.ts';
import { isSameShopper } from '../../domain/reservations/same-shopper.ts';
import { PAYMENT_API_ROUTES } from '../../payment-api-paths.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { SESSION_COOKIE_NAME } from '../account/session-cookie.ts';
import { DEFAULT_SESSION_LIFETIMES, liveSession, type SessionLifetimes } from '../account/sessions.ts';
import { systemClock, type Clock } from '../clock.ts';
import { idempotencyKey } from '../leads/idempotency-key.ts';
import { requestHash } from '../leads/request-hash.ts';
import { bodySize, jsonBody, mediaType } from '../middleware/json-body.ts';
import { methodNotAllowed } from '../middleware/method-not-allowed.ts';
import { addressRateLimit, type ClientAddress } from '../middleware/rate-limit.ts';
import type { RateLimit } from '../middleware/rate-limiter.ts';
import { SharedTokenBuckets } from '../middleware/shared-token-buckets.ts';
import { postingTenant, readingTenant } from '../middleware/tenant.ts';
import { tenantCors } from '../middleware/tenant-cors.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { KeyedHash } from '../privacy/keyed-hash.ts';
import { guarded } from '../route-log.ts';
import { issuesByField } from '../schema-issues.ts';
import type { Database } from '../storage/database.ts';
import type { ApiTenant } from '../tenancy/api-tenant.ts';
import { dealerTime, paidAnswer, receiptAnswer, requestAnswer, verificationAnswer } from './answers.ts';
import { chargeAttempt, checkLapsed, finishCheck, type ChargeDeps, type ChargeOutcome } from './charge.ts';
import { dealerRoutes } from './dealer-routes.ts';
import { PaymentRequestLinks } from './links.ts';
import type { PaymentReceipts } from './receipt.ts';
import { PaymentRequestStore, type PaymentRequest } from './store.ts';
import { failed } from '../error-answers.ts';

/** Requests per client address and site: each limit a token bucket (burst, refilled over perSeconds). */
export interface OnlinePaymentLimits {
  /** Reading a request (the page's load): ONLINE_PAYMENT_LIMITS.read unless set; null: none. */
  read?: RateLimit | null;
  /** Paying (each a card tried): ONLINE_PAYMENT_LIMITS.pay unless set (PAYMENT_RATE_LIMIT_IP). */
  pay?: RateLimit | null;
  /** Creating requests with the dealer key: ONLINE_PAYMENT_LIMITS.dealer unless set. */
  dealer?: RateLimit | null;
}

export interface OnlinePaymentApiOptions {
  db: Database;
  hash: KeyedHash;
  tenants: readonly ApiTenant[];
  /** Each tenant's site.json: its onlinePayment settings, its sign-in switch, its name and contact. */
  sites: readonly Site[];
  payments: PaymentProvider;
  /** Each online-paying site's dealer key by tenant slug (dealerKeysFromEnv); a site without one refuses to create requests. */
  dealerKeys: ReadonlyMap<string, string>;
  /** Queues a paid request's receipt e-mail; without it nothing is e-mailed (tests of the payment alone). */
  receipts?: PaymentReceipts;
  clientAddress?: ClientAddress;
  limits?: OnlinePaymentLimits;
  lifetimes?: SessionLifetimes;
  /** What the requests' expiry is measured by (tests move it). */
  clock?: Clock;
}

/**
 * The default limits: a page load reads a request once (as cheap as a car's view.json, and
 * limited as it is); a shopper tries a card or two (many attempts from one address is card
 * testing, which Stripe's guidance says to stop early); a dealer's system makes requests one by one.
 */
export const ONLINE_PAYMENT_LIMITS = {
  read: { burst: 120, perSeconds: 60 },
  pay: { burst: 10, perSeconds: 600 },
  dealer: { burst: 60, perSeconds: 600 },
} as const satisfies Record<keyof OnlinePaymentLimits, RateLimit>;

/** Attempts one request may have (declined or not): past them the shopper is asked to contact the dealer. */
const MAX_ATTEMPTS = 10;

/** An attempt 'paying' this long has lost its process (the processor answers within 20 s): it is finished by whoever comes next. */
const STALE_ATTEMPT_MS = 2 * 60_000;

const MAX_BODY_BYTES = 4096;

const ERRORS = {
  host: 'No dealer website is served here.',
  origin: 'Payments are taken only from the dealer’s own website.',
  contentType: 'Send the payment as JSON (Content-Type: application/json).',
  tooLarge: `A payment is ${MAX_BODY_BYTES} bytes at most.`,
  notJson: 'The payment arrived garbled (not valid JSON). Please try again.',
  keyMissing: 'An Idempotency-Key header is required: one new key for each payment attempt.',
  keyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters without spaces.',
  keyReused: 'This Idempotency-Key was already used for another payment. Send a new key for a new attempt.',
  unavailable: RESERVATION_MESSAGES.paymentUnavailable,
} as const;

/** What a retry of the same attempt is told it is. */
const REPLAYED = { 'Idempotent-Replayed': 'true' } as const;

/**
 * spec §2 /online-payment: the dealer creates a payment request (dealer-routes.ts) and sends
 * its signed link; GET /payment-requests?token= shows the request the link stands for, or why
 * it cannot be paid (404 unknown or altered, 410 expired, 409 paid); POST
 * /payment-requests/pay takes the payment (authorised and captured at once) with the card's
 * token from the processor's frame, and queues the receipt. When the card's bank asks the
 * shopper to verify the payment (Stripe's 3-D Secure) the request waits for them, answered 202
 * with the check to show; the same request again (its Idempotency-Key and body) then finishes it
 * as the processor says. Where the site gates online payment both answer 401 without a session.
 * Both are limited per client address.
 */
export function onlinePaymentRoutes(options: OnlinePaymentApiOptions) {
  const { db, tenants, payments } = options;
  const clock = options.clock ?? systemClock;
  const store = new PaymentRequestStore(db);
  const links = new PaymentRequestLinks(options.hash);
  const sites = new Map(options.sites.map((site) => [site.slug, site]));
  const lifetimes = options.lifetimes ?? DEFAULT_SESSION_LIFETIMES;
  const chargeDeps: ChargeDeps = { store, payments, receipts: options.receipts, clock };
  const limiter = (name: keyof OnlinePaymentLimits) => {
    const limit = options.limits?.[name] === undefined ? ONLINE_PAYMENT_LIMITS[name] : options.limits[name];
    return addressRateLimit(
      limit && new SharedTokenBuckets(db, { name: `online-payment-${name}`, limit, shopperHash: options.hash }),
      options.clientAddress,
      ONLINE_PAYMENT_MESSAGES.tooManyRequests,
    );
  };

  const guard = (c: Context, event: string, tenant: string, work: () => Promise<Response>) =>
    guarded(event, tenant, work, () => failed(c, 503, ERRORS.unavailable));

  /** Whether this request may go on: a session where the site gates online payment. */
  async function mayPay(c: Context, site: Site): Promise<boolean> {
    if (!signInGate('onlinePayment', site.features.signIn)) return true;
    const id = getCookie(c, SESSION_COOKIE_NAME, 'host');
    return id !== undefined && (await liveSession(db, site.slug, id, lifetimes)) !== null;
  }

  /** The request a link's token stands for on this site, or the 404 an unknown or altered one gets. */
  async function fromLink(c: Context, site: Site, token: string): Promise<PaymentRequest | Response> {
    const link = await links.read(token);
    const request = link && link.t === site.slug ? await store.get(link.r) : null;
    if (!request || request.tenant !== site.slug) return failed(c, 404, ONLINE_PAYMENT_MESSAGES.notValid);
    return request;
  }

  /** The answer for a request that cannot be paid now (paid, expired), or null when it can. */
  function unpayable(c: Context, site: Site, request: PaymentRequest): Response | null {
    const state = paymentRequestState(request, clock.now());
    if (state === 'paid') return c.json(paidAnswer(request, site), 409);
    if (state === 'expired')
      return failed(c, 410, expiredMessage(dealerTime(site, request.expires_at), site.name), {
        reference: request.reference,
      });
    return null;
  }

  function answerCharge(c: Context, site: Site, outcome: ChargeOutcome, headers: Record<string, string> = {}) {
    if (outcome.kind === 'paid') return c.json(receiptAnswer(outcome.request, site), 201, headers);
    if (outcome.kind === 'declined') return c.json({ error: outcome.message }, 402, headers);
    if (outcome.kind === 'verify')
      return c.json(verificationAnswer(outcome.request, outcome.clientSecret), 202, headers);
    if (outcome.kind === 'processing')
      return c.json({ error: ONLINE_PAYMENT_MESSAGES.inFlight }, 409, { ...headers, 'Retry-After': '2' });
    return c.json({ error: ERRORS.unavailable }, 503, headers);
  }

  /**
   * A retry of the latest attempt (its Idempotency-Key and body): answered as that attempt was,
   * or is; one waiting for its bank check (the page sends it again once the check is shown) is
   * finished as the processor says: paid 201, declined 402, still to do 202, deciding 409.
   */
  async function replay(c: Context, site: Site, request: PaymentRequest): Promise<Response> {
    if (request.status === 'paid') return c.json(receiptAnswer(request, site), 201, REPLAYED);
    if (request.status === 'paying' && request.verify_by)
      return answerCharge(c, site, await finishCheck(chargeDeps, request, site), REPLAYED);
    if (request.status === 'paying')
      return c.json({ error: ONLINE_PAYMENT_MESSAGES.inFlight }, 409, { ...REPLAYED, 'Retry-After': '2' });
    if (request.decline_message) return c.json({ error: request.decline_message }, 402, REPLAYED);
    return c.json({ error: ERRORS.unavailable }, 503, REPLAYED);
  }

  /**
   * The attempt in hand when a new one comes is finished first where it can be: one waiting for
   * its bank check as the processor says (cancelled when its time is up, or when the new attempt
   * is its own shopper's: the same receipt e-mail, after Stripe.js failed on their page, say);
   * one whose process died with its own token and keys (it may have paid).
   */
  async function finishEarlier(site: Site, request: PaymentRequest, email: string): Promise<PaymentRequest> {
    if (request.verify_by) {
      const own = isSameShopper({ userId: null, email: request.receipt_email ?? '' }, { userId: null, email });
      await finishCheck(chargeDeps, request, site, own);
    } else {
      const staleBefore = new Date(clock.now().getTime() - STALE_ATTEMPT_MS);
      const taken = await store.takeOverStale(request.id, staleBefore, clock.now());
      if (taken) await chargeAttempt(chargeDeps, taken, site);
    }
    return (await store.get(request.id)) ?? request;
  }

  /** A bank check whose time is up is finished when its request is next read (online payment has no worker). */
  async function finishLapsed(site: Site, request: PaymentRequest): Promise<PaymentRequest> {
    if (!checkLapsed(request, clock.now())) return request;
    await finishCheck(chargeDeps, request, site);
    return (await store.get(request.id)) ?? request;
  }

  const shopper = new Hono()
    .use(PAYMENT_API_ROUTES.paymentRequest, tenantCors(tenants, { methods: ['GET'], allowHeaders: ['Content-Type'] }))
    .use(
      PAYMENT_API_ROUTES.paymentRequestPay,
      tenantCors(tenants, { methods: ['POST'], allowHeaders: ['Content-Type', 'Idempotency-Key'] }),
    )
    .get(PAYMENT_API_ROUTES.paymentRequest, readingTenant(tenants, ERRORS.host), limiter('read'), async (c) => {
      const site = sites.get(c.var.tenant.slug);
      if (!site?.onlinePayment) return failed(c, 404, ONLINE_PAYMENT_MESSAGES.notTaken);
      return guard(c, 'online-payment.read', site.slug, async () => {
        if (!(await mayPay(c, site))) return failed(c, 401, ONLINE_PAYMENT_MESSAGES.signIn);
        const found = await fromLink(c, site, c.req.query('token') ?? '');
        if (found instanceof Response) return found;
        const request = await finishLapsed(site, found);
        return unpayable(c, site, request) ?? c.json(requestAnswer(request, site, payments.browserConfig()));
      });
    })
    .all(PAYMENT_API_ROUTES.paymentRequest, methodNotAllowed(['GET', 'OPTIONS'], 'Method not allowed: read with GET.'))
    .post(
      PAYMENT_API_ROUTES.paymentRequestPay,
      postingTenant(tenants, ERRORS.origin),
      limiter('pay'),
      mediaType(['application/json'], ERRORS.contentType),
      bodySize(MAX_BODY_BYTES, ERRORS.tooLarge),
      idempotencyKey(ERRORS),
      jsonBody(MAX_BODY_BYTES, ERRORS),
      async (c) => {
        const site = sites.get(c.var.tenant.slug);
        if (!site?.onlinePayment) return failed(c, 404, ONLINE_PAYMENT_MESSAGES.notTaken);
        const parsed = v.safeParse(PayRequestSchema, c.var.body);
        if (!parsed.success)
          return c.json({ error: FORM_MESSAGES.fixErrors, errors: issuesByField(parsed.issues, 'body') }, 422);
        const body = parsed.output;
        return guard(c, 'online-payment.pay', site.slug, async () => {
          if (!(await mayPay(c, site))) return failed(c, 401, ONLINE_PAYMENT_MESSAGES.signIn);
          let request = await fromLink(c, site, body.token);
          if (request instanceof Response) return request;
          const key = c.var.idempotencyKey;
          const hash = requestHash(body);
          if (request.idempotency_key === key) {
            if (request.request_hash !== hash)
              return failed(c, 422, ERRORS.keyReused, { errors: { 'Idempotency-Key': ERRORS.keyReused } });
            return replay(c, site, request);
          }
          if (request.status === 'paying') request = await finishEarlier(site, request, String(body.email));
          const refused = unpayable(c, site, request);
          if (refused) return refused;
          if (request.status === 'paying') return failed(c, 409, ONLINE_PAYMENT_MESSAGES.inFlight);
          if (request.attempts >= MAX_ATTEMPTS) return failed(c, 429, ONLINE_PAYMENT_MESSAGES.tooManyAttempts);
          const claimed = await store.claim(
            request.id,
            {
              idempotencyKey: key,
              requestHash: hash,
              provider: payments.name,
              paymentToken: body.payment_token,
              receiptEmail: String(body.email),
              at: clock.now(),
            },
            MAX_ATTEMPTS,
          );
          if (!claimed) {
            // another attempt got there first: say where it has got to
            const now = (await store.get(request.id)) ?? request;
            return unpayable(c, site, now) ?? failed(c, 409, ONLINE_PAYMENT_MESSAGES.inFlight);
          }
          return answerCharge(c, site, await chargeAttempt(chargeDeps, claimed, site));
        });
      },
    )
    .all(
      PAYMENT_API_ROUTES.paymentRequestPay,
      methodNotAllowed(['POST', 'OPTIONS'], 'Method not allowed: pay with POST.'),
    );

  const dealer = dealerRoutes({
    store,
    links,
    sites,
    tenants,
    dealerKeys: options.dealerKeys,
    perAddress: limiter('dealer'),
    clock,
  });
  return new Hono().route('/', dealer).route('/', shopper);
}
