import { describe, expect, it } from 'vitest';
import { API_ROUTES, apiHref, type ApiRoute } from '../../src/api-paths.ts';
import { CHECKOUT_API_ROUTES, checkoutApiHref } from '../../src/checkout-api-paths.ts';
import { GARAGE_API_ROUTES, garageApiHref } from '../../src/garage-api-paths.ts';
import { SEARCH_API_ROUTES, searchApiHref } from '../../src/search-api-paths.ts';
import { PROMO_API_ROUTES, promoApiHref } from '../../src/promo-api-paths.ts';
import { PAYMENT_API_ROUTES, paymentApiHref } from '../../src/payment-api-paths.ts';
import { BUILD_API_ROUTES, buildApiHref } from '../../src/build-api-paths.ts';
import { DEALER_API_ROUTES, dealerApiHref } from '../../src/dealer-api-paths.ts';
import { createApiApp, type ApiOptions } from '../../src/server/api/app.ts';

/** Every feature of the API switched on; nothing here is called, only routed. */
const ALL_FEATURES = {
  leads: { store: {}, tenants: [] },
  events: { store: {}, tenants: [] },
  cars: { stock: {}, views: {}, tenants: [] },
  phoneReveals: { store: {}, tenants: [] },
  print: { sites: [], tenants: [], stock: {}, renderPdf: () => Promise.reject(new Error('not called')) },
  account: { db: {}, hash: {}, sms: {}, tenants: [] },
  watchlist: { db: {}, tenants: [], stock: {} },
  myData: { db: {}, hash: {}, tenants: [], stock: {} },
  savedSearches: { db: {}, hash: {}, tenants: [], sites: new Map(), outbox: {} },
  reservations: { db: {}, hash: {}, tenants: [], sites: [], stock: {}, payments: {} },
  purchase: {
    db: {},
    hash: {},
    tenants: [],
    sites: [],
    stock: {},
    payments: {},
    outbox: {},
    geocoder: {},
    dealerKeys: new Map(),
  },
  paymentWebhook: { db: {}, provider: {}, sites: [], stock: {} },
  spinToWin: { db: {}, hash: {}, tenants: [], sites: [], perAddress: null },
  onlinePayment: { db: {}, hash: {}, tenants: [], sites: [], payments: {}, dealerKeys: new Map(), limits: {} },
} as unknown as ApiOptions;

/** Every table: the one every page may carry, the garage's, the checkout's, the search pages', the promotions', online payment's, the dealer's and the build's. */
const EVERY_ROUTE: Record<string, string> = {
  ...API_ROUTES,
  ...GARAGE_API_ROUTES,
  ...CHECKOUT_API_ROUTES,
  ...SEARCH_API_ROUTES,
  ...PROMO_API_ROUTES,
  ...PAYMENT_API_ROUTES,
  ...DEALER_API_ROUTES,
  ...BUILD_API_ROUTES,
};

describe('the API paths, written once', () => {
  it('every path of the lists is a route of the API app, and no path is in both', () => {
    const routed = new Set(createApiApp(ALL_FEATURES).routes.map((route) => route.path));
    const missing = Object.entries(EVERY_ROUTE).filter(([, path]) => !routed.has(path));
    expect(missing).toEqual([]);
    expect(Object.keys(EVERY_ROUTE)).toHaveLength(
      Object.keys(API_ROUTES).length +
        Object.keys(GARAGE_API_ROUTES).length +
        Object.keys(CHECKOUT_API_ROUTES).length +
        Object.keys(SEARCH_API_ROUTES).length +
        Object.keys(PROMO_API_ROUTES).length +
        Object.keys(PAYMENT_API_ROUTES).length +
        Object.keys(DEALER_API_ROUTES).length +
        Object.keys(BUILD_API_ROUTES).length,
    );
    expect(new Set(Object.values(EVERY_ROUTE)).size).toBe(Object.keys(EVERY_ROUTE).length);
  });

  it('every route of the API app other than its catch-all is on a list', () => {
    const listed = new Set<string>(Object.values(EVERY_ROUTE));
    const unlisted = createApiApp(ALL_FEATURES)
      .routes.map((route) => route.path)
      // '*' and '/*': the no-store header and the catch-all 404; '/cars/*': the car routes' CORS
      .filter((path) => !['*', '/*', '/cars/*', '/reservations/*'].includes(path) && !listed.has(path));
    expect([...new Set(unlisted)]).toEqual([]);
  });

  it.each<[ApiRoute, Record<string, string | number> | undefined, string]>([
    ['leads', undefined, '/api/leads'],
    ['events', undefined, '/api/events'],
    ['phoneReveals', undefined, '/api/phone-reveals'],
    ['carView', { slug: '2022-toyota-rav4-gx-123' }, '/api/cars/2022-toyota-rav4-gx-123/view.json'],
    ['carFinanceDisclaimer', { id: 123 }, '/api/cars/by-id/123/finance-disclaimer.json'],
    ['carPrint', { slug: 'a b/c' }, '/api/cars/a%20b%2Fc/print.json'],
    ['carPrintPdf', { slug: 'rav4' }, '/api/cars/rav4/print.pdf'],
    ['signInCode', undefined, '/api/sign-in/code'],
    ['session', undefined, '/api/session'],
  ])('apiHref(%s) fills in and encodes its parameters', (route, params, href) => {
    const call = apiHref as (route: ApiRoute, params?: Record<string, string | number>) => string;
    expect(call(route, params)).toBe(href);
  });

  it('checkoutApiHref gives a checkout route under the API, the slug encoded', () => {
    expect(checkoutApiHref('checkoutCar', 'a b')).toBe('/api/reservations/car/a%20b');
    expect(checkoutApiHref('reservations')).toBe('/api/reservations');
  });

  it('searchApiHref gives a search page’s route under the API', () => {
    expect(searchApiHref('carStatus')).toBe('/api/cars/status');
  });

  it('buildApiHref gives a route the build asks under the API', () => {
    expect(buildApiHref('reservedCars')).toBe('/api/cars/reserved');
  });

  it('promoApiHref gives the spin-to-win page’s route under the API', () => {
    expect(promoApiHref('spinToWin')).toBe('/api/spin-to-win');
  });

  it('paymentApiHref gives an online payment route under the API', () => {
    expect(paymentApiHref('paymentRequestPay')).toBe('/api/payment-requests/pay');
  });

  it('dealerApiHref gives a dealer API route under the API: payment requests and purchase journeys', () => {
    expect(dealerApiHref('paymentRequests')).toBe('/api/dealer/payment-requests');
    expect(dealerApiHref('purchaseJourneys')).toBe('/api/dealer/purchase-journeys');
  });

  it('garageApiHref gives a garage route under the API', () => {
    expect(garageApiHref('alertUnsubscribe')).toBe('/api/alerts/unsubscribe');
    expect(garageApiHref('deleteAccount')).toBe('/api/account/delete');
  });
});
