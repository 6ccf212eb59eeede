import { showsPrice } from '../price/price-display.ts';

/**
 * Saved searches with e-mail alerts: a signed-in shopper keeps a search, and once they have
 * confirmed an e-mail address and switched its alerts on, the stock feed's new matching cars
 * (and price drops of the cars on their watchlist) reach them by e-mail.
 */
export const SAVED_SEARCH_TEXTS = {
  save: 'Save this search',
  saved: 'Search saved',
  manage: 'Manage alerts',
  garage: {
    heading: 'Saved searches',
    loading: 'Loading your saved searches…',
    empty: 'No saved searches yet. Tap ‘Save this search’ on a search page to keep it here.',
    failed: 'Your saved searches could not load just now. Please reload the page in a minute.',
    alerts: 'E-mail me new matches',
    remove: 'Remove',
    removed: (label: string) => `${label} is off your saved searches.`,
    needsAddress: 'Alerts are sent once you confirm an e-mail address below.',
  },
  settings: {
    heading: 'Alert e-mails',
    intro: 'We e-mail you when a new car matches a saved search, or a car on your watchlist drops in price.',
    email: 'E-mail address for alerts',
    send: 'Send confirmation link',
    sent: (email: string) => `We sent a confirmation link to ${email}. Open it within 24 hours to start your alerts.`,
    confirmed: (email: string) => `Alerts go to ${email}.`,
    unconfirmed: (email: string) => `${email} is not confirmed yet. Open the link we sent, or send a new one.`,
    priceDrops: 'E-mail me when a car on my watchlist drops in price',
  },
  confirmPage: {
    title: 'Confirm your e-mail address',
    intro: 'Confirm this address to receive the alerts you asked for.',
    button: 'Confirm my e-mail address',
    done: (email: string) => `Thank you: ${email} is confirmed. Your alerts are on.`,
    missing: 'This page needs the link from your confirmation e-mail. Send a new one from My garage.',
  },
  unsubscribePage: {
    heading: 'Stop an alert',
    intro: 'Stop the e-mail alert that sent you here.',
    button: 'Unsubscribe',
    done: (what: string) => `You are unsubscribed from ${what}. No more e-mails for it.`,
  },
} as const;

export const SAVED_SEARCH_ERRORS = {
  visitor: 'Please sign in to save searches.',
  tooMany: 'You can keep 20 saved searches. Please remove one first.',
  notFound: 'This saved search no longer exists.',
  email: 'Please enter a valid email address, e.g. name@example.com.',
  noAddress: 'Please enter an e-mail address for alerts first.',
  tooSoon: 'A confirmation link was sent a moment ago. Please check your inbox, or try again in a few minutes.',
  expiredLink: 'This confirmation link has expired. Please send a new one from My garage.',
  badLink: 'This link is not valid. Please use the link from your latest e-mail.',
  unavailable: 'Your saved searches cannot be changed just now. Please try again in a minute.',
} as const;

/** How much one shopper may keep, and how long a confirmation link works. */
export const SAVED_SEARCH_LIMITS = {
  perUser: 20,
  labelLength: 200,
  pathLength: 500,
  queryLength: 100,
  valuesPerFacet: 50,
  valueLength: 100,
  confirmLinkHours: 24,
  /** Confirmation e-mails one shopper may ask for per hour. */
  confirmationsPerHour: 3,
  /** New cars named in one alert e-mail; the rest are counted and linked. */
  carsPerEmail: 10,
} as const;

/** A search as its URL says it (src/search/url-state.ts), what an alert matches cars against. */
export interface SavedSearchCriteria {
  query: string;
  refinements: Readonly<Record<string, readonly string[]>>;
  ranges: Readonly<Record<string, { min?: number | undefined; max?: number | undefined }>>;
}

/** One saved search as the API lists it. */
export interface SavedSearchView {
  id: string;
  /** What the search is for, as the page's applied filters read ('Make: Toyota · Price: up to $30,000'). */
  label: string;
  /** The search page and query string that shows it, on this site. */
  path: string;
  alerts: boolean;
  created_at: string;
}

/** Where a shopper's alerts go (GET /api/alerts/settings). */
export interface AlertSettings {
  email: string | null;
  confirmed: boolean;
  priceDrops: boolean;
}

/** A saved search's label: its applied filters' labels, or every car when it has none. */
export function savedSearchLabel(filterLabels: readonly string[], everyCar: string): string {
  const label = filterLabels.length > 0 ? filterLabels.join(' · ') : everyCar;
  return label.length > SAVED_SEARCH_LIMITS.labelLength
    ? `${label.slice(0, SAVED_SEARCH_LIMITS.labelLength - 1)}…`
    : label;
}

/** The same search whatever the order of its facets or their values: the key a shopper's searches are unique by. */
export function criteriaKey(criteria: SavedSearchCriteria): string {
  const refinements = Object.entries(criteria.refinements)
    .filter(([, values]) => values.length > 0)
    .map(([facet, values]) => [facet, [...new Set(values)].sort()] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  const ranges = Object.entries(criteria.ranges)
    .filter(([, bounds]) => bounds.min !== undefined || bounds.max !== undefined)
    .map(([field, bounds]) => [field, bounds.min ?? null, bounds.max ?? null] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify({ query: criteria.query.trim().toLowerCase(), refinements, ranges });
}

/**
 * The keyword rule of an alert: every word of the query starts a word of the car's text (as
 * the search box finds 'cor' in 'Corolla'). The browser's engine also forgives typos; an
 * alert only names cars that surely match, so it does not.
 */
export function matchesKeyword(queryWords: string, textWords: string): boolean {
  const wanted = queryWords.split(' ').filter(Boolean);
  if (wanted.length === 0) return true;
  const words = textWords.split(' ');
  return wanted.every((word) => words.some((candidate) => candidate.startsWith(word)));
}

/** Whether a watched car's price fell since the price last seen (spec §4: a price of 10 or less is no price, so never a drop). */
export function priceDropped(lastSeen: number, now: number): boolean {
  return showsPrice(now) && showsPrice(lastSeen) && now < lastSeen;
}
