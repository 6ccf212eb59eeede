import { Hono } from 'hono';
import { API_ROUTES } from '../../api-paths.ts';
import { GARAGE_API_ROUTES } from '../../garage-api-paths.ts';
import { accountRoutes, type AccountApiOptions } from '../account/routes.ts';
import { carRoutes, type CarApiOptions } from '../cars/routes.ts';
import { eventRoutes, type EventApiOptions } from '../events/routes.ts';
import { leadRoutes, type LeadApiOptions } from '../leads/routes.ts';
import { phoneRevealRoutes, type PhoneRevealApiOptions } from '../phone-reveals/routes.ts';
import { printRoutes, type PrintApiOptions } from '../print/routes.ts';
import { purchaseRoutes, type PurchaseApiOptions } from '../purchase/routes.ts';
import { myDataRoutes, type MyDataApiOptions } from '../account/my-data-routes.ts';
import { onlinePaymentRoutes, type OnlinePaymentApiOptions } from '../online-payment/routes.ts';
import { PAYMENT_API_ROUTES } from '../../payment-api-paths.ts';
import { accountReservationRoutes } from '../reservations/account-routes.ts';
import { reservationRoutes, type ReservationApiOptions } from '../reservations/routes.ts';
import { paymentWebhookRoutes, type PaymentWebhookOptions } from '../reservations/webhook.ts';
import { CHECKOUT_API_ROUTES } from '../../checkout-api-paths.ts';
import { DEALER_API_ROUTES } from '../../dealer-api-paths.ts';
import { savedSearchRoutes, type SavedSearchApiOptions } from '../saved-searches/routes.ts';
import { spinToWinRoutes, type SpinToWinApiOptions } from '../spin-to-win/routes.ts';
import { PROMO_API_ROUTES } from '../../promo-api-paths.ts';
import { watchlistRoutes, type WatchlistApiOptions } from '../watchlist/routes.ts';

export interface ApiOptions {
  /** The lead API's store, tenants and limits; without them POST /leads answers 503. */
  leads?: LeadApiOptions;
  /** The analytics sink (POST /events); without it events answer 503, which pages ignore. */
  events?: EventApiOptions;
  /** The vehicle page's live data (GET /cars/...): the tenants' feeds and the view counts. */
  cars?: CarApiOptions;
  /** POST /phone-reveals; without it reveals answer 503, which pages only log. */
  phoneReveals?: PhoneRevealApiOptions;
  /** The printable sheet and PDF of a car (GET /cars/:slug/print.json and print.pdf). */
  print?: PrintApiOptions;
  /** Phone sign-in and sessions (POST /sign-in/code, /sign-in/verify, /sign-out; GET /session). */
  account?: AccountApiOptions;
  /** spec §7 the watchlist of a signed-in shopper (POST /watchlist/save-car, /remove-car; GET /watchlist). */
  watchlist?: WatchlistApiOptions;
  /** The signed-in shopper's enquiries, Download my data and Delete my account (/account/...). */
  myData?: MyDataApiOptions;
  /** Saved searches, their alerts' address and the e-mails' confirm and unsubscribe links (/saved-searches, /alerts). */
  savedSearches?: SavedSearchApiOptions;
  /**
   * Reserving a car with a deposit, the reservation e-mails' links (/reservations...), and the
   * signed-in shopper's reservations in the garage (/account/reservations...).
   */
  reservations?: ReservationApiOptions;
  /** The signed-in shopper's online purchase of a car, step by step (/purchase...); its deposit is a reservation. The dealer reads the journeys with its key (/dealer/purchase-journeys). */
  purchase?: PurchaseApiOptions;
  /** The payment processor's webhook (Stripe only: the test processor has none). */
  paymentWebhook?: PaymentWebhookOptions;
  /** spec §2 /spin-to-win: the campaign and the shopper's spin (GET), a spin (POST). */
  spinToWin?: SpinToWinApiOptions;
  /** spec §2 /online-payment: the dealer's payment requests (POST, with its key), the request a link shows (GET) and its payment (POST). */
  onlinePayment?: OnlinePaymentApiOptions;
}

/**
 * The lead API, with paths relative to its mount point (/api). It touches no files and no
 * Node-only modules (the store is handed in), so it can be deployed alone to a serverless
 * runtime.
 */
export function createApiApp(options: ApiOptions = {}): Hono {
  const api = new Hono();
  api.use('*', async (c, next) => {
    await next();
    // answers are per request: no browser or CDN may reuse them
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  api.get(API_ROUTES.health, (c) => c.json({ status: 'ok' }));
  if (options.leads) api.route('/', leadRoutes(options.leads));
  else
    api.post(API_ROUTES.leads, (c) =>
      c.json({ error: 'Leads are not taken here: this server has no lead storage.' }, 503),
    );
  if (options.events) api.route('/', eventRoutes(options.events));
  else api.post(API_ROUTES.events, (c) => c.json({ error: 'Events are not taken here.' }, 503));
  if (options.print) api.route('/', printRoutes(options.print));
  else
    for (const path of [API_ROUTES.carPrint, API_ROUTES.carPrintPdf])
      api.get(path, (c) => c.json({ error: 'Print sheets are not made here.' }, 503));
  if (options.cars) api.route('/', carRoutes(options.cars));
  else api.get('/cars/*', (c) => c.json({ error: 'Live car data is not served here.' }, 503));
  if (options.phoneReveals) api.route('/', phoneRevealRoutes(options.phoneReveals));
  else api.post(API_ROUTES.phoneReveals, (c) => c.json({ error: 'Phone reveals are not taken here.' }, 503));
  if (options.account) api.route('/', accountRoutes(options.account));
  else
    for (const path of ['/sign-in/*', API_ROUTES.session, API_ROUTES.signOut])
      api.all(path, (c) => c.json({ error: 'Sign-in is not available on this server.' }, 503));
  if (options.watchlist) api.route('/', watchlistRoutes(options.watchlist));
  else
    api.all('/watchlist/*', (c) =>
      c.json({ success: false, error: 'The watchlist is not available on this server.' }, 503),
    );
  // the garage's reservations come with the reservation routes (the processor, the shopper's
  // e-mails), ahead of the other /account routes and their fallback
  if (options.reservations) api.route('/', accountReservationRoutes(options.reservations));
  else
    for (const path of [GARAGE_API_ROUTES.myReservations, GARAGE_API_ROUTES.myReservationCancel])
      api.all(path, (c) => c.json({ success: false, error: 'Reservations are not taken on this server.' }, 503));
  if (options.myData) api.route('/', myDataRoutes(options.myData));
  else
    api.all('/account/*', (c) => c.json({ success: false, error: 'Accounts are not available on this server.' }, 503));
  if (options.savedSearches) api.route('/', savedSearchRoutes(options.savedSearches));
  else
    for (const path of [GARAGE_API_ROUTES.savedSearches, `${GARAGE_API_ROUTES.savedSearches}/*`, '/alerts/*'])
      api.all(path, (c) => c.json({ success: false, error: 'Saved searches are not available on this server.' }, 503));
  if (options.reservations) api.route('/', reservationRoutes(options.reservations));
  else
    for (const path of ['/reservations', '/reservations/*'])
      api.all(path, (c) => c.json({ error: 'Reservations are not taken on this server.' }, 503));
  if (options.purchase) api.route('/', purchaseRoutes(options.purchase));
  else
    for (const path of [
      CHECKOUT_API_ROUTES.purchase,
      CHECKOUT_API_ROUTES.purchaseStep,
      DEALER_API_ROUTES.purchaseJourneys,
    ])
      api.all(path, (c) => c.json({ error: 'Cars are not sold online on this server.' }, 503));
  if (options.paymentWebhook) api.route('/', paymentWebhookRoutes(options.paymentWebhook));
  else
    api.post(CHECKOUT_API_ROUTES.paymentWebhook, (c) =>
      c.json({ error: 'No payment processor sends webhooks to this server.' }, 404),
    );
  if (options.spinToWin) api.route('/', spinToWinRoutes(options.spinToWin));
  else api.all(PROMO_API_ROUTES.spinToWin, (c) => c.json({ error: 'Spins are not taken on this server.' }, 503));
  if (options.onlinePayment) api.route('/', onlinePaymentRoutes(options.onlinePayment));
  else
    for (const path of Object.values(PAYMENT_API_ROUTES))
      api.all(path, (c) => c.json({ error: 'Online payments are not taken on this server.' }, 503));
  api.all('*', (c) => c.json({ error: 'Not found' }, 404));
  api.onError((error, c) => {
    // never a stack trace or request data in the answer or the log (DESIGN.md, lead API)
    console.error(`API error on ${c.req.method} ${new URL(c.req.url).pathname}: ${error.name}`);
    return c.json({ error: 'Internal error' }, 500);
  });
  return api;
}
