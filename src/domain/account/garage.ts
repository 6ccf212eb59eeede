/** spec §2 garage family: what the garage page says (the texts its script fills in included). */
export const GARAGE_TEXTS = {
  heading: 'My garage',
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  signOutFailed: 'Signing out did not work just now. Please try again in a minute.',
  watchlist: {
    heading: 'Watchlist',
    loading: 'Loading your watchlist…',
    empty: 'Your watchlist is empty. Tap Watchlist on a car’s page to follow its price and status here.',
    failed: 'Your watchlist could not load just now. Please reload the page in a minute.',
    savedAt: 'Saved at',
    remove: 'Remove',
    removed: (name: string) => `${name} is off your watchlist.`,
  },
  favourites: {
    heading: 'Favourites',
  },
  viewed: {
    heading: 'Recently viewed',
    empty: 'No cars viewed yet. The last 12 cars you open show here.',
  },
} as const;

/**
 * The garage's paths on a site with a garage (spec §2: /my-garage, or the site's own name of
 * it such as /myblinkr, which then serves /my-garage too, since the sign-in type is
 * 'my-garage' on every site). The site's own route comes first: it is the canonical one.
 */
export function garagePaths(garage: { enabled: boolean; route: string }): string[] {
  if (!garage.enabled) return [];
  return [...new Set([garage.route, '/my-garage'])];
}
