import { gzipSync } from 'node:zlib';
import type { BuiltPage, BuiltSite } from './built-sites.ts';
import { elementNames, scanPage, type ElementNames } from '../../../src/build/html-scan.ts';
import { attributeOf } from './start-tags.ts';
import { srcsetUrls } from './links.ts';

/** Budgets are in kB of 1000 bytes, as bundlers print them. */
export const KB = 1000;

export interface Budget {
  kind: 'vehicle' | 'search' | 'form' | 'gated form' | 'page' | 'gated page';
  bytes: number;
}

/**
 * DESIGN.md "Budgets": vehicle pages 100 kB, search 190 kB embedded / 220 kB Typesense, others
 * 10 kB. A page carrying a lead form island (/contact, /book-test-drive, a model page's
 * dialogs) ships React (about 67 kB), the form engine (about 13 kB) and what every page runs
 * (about 9.5 kB: the header's menu loader, and its favourites count and list with the store
 * they share with the hearts, about 3.4 kB), and the split of the form kit that the checkout's
 * island shares with the lead form (rolldown puts the shared modules in chunks of their own:
 * about 0.9 kB of imports, exports and lost compression): 96.5 kB, under the vehicle page's
 * budget, which holds the same forms and more. A page behind sign-in (spec §2 Gating: a gated form,
 * the garage) also runs the session check that sends a visitor to /sign-in (about 1.1 kB):
 * 1.5 kB more than its kind.
 */
export function budgetFor(
  urlPath: string,
  engine: 'embedded' | 'typesense',
  hasLeadForm = false,
  gated = false,
): Budget {
  if (urlPath.startsWith('/cars/')) return { kind: 'vehicle', bytes: 100 * KB };
  if (/^\/(search|new-used-and-demo-cars)(\/|$)/.test(urlPath))
    return { kind: 'search', bytes: (engine === 'typesense' ? 220 : 190) * KB };
  if (hasLeadForm) return gated ? { kind: 'gated form', bytes: 98 * KB } : { kind: 'form', bytes: 96.5 * KB };
  return gated ? { kind: 'gated page', bytes: 11.5 * KB } : { kind: 'page', bytes: 10 * KB };
}

/** A page that waits for sign-in (BaseLayout's signInGate). */
export function isGatedPage(page: BuiltPage): boolean {
  return tagsOf(page, MAIN).some((tag) => tag.name === 'main' && tag.attributes.has('data-sign-in-gate'));
}

/**
 * Islands that are a form on React: the lead form, the checkout's details and card, the online
 * purchase's steps, the spin-to-win page's details and wheel, the online payment's card.
 */
const FORM_ISLANDS = new Set(['LeadForm', 'CheckoutIsland', 'PurchaseJourney', 'SpinToWin', 'OnlinePaymentIsland']);

/**
 * A form island (src/components/forms/LeadForm.tsx, src/components/checkout/CheckoutIsland.tsx,
 * src/components/purchase/PurchaseJourney.tsx, src/components/promo/SpinToWin.tsx,
 * src/components/online-payment/OnlinePaymentIsland.tsx) is on the page.
 */
export function hasLeadFormIsland(page: BuiltPage): boolean {
  return tagsOf(page, SCRIPT_ELEMENTS).some(
    (tag) => tag.name === 'astro-island' && FORM_ISLANDS.has(tag.attributes.get('component-export') ?? ''),
  );
}

/**
 * Static imports of a built ES module: `import{a}from"./x.js"`, `import"./x.js"`,
 * `export*from"./x.js"`. Dynamic `import("./x.js")` loads later, on demand, and is not counted.
 */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\n]+)["']/g;
  for (const match of code.matchAll(pattern)) found.push(match[1] ?? '');
  return found;
}

const NOT_JS_TYPES = /^(application\/(ld\+)?json|importmap|speculationrules|text\/(template|x-template|html|plain))$/i;

export interface PageJavaScript {
  /** Built files the page loads, each once, with their gzip size. */
  files: { file: string; gzip: number }[];
  inlineGzip: number;
  total: number;
  problems: string[];
}

/** The start tags a page's JavaScript is named on (html-scan.ts: a DOM per page made the gate slow). */
const SCRIPT_ELEMENTS = elementNames(['script', 'astro-island', 'link']);
const MAIN = elementNames(['main']);
const tagsOf = (page: BuiltPage, elements: ElementNames) => scanPage(page.html, elements).tags;

/** Measures everything a page runs: script src, island component and renderer modules, module preloads, their static imports, and inline scripts. */
export class JavaScriptMeter {
  readonly #site: BuiltSite;
  readonly #origin: string;
  readonly #gzipCache = new Map<string, number>();
  readonly #importCache = new Map<string, string[]>();

  constructor(site: BuiltSite, origin: string) {
    this.#site = site;
    this.#origin = origin;
  }

  measure(page: BuiltPage): PageJavaScript {
    const problems: string[] = [];
    const entries: string[] = [];
    const add = (value: string | undefined, where: string) => {
      if (!value) return;
      const url = new URL(value, `${this.#origin}${page.urlPath}`);
      if (url.origin !== this.#origin) {
        problems.push(`${where}="${value}": a script from another origin cannot be measured; self-host it`);
        return;
      }
      const file = this.#site.resolve(url.pathname);
      if (!file) problems.push(`${where}="${value}": no such file in dist`);
      else entries.push(file);
    };
    const { tags, code } = scanPage(page.html, SCRIPT_ELEMENTS);
    let inlineGzip = 0;
    for (const text of code.scripts) if (text.trim()) inlineGzip += gzipSync(text).length;
    for (const tag of tags) {
      if (tag.name === 'script' && !NOT_JS_TYPES.test((attributeOf(tag, 'type') ?? '').trim()))
        add(attributeOf(tag, 'src'), 'script[src]');
      if (tag.name === 'astro-island')
        for (const name of ['component-url', 'renderer-url', 'before-hydration-url'])
          add(attributeOf(tag, name), `astro-island[${name}]`);
      const rel = tag.name === 'link' ? (attributeOf(tag, 'rel') ?? '').toLowerCase() : '';
      if (rel === 'modulepreload') add(attributeOf(tag, 'href'), 'link[rel=modulepreload]');
      if (rel === 'preload' && attributeOf(tag, 'as') === 'script')
        for (const href of srcsetUrls(attributeOf(tag, 'href') ?? '')) add(href, 'link[rel=preload][as=script]');
    }

    const seen = new Set<string>();
    const queue = [...entries];
    while (queue.length) {
      const file = queue.shift() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const dependency of this.#importsOf(file, problems)) if (!seen.has(dependency)) queue.push(dependency);
    }
    const files = [...seen].map((file) => ({ file, gzip: this.#gzipOf(file) }));
    const total = files.reduce((sum, f) => sum + f.gzip, inlineGzip);
    return { files, inlineGzip, total, problems };
  }

  #gzipOf(file: string): number {
    let size = this.#gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(this.#site.read(file)).length;
      this.#gzipCache.set(file, size);
    }
    return size;
  }

  #importsOf(file: string, problems: string[]): string[] {
    const cached = this.#importCache.get(file);
    if (cached) return cached;
    const resolved: string[] = [];
    if (/\.m?js$/.test(file)) {
      for (const specifier of staticImports(this.#site.read(file).toString('utf8'))) {
        if (!/^(\.{1,2}\/|\/)/.test(specifier)) {
          problems.push(`/${file} imports "${specifier}", which a browser cannot load`);
          continue;
        }
        const target = this.#site.resolve(new URL(specifier, `${this.#origin}/${file}`).pathname);
        if (target) resolved.push(target);
        else problems.push(`/${file} imports "${specifier}": no such file in dist`);
      }
    }
    this.#importCache.set(file, resolved);
    return resolved;
  }
}
