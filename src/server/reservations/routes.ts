import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import { CHECKOUT_API_ROUTES } from '../../checkout-api-paths.ts';
import type { Car } from '../../catalog/schema/car.ts';
import { signInGate } from '../../domain/account/gating.ts';
import { FORM_MESSAGES } from '../../domain/forms/messages.ts';
import { PURCHASE_MESSAGES } from '../../domain/purchase/journey.ts';
import {
  CHECKOUT_JOURNEYS,
  depositCents,
  offersJourney,
  RESERVATION_MESSAGES,
  VERIFICATION_REPLACED,
  type ReservationJourney,
} from '../../domain/reservations/checkout.ts';
import { RESERVATION_ACTIONS, type ReservationActionName } from '../../domain/reservations/reservation-actions.ts';
import { isSameShopper, type PayingShopper } from '../../domain/reservations/same-shopper.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { SESSION_COOKIE_NAME } from '../account/session-cookie.ts';
import { DEFAULT_SESSION_LIFETIMES, liveSession, type SessionLifetimes } from '../account/sessions.ts';
import type { LiveStock } from '../cars/stock.ts';
import { systemClock, type Clock } from '../clock.ts';
import { idempotencyKey } from '../leads/idempotency-key.ts';
import { requestHash } from '../leads/request-hash.ts';
import { bodySize, jsonBody, mediaType } from '../middleware/json-body.ts';
import { methodNotAllowed } from '../middleware/method-not-allowed.ts';
import { postingTenant, readingTenant } from '../middleware/tenant.ts';
import { tenantCors } from '../middleware/tenant-cors.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { KeyedHash } from '../privacy/keyed-hash.ts';
import { purchaseDeposit, type PurchaseDeposit } from '../purchase/deposit.ts';
import { PurchaseJourneyStore } from '../purchase/store.ts';
import { guarded, logEvent } from '../route-log.ts';
import { issuesByField } from '../schema-issues.ts';
import type { Database } from '../storage/database.ts';
import type { ApiTenant } from '../tenancy/api-tenant.ts';
import { checkoutAnswer, reservationAnswer, reservationView, verificationAnswer } from './answers.ts';
import { holdDeposit } from './hold.ts';
import { ReservationLinks } from './links.ts';
import { takeReservationAction } from './actions.ts';
import { ReservationRequestSchema } from '../../domain/reservations/reservation-request.ts';
import type { ReservationNotices } from './notices.ts';
import { settleOwedPayments } from './payments-owed.ts';
import { ReservationStore, type Reservation } from './store.ts';
import { awaitVerification, finishVerification, type VerificationDeps } from './verification.ts';
import { failed } from '../error-answers.ts';

export interface ReservationApiOptions {
  db: Database;
  hash: KeyedHash;
  tenants: readonly ApiTenant[];
  /** Each tenant's site.json: the deposit, the journeys it offers, its sign-in switch, its dealer. */
  sites: readonly Site[];
  stock: LiveStock;
  payments: PaymentProvider;
  notices?: ReservationNotices;
  lifetimes?: SessionLifetimes;
  /** What the hold's 48 hours and the links' expiry are measured by (tests move it). */
  clock?: Clock;
}

const MAX_BODY_BYTES = 8192;

const ERRORS = {
  host: 'No dealer website is served here.',
  origin: 'Reservations are taken only from the dealer’s own website.',
  contentType: 'Send the reservation as JSON (Content-Type: application/json).',
  tooLarge: `A reservation is ${MAX_BODY_BYTES} bytes at most.`,
  notJson: 'The reservation arrived garbled (not valid JSON). Please try again.',
  keyMissing: 'An Idempotency-Key header is required: one new key for each payment attempt.',
  keyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters without spaces.',
  keyReused: 'This Idempotency-Key was already used for another reservation. Send a new key for a new attempt.',
  inFlight: 'This reservation is being made. Please wait a moment.',
  signIn: 'Please sign in to reserve this car.',
  journey: `Please send journey as one of ${CHECKOUT_JOURNEYS.join(', ')}.`,
  link: 'This link is not valid. Please use the link in your e-mail as it was sent.',
  linkExpired: 'This link has expired.',
  notNow: 'This reservation cannot be changed that way now.',
  unavailable: 'Reservations cannot be read just now. Please try again shortly.',
} as const;

const TokenRequest = v.strictObject({ token: v.pipe(v.string('Please send token as text.'), v.maxLength(1000)) });

/** What a retry of the same request is told it is: 'Idempotent-Replayed'. */
const REPLAYED = { 'Idempotent-Replayed': 'true' } as const;
/**
 * Reserving a car (spec §2 /cars/{slug}/checkout and /buy-online, §9 the deposit held 48
 * hours): GET /reservations/car/:slug says what the checkout page shows; POST /reservations
 * takes the car for the shopper (a row the database keeps to one per car), then has the
 * processor authorise the deposit with the card's token, and holds the car for 48 hours. When
 * the card's bank asks the shopper to verify the payment (Stripe's 3-D Secure) the car is kept
 * for them meanwhile and the page is answered 202 with the check to show; the same request
 * again (its Idempotency-Key and body) then finishes it as the processor says. The dealer's and
 * the shopper's e-mailed links read a reservation (GET /reservations/link) and confirm, release
 * or cancel it by POST, never on GET (mail scanners follow links).
 */
export function reservationRoutes(options: ReservationApiOptions) {
  const { db, tenants, stock, payments } = options;
  const clock = options.clock ?? systemClock;
  const store = new ReservationStore(db);
  const journeys = new PurchaseJourneyStore(db);
  const links = new ReservationLinks(options.hash);
  const sites = new Map(options.sites.map((site) => [site.slug, site]));
  const lifetimes = options.lifetimes ?? DEFAULT_SESSION_LIFETIMES;
  const actionDeps = { store, payments, notices: options.notices, clock };
  const verificationDeps: VerificationDeps = {
    store,
    journeys,
    links,
    notices: options.notices,
    clock,
    payments,
    stock,
  };

  /** The signed-in shopper's user id on this site, or null for a visitor. */
  async function userId(c: Context, tenant: string): Promise<string | null> {
    const id = getCookie(c, SESSION_COOKIE_NAME, 'host');
    if (!id) return null;
    return (await liveSession(db, tenant, id, lifetimes))?.user.id ?? null;
  }

  /** The car if this path may reserve it right now (feed and reservations both), else the refusal. */
  async function reservable(c: Context, site: Site, slug: string, journey: ReservationJourney) {
    const car = await stock.car(site.slug, slug);
    if (!car || !offersJourney(journey, { ...car, reserved: false }, site.features))
      return failed(c, 404, journey === 'purchase' ? PURCHASE_MESSAGES.notFound : RESERVATION_MESSAGES.notFound);
    if (car.reserved || (await store.reservedSlugs(site.slug, [slug])).size > 0)
      return failed(c, 409, RESERVATION_MESSAGES.alreadyReserved, { reserved: true });
    return car;
  }

  const guard = (c: Context, event: string, tenant: string, work: () => Promise<Response>) =>
    guarded(event, tenant, work, () => failed(c, 503, ERRORS.unavailable));

  const app = new Hono()
    .use(
      '/reservations/*',
      tenantCors(tenants, { methods: ['GET', 'POST'], allowHeaders: ['Content-Type', 'Idempotency-Key'] }),
    )
    .use(
      CHECKOUT_API_ROUTES.reservations,
      tenantCors(tenants, { methods: ['POST'], allowHeaders: ['Content-Type', 'Idempotency-Key'] }),
    )
    .get(CHECKOUT_API_ROUTES.checkoutCar, readingTenant(tenants, ERRORS.host), async (c) => {
      const site = sites.get(c.var.tenant.slug);
      if (!site) return failed(c, 404, ERRORS.host);
      const journey = c.req.query('journey') ?? 'checkout';
      if (!v.is(v.picklist(CHECKOUT_JOURNEYS), journey)) return failed(c, 400, ERRORS.journey);
      return guard(c, 'reservations.car', site.slug, async () => {
        const car = await reservable(c, site, c.req.param('slug'), journey);
        if (car instanceof Response) return car;
        return c.json(checkoutAnswer(car, site, payments.browserConfig()));
      });
    })
    .post(
      CHECKOUT_API_ROUTES.reservations,
      postingTenant(tenants, ERRORS.origin),
      mediaType(['application/json'], ERRORS.contentType),
      bodySize(MAX_BODY_BYTES, ERRORS.tooLarge),
      idempotencyKey(ERRORS),
      jsonBody(MAX_BODY_BYTES, ERRORS),
      async (c) => {
        const site = sites.get(c.var.tenant.slug);
        if (!site) return failed(c, 404, ERRORS.host);
        const parsed = v.safeParse(ReservationRequestSchema, c.var.body);
        if (!parsed.success) {
          const errors = issuesByField(parsed.issues, 'body');
          return c.json({ error: FORM_MESSAGES.fixErrors, errors }, 422);
        }
        const request = parsed.output;
        return guard(c, 'reservations.create', site.slug, async () => {
          const user = await userId(c, site.slug);
          // a purchase is kept per shopper, so its deposit is a signed-in shopper's on every site
          if (!user && request.journey === 'purchase') return failed(c, 401, PURCHASE_MESSAGES.signIn);
          if (!user && signInGate('checkout', site.features.signIn)) return failed(c, 401, ERRORS.signIn);
          const hash = requestHash({ ...request, user });
          // a retry is answered as the first request was, whatever the car's state since
          const earlier = await store.byKey(site.slug, c.var.idempotencyKey, hash);
          if (earlier?.kind === 'replay') return replay(c, site, earlier.reservation);
          if (earlier?.kind === 'mismatch') return keyReused(c);
          // the details' entries are the lead forms' field schemas, typed as the forms' values
          const detail = (name: string) => String((request as Record<string, unknown>)[name] ?? '');
          await replaceOwnCheck(site, request.car, { userId: user, email: detail('email') });
          const car = await reservable(c, site, request.car, request.journey);
          if (car instanceof Response) return car;
          const purchase =
            user && request.journey === 'purchase' ? await purchaseDeposit(journeys, site, car, user) : null;
          if (request.journey === 'purchase' && !purchase) return failed(c, 409, PURCHASE_MESSAGES.stepOrder);
          const { payment_token: token } = request;
          const taken = await store.take({
            tenant: site.slug,
            carSlug: car.slug,
            journey: request.journey,
            amountCents: depositCents(site.features.reserve),
            currency: 'aud',
            userId: user,
            name: detail('name'),
            lastName: detail('last_name'),
            email: detail('email'),
            phone: detail('phone'),
            provider: payments.name,
            paymentToken: token,
            idempotencyKey: c.var.idempotencyKey,
            requestHash: hash,
            createdAt: clock.now(),
          });
          if (taken.kind === 'car-reserved') {
            logEvent('reservations.car-reserved', site.slug, { car: car.slug });
            return failed(c, 409, RESERVATION_MESSAGES.alreadyReserved, { reserved: true });
          }
          if (taken.kind === 'mismatch') return keyReused(c);
          if (taken.kind === 'replay') return replay(c, site, taken.reservation);
          return authorise(c, site, car, taken.reservation, purchase);
        });
      },
    )
    .all(
      CHECKOUT_API_ROUTES.reservations,
      methodNotAllowed(['POST', 'OPTIONS'], 'Method not allowed: reserve with POST.'),
    )
    .get(CHECKOUT_API_ROUTES.reservationLink, readingTenant(tenants, ERRORS.host), async (c) => {
      const slug = c.var.tenant.slug;
      return guard(c, 'reservations.link', slug, async () => {
        const found = await fromLink(c, slug, c.req.query('token') ?? '');
        if (found instanceof Response) return found;
        const { reservation, role } = found;
        const site = sites.get(slug);
        if (!site) return failed(c, 404, ERRORS.host);
        const car = await stock.car(slug, reservation.car_slug);
        return c.json(reservationView(reservation, role, site, car));
      });
    });

  const actionPaths = {
    confirm: CHECKOUT_API_ROUTES.reservationConfirm,
    release: CHECKOUT_API_ROUTES.reservationRelease,
    cancel: CHECKOUT_API_ROUTES.reservationCancel,
  } as const satisfies Record<ReservationActionName, string>;
  for (const action of Object.keys(actionPaths) as ReservationActionName[]) {
    const rule = RESERVATION_ACTIONS[action];
    const path = actionPaths[action];
    app.post(
      path,
      postingTenant(tenants, ERRORS.origin),
      mediaType(['application/json'], ERRORS.contentType),
      jsonBody(MAX_BODY_BYTES, ERRORS),
      async (c) => {
        const slug = c.var.tenant.slug;
        const body = v.safeParse(TokenRequest, c.var.body);
        if (!body.success) return failed(c, 422, ERRORS.link);
        return guard(c, `reservations.${action}`, slug, async () => {
          const found = await fromLink(c, slug, body.output.token);
          if (found instanceof Response) return found;
          if (found.role !== rule.role) return failed(c, 403, ERRORS.link);
          const site = sites.get(slug);
          if (!site) return failed(c, 404, ERRORS.host);
          const car = await stock.car(slug, found.reservation.car_slug);
          // a confirmed reservation's e-mail carries the shopper's cancel link again
          const shopperLink =
            rule.to === 'confirmed' ? (await links.urls(site, found.reservation, clock.now())).shopper : null;
          const settled = await takeReservationAction(
            actionDeps,
            action,
            found.reservation,
            site,
            car,
            shopperLink ? { shopper: shopperLink } : null,
          );
          if (!settled) return failed(c, 409, ERRORS.notNow, { status: found.reservation.status });
          logEvent(`reservations.${action}`, slug, { reservation: settled.id });
          return c.json(reservationView(settled, found.role, site, car));
        });
      },
    );
    app.all(
      path,
      methodNotAllowed(['POST', 'OPTIONS'], 'Method not allowed: this changes a reservation, so it is a POST.'),
    );
  }

  /** The reservation and the role a link's token stands for, or the refusal. */
  async function fromLink(c: Context, tenant: string, token: string) {
    const link = await links.read(token);
    if (!link || link.t !== tenant) return failed(c, 404, ERRORS.link);
    if (link.x * 1000 < clock.now().getTime()) return failed(c, 410, ERRORS.linkExpired);
    const reservation = await store.get(link.r);
    if (!reservation || reservation.tenant !== tenant) return failed(c, 404, ERRORS.link);
    return { reservation, role: link.k };
  }

  /**
   * The shopper's own bank check still keeping the car (Stripe.js failed on their page, say, and
   * they try again under a new Idempotency-Key): their new attempt takes its place, rather than
   * being told the car is someone else's until the check's time is up. The waiting reservation is
   * declined and its payment cancelled (asked again by the reservation worker if the processor
   * cannot be asked now), then the new attempt goes on as any other. Another shopper's check keeps
   * the car.
   */
  async function replaceOwnCheck(site: Site, carSlug: string, shopper: PayingShopper): Promise<void> {
    const waiting = await store.verifyingFor(site.slug, carSlug);
    if (!waiting || !isSameShopper({ userId: waiting.user_id, email: waiting.email }, shopper)) return;
    const replaced = await store.failVerification({ id: waiting.id }, VERIFICATION_REPLACED, clock.now());
    if (replaced.length === 0) return; // finished meanwhile (the page, the webhook or the expiry)
    logEvent('reservations.verification-replaced', site.slug, { reservation: waiting.id });
    await settleOwedPayments(store, payments, replaced);
  }

  function keyReused(c: Context) {
    return failed(c, 422, ERRORS.keyReused, { errors: { 'Idempotency-Key': ERRORS.keyReused } });
  }

  /** The answer a retry of the same request gets: what the first one came to, or, while the bank checks, where that stands. */
  async function replay(c: Context, site: Site, reservation: Reservation): Promise<Response> {
    if (reservation.status === 'verifying') return finishing(c, site, reservation);
    if (reservation.status === 'authorising')
      return c.json({ error: ERRORS.inFlight }, 409, { ...REPLAYED, 'Retry-After': '2' });
    if (reservation.status === 'declined')
      return c.json({ error: reservation.decline_message ?? RESERVATION_MESSAGES.paymentUnavailable }, 402, REPLAYED);
    if (reservation.status === 'failed')
      return c.json({ error: RESERVATION_MESSAGES.paymentUnavailable }, 503, REPLAYED);
    return c.json(
      reservationAnswer(reservation, site, await stock.car(site.slug, reservation.car_slug)),
      201,
      REPLAYED,
    );
  }

  /**
   * The page sent its request again after the bank's check (or while waiting for it): the
   * processor says how it stands (a processor that cannot be asked is the route's 503, and the
   * reservation keeps waiting): held 201, declined 402, still to do 202, deciding 409.
   */
  async function finishing(c: Context, site: Site, reservation: Reservation): Promise<Response> {
    const outcome = await finishVerification(verificationDeps, reservation, site);
    if (outcome.kind === 'waiting')
      return c.json(verificationAnswer(outcome.reservation, outcome.clientSecret), 202, REPLAYED);
    if (outcome.kind === 'held')
      return c.json(reservationAnswer(outcome.reservation, site, outcome.car), 201, REPLAYED);
    if (outcome.kind === 'declined') return c.json({ error: outcome.message }, 402, REPLAYED);
    if (outcome.kind === 'processing')
      return c.json({ error: ERRORS.inFlight }, 409, { ...REPLAYED, 'Retry-After': '2' });
    const now = await store.get(reservation.id);
    return now && now.status !== 'verifying' ? replay(c, site, now) : failed(c, 409, ERRORS.notNow);
  }

  async function authorise(
    c: Context,
    site: Site,
    car: Car,
    reservation: Reservation,
    purchase: PurchaseDeposit | null,
  ) {
    let result;
    try {
      result = await payments.authorise({
        token: reservation.payment_token,
        amountCents: reservation.amount_cents,
        currency: 'aud',
        // ours, so a retry of this reservation never takes a second deposit
        idempotencyKey: `reservation-${reservation.id}`,
        description: `Reservation deposit: ${car.stocknum ?? car.slug}, ${site.name}`,
        metadata: { reservation: reservation.id, tenant: site.slug, car: car.slug },
      });
    } catch (error) {
      await store.fail(reservation.id, 'failed', null, clock.now());
      logEvent('reservations.payment-failed', site.slug, {
        reservation: reservation.id,
        error: error instanceof Error ? error.name : 'Error',
      });
      return failed(c, 503, RESERVATION_MESSAGES.paymentUnavailable);
    }
    if (result.outcome === 'declined') {
      await store.fail(reservation.id, 'declined', result.message, clock.now());
      logEvent('reservations.declined', site.slug, { reservation: reservation.id });
      return failed(c, 402, result.message);
    }
    if (result.outcome === 'requires_action') {
      // the bank's check: the car stays the shopper's while the page shows it, then the same request finishes it
      const waiting = await awaitVerification(verificationDeps, reservation, result.paymentId);
      if (!waiting) return failed(c, 409, ERRORS.notNow);
      return c.json(verificationAnswer(waiting, result.clientSecret), 202);
    }
    const held = await holdDeposit(verificationDeps, reservation, result.paymentId, site, car, purchase);
    if (!held) return failed(c, 409, ERRORS.notNow);
    return c.json(reservationAnswer(held, site, car), 201);
  }

  return app;
}
