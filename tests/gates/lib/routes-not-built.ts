/**
 * Routes the header, footer and home page link to whose pages are not part of the build
 * yet: a car's checkout (Reserve Now). A link to one of these is listed as
 * pending by the links gate instead of failing it. Delete an entry in the change that
 * builds its pages; the gate then checks those links like any other.
 */
export const ROUTES_NOT_BUILT: readonly { pattern: RegExp; pages: string }[] = [
  { pattern: /^\/cars\/[^/]+\/(checkout|buy-online)\/?$/, pages: 'checkout pages' },
];

export function notBuiltRoute(pathname: string): string | null {
  return ROUTES_NOT_BUILT.find((route) => route.pattern.test(pathname))?.pages ?? null;
}
