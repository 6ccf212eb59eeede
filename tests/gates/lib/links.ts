import type { BuiltPage, BuiltSite } from './built-sites.ts';
import { carHref, purchaseJourneyHref } from '../../../src/site-urls.ts';

/** The online purchase's page, whatever car its query names. */
const PURCHASE_JOURNEY_PATH = purchaseJourneyHref('').split('?')[0];

/** Attributes that point at something the browser fetches or navigates to. */
const URL_ATTRIBUTES: readonly [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['link[href]', 'href'],
  ['script[src]', 'src'],
  ['img[src]', 'src'],
  ['iframe[src]', 'src'],
  ['source[src]', 'src'],
  ['video[src]', 'src'],
  ['video[poster]', 'poster'],
  ['audio[src]', 'src'],
  ['form[action]', 'action'],
  ['astro-island[component-url]', 'component-url'],
  ['astro-island[renderer-url]', 'renderer-url'],
  ['astro-island[before-hydration-url]', 'before-hydration-url'],
];
const SRCSET_ELEMENTS = ['img[srcset]', 'source[srcset]'];
/** Open Graph / Twitter images and URLs are absolute: checked when they are on the tenant's domain. */
const META_URLS = ['og:image', 'og:url', 'twitter:image'];

export interface PageLink {
  /** What the page says, e.g. `a[href]="/contact"`. */
  where: string;
  value: string;
}

export function linksOf(page: BuiltPage): PageLink[] {
  const links: PageLink[] = [];
  for (const [selector, attribute] of URL_ATTRIBUTES) {
    for (const element of page.dom.querySelectorAll(selector)) {
      const value = element.getAttribute(attribute) ?? '';
      links.push({ where: `${element.rawTagName.toLowerCase()}[${attribute}]`, value });
    }
  }
  for (const selector of SRCSET_ELEMENTS) {
    for (const element of page.dom.querySelectorAll(selector)) {
      for (const candidate of srcsetUrls(element.getAttribute('srcset') ?? '')) {
        links.push({ where: `${element.rawTagName.toLowerCase()}[srcset]`, value: candidate });
      }
    }
  }
  for (const meta of page.dom.querySelectorAll('meta')) {
    const key = meta.getAttribute('property') ?? meta.getAttribute('name') ?? '';
    if (META_URLS.includes(key)) links.push({ where: `meta[${key}]`, value: meta.getAttribute('content') ?? '' });
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
  for (const element of page.dom.querySelectorAll('[id]')) anchors.add(element.getAttribute('id') ?? '');
  for (const element of page.dom.querySelectorAll('a[name]')) anchors.add(element.getAttribute('name') ?? '');
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
