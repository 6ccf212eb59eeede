import type { BuiltPage, BuiltSite } from './built-sites.ts';
import { elementNames, scanPage } from '../../../src/build/html-scan.ts';
import { attributeOf } from './start-tags.ts';
import { carHref, purchaseJourneyHref } from '../../../src/site-urls.ts';

/** The online purchase's page, whatever car its query names. */
const PURCHASE_JOURNEY_PATH = purchaseJourneyHref('').split('?')[0];

/** Per element, the attributes that point at something the browser fetches or navigates to. */
const URL_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src'],
  iframe: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  form: ['action'],
  'astro-island': ['component-url', 'renderer-url', 'before-hydration-url'],
};
const SRCSET_ELEMENTS = new Set(['img', 'source']);
/** Open Graph / Twitter images and URLs are absolute: checked when they are on the tenant's domain. */
const META_URLS = ['og:image', 'og:url', 'twitter:image'];
/** The start tags a page's links are on; the scanner skips every other tag unparsed. */
const LINK_ELEMENTS = elementNames([...Object.keys(URL_ATTRIBUTES), 'meta']);

export interface PageLink {
  /** What the page says, e.g. `a[href]="/contact"`. */
  where: string;
  value: string;
}

/**
 * Every URL a page's markup names, from its start tags (html-scan.ts, as the policy pass reads
 * pages): a DOM per page made this gate take minutes on a big tenant.
 */
export function linksOf(page: BuiltPage): PageLink[] {
  const links: PageLink[] = [];
  for (const tag of scanPage(page.html, LINK_ELEMENTS).tags) {
    for (const attribute of URL_ATTRIBUTES[tag.name] ?? []) {
      const value = attributeOf(tag, attribute);
      if (value !== undefined) links.push({ where: `${tag.name}[${attribute}]`, value });
    }
    const srcset = SRCSET_ELEMENTS.has(tag.name) ? attributeOf(tag, 'srcset') : undefined;
    for (const candidate of srcsetUrls(srcset ?? '')) links.push({ where: `${tag.name}[srcset]`, value: candidate });
    if (tag.name === 'meta') {
      const key = attributeOf(tag, 'property') ?? attributeOf(tag, 'name') ?? '';
      if (META_URLS.includes(key)) links.push({ where: `meta[${key}]`, value: attributeOf(tag, 'content') ?? '' });
    }
  }
  return links;
}

/** `a.jpg 1x, b.jpg 2x` → [a.jpg, b.jpg] */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(/,\s+|,(?=\/)/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** Every id (and a[name]) on a page: the targets its #fragment links may use. */
export function anchorsOf(page: BuiltPage): Set<string> {
  const anchors = new Set<string>();
  for (const tag of scanPage(page.html).tags) {
    const id = attributeOf(tag, 'id');
    if (id !== undefined) anchors.add(id);
    const name = tag.name === 'a' ? attributeOf(tag, 'name') : undefined;
    if (name !== undefined) anchors.add(name);
  }
  return anchors;
}

/**
 * Checks one link of a page. Returns the reason it is broken, or null. External URLs, other
 * schemes (mailto:, tel:, sms:...) and the API (/api/, served by the lead API, not the bucket)
 * are not checked; a #fragment on the same page must name an id that exists. A path may be
 * served through a rewrite of the site's `_redirects`; one under a car's address
 * (`/cars/:slug/checkout`), like one to the online purchase (`/checkout-journey?car_id=`),
 * must name a car the site has a page for, and not a sold one.
 */
export function brokenReason(
  link: PageLink,
  page: BuiltPage,
  site: BuiltSite,
  origin: string,
  anchors: () => Set<string>,
): string | null {
  const value = link.value.trim();
  if (value === '') return link.where === 'a[href]' || link.where === 'form[action]' ? null : 'empty URL';
  if (value.startsWith('#')) return fragmentReason(value.slice(1), anchors);

  let url: URL;
  try {
    url = new URL(value, `${origin}${page.urlPath}`);
  } catch {
    return 'not a valid URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== origin) return null;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;

  const route = site.route(url.pathname);
  if (!route) return `nothing built at ${url.pathname} (no file, index.html or .html, nor a rewrite to one)`;
  const car = route.rewrite ? carOfRewrite(route.rewrite) : carOfPurchase(url);
  if (car === '') return 'the online purchase names no car (car_id)';
  if (car) {
    const state = site.car(car);
    if (state === 'none') return `no car ${car} on this site`;
    if (state === 'sold') return `car ${car} is sold, yet a page offers to pay for it`;
  }
  const samePage = site.resolve(page.urlPath) === route.file;
  if (samePage && url.hash) return fragmentReason(url.hash.slice(1), anchors);
  return null;
}

/** The car a rewrite under a car's address names (`/cars/:slug/checkout`), or null for another rewrite. */
function carOfRewrite(rewrite: { from: string; params: Readonly<Record<string, string>> }): string | null {
  if (!rewrite.from.startsWith(`${carHref(':slug')}/`)) return null;
  return rewrite.params.slug ?? null;
}

/** The car a link to the online purchase names (its car_id, '' for none), or null for another page. */
function carOfPurchase(url: URL): string | null {
  if (url.pathname.replace(/\/$/, '') !== PURCHASE_JOURNEY_PATH) return null;
  return url.searchParams.get('car_id') ?? '';
}

function fragmentReason(fragment: string, anchors: () => Set<string>): string | null {
  let id: string;
  try {
    id = decodeURIComponent(fragment);
  } catch {
    return `fragment #${fragment} is not valid percent-encoding`;
  }
  // '#' and '#top' scroll to the top without a target (HTML spec)
  if (id === '' || id.toLowerCase() === 'top') return null;
  return anchors().has(id) ? null : `no element with id="${id}" on this page`;
}
