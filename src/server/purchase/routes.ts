import { Hono, type Context } from 'hono';
import { CHECKOUT_API_ROUTES } from '../../checkout-api-paths.ts';
import type { Car } from '../../catalog/schema/car.ts';
import { canBuyOnline } from '../../domain/car/visibility.ts';
import { PURCHASE_MESSAGES, type AnsweredStep } from '../../domain/purchase/journey.ts';
import { ANSWERED_STEPS, mayAnswer, NO_CHOICES } from '../../domain/purchase/journey-progress.ts';
import { RESERVATION_MESSAGES } from '../../domain/reservations/checkout.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { signedInUser } from '../account/session-guard.ts';
import { DEFAULT_SESSION_LIFETIMES, type SessionLifetimes } from '../account/sessions.ts';
import type { LiveStock } from '../cars/stock.ts';
import { failed } from '../error-answers.ts';
import type { PostcodeGeocoder } from '../geocoding/geocoder.ts';
import { writeCarLead, type CarLeadDeps } from '../leads/car-leads.ts';
import { bodySize, jsonBody, mediaType } from '../middleware/json-body.ts';
import { methodNotAllowed } from '../middleware/method-not-allowed.ts';
import { postingTenant, readingTenant } from '../middleware/tenant.ts';
import { tenantCors } from '../middleware/tenant-cors.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { ReservationStore, type Reservation } from '../reservations/store.ts';
import { guarded, logEvent } from '../route-log.ts';
import type { Database } from '../storage/database.ts';
import type { ApiTenant } from '../tenancy/api-tenant.ts';
import { purchaseAnswer } from './answers.ts';
import { dealerJourneyRoutes } from './dealer-routes.ts';
import { prepareStep } from './steps.ts';
import { PurchaseJourneyStore, type PurchaseJourney } from './store.ts';

export interface PurchaseApiOptions extends CarLeadDeps {
  db: Database;
  tenants: readonly ApiTenant[];
  /** Each tenant's site.json: the cars it sells online, its deposit, its on-road costs and delivery fees. */
  sites: readonly Site[];
  stock: LiveStock;
  /** The deposit's processor, as the page's card field shows it (the deposit itself is POST /reservations). */
  payments: PaymentProvider;
  /** Where the buyer's postcode is, for the delivery fee by distance. */
  geocoder: PostcodeGeocoder;
  /** Each site's dealer key by tenant slug (dealerKeysFromEnv): the dealer reads the journeys with it. */
  dealerKeys: ReadonlyMap<string, string>;
  lifetimes?: SessionLifetimes;
}

const MAX_BODY_BYTES = 4096;

const ERRORS = {
  host: 'No dealer website is served here.',
  origin: 'A purchase is changed only from the dealer’s own website.',
  contentType: 'Send the step as JSON (Content-Type: application/json).',
  tooLarge: `A purchase step is ${MAX_BODY_BYTES} bytes at most.`,
  notJson: 'The step arrived garbled (not valid JSON). Please try again.',
  step: `There is no such step. The steps answered here are ${ANSWERED_STEPS.join(', ')}.`,
  deposit: 'The deposit is paid through POST /api/reservations with journey "purchase".',
} as const;

/** The car, the shopper's journey for it and the reservation its deposit holds (held or confirmed), if any. */
interface OpenJourney {
  car: Car;
  journey: PurchaseJourney | null;
  reservation: Reservation | null;
}

/**
 * The online purchase (spec §2 /checkout-journey?car_id={slug}), for a signed-in shopper on
 * every site, since the journey is kept per shopper across their devices: GET /purchase/:slug
 * answers the car and the journey so far (writing nothing); POST /purchase/:slug/steps/:step
 * answers one step (drive-away, trade-in, finance, delivery) in order, an earlier one again
 * when the shopper goes back. The deposit, the last step, is POST /reservations with journey
 * 'purchase'. The dealer reads the journeys with its key (dealer-routes.ts).
 */
export function purchaseRoutes(options: PurchaseApiOptions) {
  const { db, tenants, stock, payments, geocoder } = options;
  const journeys = new PurchaseJourneyStore(db);
  const reservations = new ReservationStore(db);
  const sites = new Map(options.sites.map((site) => [site.slug, site]));
  const user = signedInUser(db, options.lifetimes ?? DEFAULT_SESSION_LIFETIMES, (c, why) =>
    why === 'visitor' ? failed(c, 401, PURCHASE_MESSAGES.signIn) : failed(c, 503, PURCHASE_MESSAGES.unavailable),
  );

  /**
   * The car if the site sells it online and no one else holds it, with the shopper's journey;
   * else the refusal. The shopper's own paid journey is shown whatever the car's state since.
   */
  async function open(c: Context, site: Site, slug: string, userId: string): Promise<OpenJourney | Response> {
    const car = await stock.car(site.slug, slug);
    if (!car) return failed(c, 404, PURCHASE_MESSAGES.notFound);
    const journey = await journeys.get({ tenant: site.slug, userId, carSlug: car.slug });
    const paid = journey?.reservation_id ? await reservations.get(journey.reservation_id) : null;
    const reservation = paid && ['held', 'confirmed'].includes(paid.status) ? paid : null;
    if (!reservation) {
      if (!canBuyOnline(car, site.features.onlineBuying)) return failed(c, 404, PURCHASE_MESSAGES.notFound);
      if (car.reserved || (await reservations.reservedSlugs(site.slug, [car.slug])).size > 0)
        return failed(c, 409, RESERVATION_MESSAGES.alreadyReserved, { reserved: true });
    }
    return { car, journey, reservation };
  }

  const guard = (c: Context, event: string, tenant: string, work: () => Promise<Response>) =>
    guarded(event, tenant, work, () => failed(c, 503, PURCHASE_MESSAGES.unavailable));

  /** One step answered: checked, then stored with the lead it sends in one transaction. */
  async function answer(
    c: Context,
    site: Site,
    opened: OpenJourney,
    step: AnsweredStep,
    userId: string,
    body: unknown,
  ) {
    const { car, journey } = opened;
    if (opened.reservation) return failed(c, 409, PURCHASE_MESSAGES.paid);
    const choices = journey?.choices ?? NO_CHOICES;
    if (!mayAnswer(step, choices)) return failed(c, 409, PURCHASE_MESSAGES.stepOrder);
    const prepared = await prepareStep(step, body, { site, car, choices, geocoder });
    if (typeof prepared !== 'function') return c.json(prepared.body, prepared.status);
    const key = { tenant: site.slug, userId, carSlug: car.slug };
    const saved = await journeys.change(key, async (tx, current, save) => {
      // the order again, on the journey as locked: another device may have moved it on
      const now = current?.choices ?? NO_CHOICES;
      if (!mayAnswer(step, now)) return null;
      const change = prepared(now);
      if (change.lead) await writeCarLead(tx, options, change.lead);
      return save(change.choices, change.lead?.id);
    });
    if (!saved) return failed(c, 409, PURCHASE_MESSAGES.stepOrder);
    logEvent('purchase.step', site.slug, { journey: saved.id, step });
    return c.json(purchaseAnswer(car, site, payments.browserConfig(), saved, null));
  }

  return new Hono()
    .use(CHECKOUT_API_ROUTES.purchase, tenantCors(tenants, { methods: ['GET'] }))
    .use(CHECKOUT_API_ROUTES.purchaseStep, tenantCors(tenants, { methods: ['POST'], allowHeaders: ['Content-Type'] }))
    .get(CHECKOUT_API_ROUTES.purchase, readingTenant(tenants, ERRORS.host), user, async (c) => {
      const site = sites.get(c.var.tenant.slug);
      if (!site) return failed(c, 404, ERRORS.host);
      return guard(c, 'purchase.read', site.slug, async () => {
        const opened = await open(c, site, c.req.param('slug'), c.var.user.id);
        if (opened instanceof Response) return opened;
        const { car, journey, reservation } = opened;
        return c.json(purchaseAnswer(car, site, payments.browserConfig(), journey, reservation));
      });
    })
    .post(
      CHECKOUT_API_ROUTES.purchaseStep,
      postingTenant(tenants, ERRORS.origin),
      mediaType(['application/json'], ERRORS.contentType),
      bodySize(MAX_BODY_BYTES, ERRORS.tooLarge),
      jsonBody(MAX_BODY_BYTES, ERRORS),
      user,
      async (c) => {
        const site = sites.get(c.var.tenant.slug);
        if (!site) return failed(c, 404, ERRORS.host);
        const step = c.req.param('step');
        if (step === 'deposit') return failed(c, 400, ERRORS.deposit);
        const answered = ANSWERED_STEPS.find((known) => known === step);
        if (!answered) return failed(c, 404, ERRORS.step);
        return guard(c, 'purchase.step', site.slug, async () => {
          const opened = await open(c, site, c.req.param('slug'), c.var.user.id);
          if (opened instanceof Response) return opened;
          return answer(c, site, opened, answered, c.var.user.id, c.var.body);
        });
      },
    )
    .all(
      CHECKOUT_API_ROUTES.purchase,
      methodNotAllowed(['GET', 'OPTIONS'], 'Method not allowed: read a purchase with GET.'),
    )
    .all(
      CHECKOUT_API_ROUTES.purchaseStep,
      methodNotAllowed(['POST', 'OPTIONS'], 'Method not allowed: answer a step with POST.'),
    )
    .route('/', dealerJourneyRoutes({ journeys, sites, tenants, stock, dealerKeys: options.dealerKeys }));
}
