/** Where the API answers on every site's own origin (and on a host of its own). */
export const API_BASE = '/api';

/**
 * Every path of the API, relative to API_BASE, in Hono's pattern syntax: the route modules
 * declare their routes with these, and pages build the URLs they fetch from them
 * (apiHref), so a path is written once.
 */
export const API_ROUTES = {
  health: '/health',
  leads: '/leads',
  events: '/events',
  phoneReveals: '/phone-reveals',
  /** spec §7: the vehicle page's live fields and view count. */
  carView: '/cars/:slug/view.json',
  /** spec §7: the lenders' finance disclaimers of a car, by its id. */
  carFinanceDisclaimer: '/cars/by-id/:id/finance-disclaimer.json',
  /** spec §2 /print: the printable sheet of a car, and its PDF (§7 Print PDF). */
  carPrint: '/cars/:slug/print.json',
  carPrintPdf: '/cars/:slug/print.pdf',
  /** spec §2 /sign-in: a one-time code sent by SMS to an Australian mobile number. */
  signInCode: '/sign-in/code',
  /** The code typed back: a session cookie when it is right. */
  signInVerify: '/sign-in/verify',
  /** Who is signed in on this site, for the islands of static pages. */
  session: '/session',
  signOut: '/sign-out',
  /** spec §7: a car saved to or removed from the signed-in shopper's watchlist. */
  watchlistSave: '/watchlist/save-car',
  watchlistRemove: '/watchlist/remove-car',
  /** The signed-in shopper's watchlist. */
  watchlist: '/watchlist',
} as const;

export type ApiRoute = keyof typeof API_ROUTES;

/** The `:name` parameters of a path pattern. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsOf<R extends ApiRoute> = [ParamNames<(typeof API_ROUTES)[R]>] extends [never]
  ? []
  : [params: Record<ParamNames<(typeof API_ROUTES)[R]>, string | number>];

/** The URL a page fetches for an API route, its parameters filled in and encoded. */
export function apiHref<R extends ApiRoute>(route: R, ...[params]: ParamsOf<R>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = API_ROUTES[route].replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  return `${API_BASE}${path}`;
}
