/**
 * Routes the header, footer and home page link to whose pages are not part of the build
 * yet: the lead-form pages and the stock search. A link to one of these is listed as
 * pending by the links gate instead of failing it. Delete an entry in the change that
 * builds its pages; the gate then checks those links like any other.
 */
export const ROUTES_NOT_BUILT: readonly { pattern: RegExp; pages: string }[] = [
  { pattern: /^\/search(\/|$)/, pages: 'stock search' },
  { pattern: /^\/new-used-and-demo-cars\/?$/, pages: 'stock search' },
  { pattern: /^\/cars\//, pages: 'vehicle pages' },
  { pattern: /^\/(trade-in|sell-your-car|sell-my-car)\/?$/, pages: 'lead forms: sell your car' },
  { pattern: /^\/(finance|finance-enquiry|apply-for-finance|car-finance)\/?$/, pages: 'lead forms: finance' },
  { pattern: /^\/book-test-drive\/?$/, pages: 'lead forms: test drive' },
  { pattern: /^\/service\/?$/, pages: 'lead forms: service booking' },
  { pattern: /^\/fleet\/?$/, pages: 'lead forms: fleet' },
  { pattern: /^\/vehicle-parts-and-accessories\/?$/, pages: 'lead forms: parts' },
];

export function notBuiltRoute(pathname: string): string | null {
  return ROUTES_NOT_BUILT.find((route) => route.pattern.test(pathname))?.pages ?? null;
}
