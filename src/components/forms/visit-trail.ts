/**
 * spec §3 "Tracking and result: url, source, user_agent, lead_attributes (visited_pages,
 * linked_query_params)": this visit's pages and how it began, kept in sessionStorage (this
 * tab, this visit) by a few lines every page runs (BaseLayout), read by the lead forms.
 * Every limit here is the lead API's (src/domain/forms/lead-request.ts), so a lead is never
 * refused for what the browser recorded.
 */

export interface VisitTrail {
  /** Paths seen in this visit, oldest first, at most MAX_PAGES. */
  pages: string[];
  /** Where the visit came from: utm_source, else the referring site, else 'direct'. */
  source: string;
  /** The query parameters of the link the visit began with (campaign tags). */
  params: Record<string, string>;
}

const VISIT_TRAIL_KEY = 'visit-trail';
const MAX_PAGES = 50;
const MAX_PARAMS = 50;
const MAX_URL = 2048;

/** The trail with one more page; the same page twice in a row (a reload) counts once. */
function appendVisit(pages: readonly string[], path: string): string[] {
  if (path.length > MAX_URL || pages[pages.length - 1] === path) return [...pages];
  return [...pages, path].slice(-MAX_PAGES);
}

/** How a visit began, from its first page's query string and referrer. */
function visitStart(search: string, referrer: string, ownHost: string): Omit<VisitTrail, 'pages'> {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (Object.keys(params).length >= MAX_PARAMS) break;
    if (name.length <= 100 && !(name in params)) params[name] = value.slice(0, 500);
  }
  let source = params['utm_source'] ?? '';
  if (!source && referrer) {
    try {
      const host = new URL(referrer).hostname;
      if (host !== ownHost) source = host;
    } catch {
      // a referrer that is not a URL says nothing
    }
  }
  return { source: (source || 'direct').slice(0, 200), params };
}

/** A stored trail read back; anything malformed is no trail. */
function parseTrail(text: string | null): VisitTrail | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<VisitTrail> | null;
    if (!value || !Array.isArray(value.pages) || typeof value.source !== 'string') return null;
    const params = typeof value.params === 'object' && value.params !== null ? value.params : {};
    return {
      pages: value.pages.filter((page): page is string => typeof page === 'string' && page.length <= MAX_URL),
      source: value.source,
      params: Object.fromEntries(Object.entries(params).filter(([, v]) => typeof v === 'string')),
    };
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Adds this page to the visit's trail (every page, from BaseLayout). Never throws. */
export function recordVisit(): void {
  const store = storage();
  if (!store) return;
  try {
    const trail = parseTrail(store.getItem(VISIT_TRAIL_KEY)) ?? {
      pages: [],
      ...visitStart(location.search, document.referrer, location.hostname),
    };
    trail.pages = appendVisit(trail.pages, location.pathname);
    store.setItem(VISIT_TRAIL_KEY, JSON.stringify(trail));
  } catch {
    // storage full or refused: the lead simply carries less
  }
}

/** The visit so far, as recorded. */
export function readVisit(): VisitTrail | null {
  try {
    return parseTrail(storage()?.getItem(VISIT_TRAIL_KEY) ?? null);
  } catch {
    return null;
  }
}
