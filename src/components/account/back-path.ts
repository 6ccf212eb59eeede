/** The page the shopper came from, if it is on this site (the sign-in page's Back goes there); else the home page. */
export function backPath(): string {
  try {
    const from = new URL(document.referrer);
    if (from.origin === location.origin) return from.pathname + from.search;
  } catch {
    // no referrer, or one the browser withheld
  }
  return '/';
}
