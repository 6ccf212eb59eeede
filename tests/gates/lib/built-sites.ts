import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type HTMLElement } from 'node-html-parser';
import { listFiles } from './files.ts';
import { elementNames, scanPage } from '../../../src/build/html-scan.ts';
import { isSoldCarPage } from './vehicle-listing.ts';
import { CDN_FILES, isCdnConfiguration } from '../../../src/build/cdn-files.ts';
import { parseRedirectsFile, siteRewrite, type RedirectsFile } from '../../../src/server/redirects-file.ts';
import { listTenantSlugs, loadSite } from '../../../src/tenant/load.ts';
import type { Site } from '../../../src/tenant/schema/site.ts';
import { SITE_FILES } from '../../../src/site-urls.ts';
import { selectTenants } from '../../../scripts/lib/cli.ts';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const DIST = join(ROOT, 'dist');

export type GateTenant =
  { slug: string; built: true; site: Site; root: string } | { slug: string; built: false; reason: string };

/**
 * Every tenant in tenants/, with its built output in dist/<slug> or the reason it has none;
 * only those `GATE_TENANT` names (`a` or `a,b`) when it is set, as CI checks each tenant it
 * built in a job of its own. A slug that is not a tenant is an error, not an empty run.
 */
export function gateTenants(only = process.env.GATE_TENANT ?? ''): GateTenant[] {
  const requested = only
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean);
  return selectTenants(requested, listTenantSlugs(join(ROOT, 'tenants'))).map((slug): GateTenant => {
    const root = join(DIST, slug);
    if (!existsSync(join(root, 'index.html'))) {
      return {
        slug,
        built: false,
        reason: `dist/${slug} is not built (npm run build -- --tenant ${slug}); gate skipped`,
      };
    }
    const loaded = loadSite(slug, join(ROOT, 'tenants'));
    if (!loaded.ok)
      return {
        slug,
        built: false,
        reason: `tenants/${slug}/site.json is invalid (npm run check:tenants); gate skipped`,
      };
    return { slug, built: true, site: loaded.site, root };
  });
}

export interface BuiltPage {
  /** Path under dist/<slug>, e.g. `cars/x/index.html`. */
  file: string;
  /** The URL path it is served at, e.g. `/cars/x/`. */
  urlPath: string;
  html: string;
  dom: HTMLElement;
}

/** A built site: its files (a set for link lookups) and its pages, parsed once. */
export class BuiltSite {
  readonly root: string;
  readonly files: Set<string>;
  #pages: BuiltPage[] | undefined;
  readonly #redirects: RedirectsFile;
  readonly #cars = new Map<string, 'none' | 'sold' | 'available'>();

  constructor(root: string) {
    this.root = root;
    this.files = new Set(listFiles(root));
    this.#redirects = this.files.has(CDN_FILES.redirects)
      ? parseRedirectsFile(this.read(CDN_FILES.redirects).toString('utf8'))
      : [];
  }

  get pages(): BuiltPage[] {
    this.#pages ??= [...this.files]
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const html = readFileSync(join(this.root, file), 'utf8');
        let dom: HTMLElement | undefined;
        // parsed when first read: a check that needs a few pages' DOMs should not parse thousands
        return {
          file,
          urlPath: urlPathOf(file),
          html,
          get dom() {
            return (dom ??= parse(html, { comment: false }));
          },
        };
      });
    return this.#pages;
  }

  /**
   * The HTML parts the pages put in later (the header's long menus in /site-menus.json), each
   * as a page at the site's root: their links must resolve from any page.
   */
  get parts(): BuiltPage[] {
    const file = SITE_FILES.menus.slice(1);
    if (!this.files.has(file)) return [];
    const parts = JSON.parse(this.read(file).toString('utf8')) as Record<string, string>;
    return Object.entries(parts).map(([name, html]) => ({
      file: `${file}#${name}`,
      // named by its file in reports; its links resolve from the root, like the menus' own
      urlPath: `/${file}#${name}`,
      html,
      get dom() {
        return parse(html, { comment: false });
      },
    }));
  }

  /**
   * Lets go of the parsed pages (they are parsed again if asked for): a big tenant's DOMs
   * take gigabytes, and a gate's file keeps its sites for as long as it runs.
   */
  release(): void {
    this.#pages = undefined;
  }

  read(file: string): Buffer {
    return readFileSync(join(this.root, file));
  }

  /**
   * The file a URL path is served from, as the local server and a static host resolve it:
   * the path itself, path/index.html, or path.html, else the page a 200 rewrite of the site's
   * `_redirects` serves there. Null when none exists.
   */
  resolve(urlPath: string): string | null {
    return this.route(urlPath)?.file ?? null;
  }

  /**
   * How a URL path is served: its file, and the rewrite it went through when no file has the
   * path (a file wins, Netlify's shadowing, unless the rule is forced), read by the same
   * parser as the local server's (src/server/redirects-file.ts). Null when nothing is served.
   */
  route(urlPath: string): { file: string; rewrite: SiteRewrite | null } | null {
    const rewrite = siteRewrite(this.#redirects, urlPath);
    const own = rewrite?.force ? null : this.#fileAt(urlPath);
    if (own) return { file: own, rewrite: null };
    const file = rewrite && this.#fileAt(rewrite.target.replace(/[?#].*$/, ''));
    return file ? { file, rewrite } : null;
  }

  /** Whether the site has a page for the car, and whether it shows the car sold; read once per car. */
  car(slug: string): 'none' | 'sold' | 'available' {
    let state = this.#cars.get(slug);
    if (!state) {
      const file = `cars/${slug}/index.html`;
      state = !this.files.has(file) ? 'none' : isSoldCarPage(this.read(file).toString('utf8')) ? 'sold' : 'available';
      this.#cars.set(slug, state);
    }
    return state;
  }

  /** The file at a path itself: path, path/index.html or path.html; never CDN configuration. */
  #fileAt(urlPath: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const relative = decoded.replace(/^\/+/, '');
    if (isCdnConfiguration(relative)) return null;
    const candidates =
      relative === '' || relative.endsWith('/')
        ? [`${relative}index.html`]
        : [relative, `${relative}/index.html`, `${relative}.html`];
    return candidates.find((candidate) => this.files.has(candidate)) ?? null;
  }
}

type SiteRewrite = NonNullable<ReturnType<typeof siteRewrite>>;

/** `index.html` → `/`, `cars/x/index.html` → `/cars/x/`, `404.html` → `/404.html`. */
export function urlPathOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}

const META = elementNames(['meta']);
const metaTags = (page: BuiltPage) => scanPage(page.html, META).tags.filter((tag) => tag.name === 'meta');

/** A page that only forwards elsewhere (Astro redirects) or asks not to be indexed. */
export function isRedirectPage(page: BuiltPage): boolean {
  return metaTags(page).some((meta) => meta.attributes.get('http-equiv')?.toLowerCase() === 'refresh');
}

export function isNoindexPage(page: BuiltPage): boolean {
  return metaTags(page).some(
    (meta) =>
      meta.attributes.get('name')?.toLowerCase() === 'robots' && /noindex/i.test(meta.attributes.get('content') ?? ''),
  );
}

/**
 * Failures that repeat across pages (a broken header link is on every page) as one line
 * each: `what is wrong (on 12 pages: /, /contact/, ...)`.
 */
export function groupByPage(failures: readonly { page: string; problem: string }[], pagesShown = 4): string[] {
  const groups = new Map<string, string[]>();
  for (const { page, problem } of failures) groups.set(problem, [...(groups.get(problem) ?? []), page]);
  return [...groups].map(([problem, pages]) => {
    const unique = [...new Set(pages)];
    const list = unique.slice(0, pagesShown).join(', ') + (unique.length > pagesShown ? ', ...' : '');
    return unique.length === 1 ? `${unique[0]}: ${problem}` : `${problem} (on ${unique.length} pages: ${list})`;
  });
}

/** Failures as one readable block: the first `limit` lines and how many more there are. */
export function report(title: string, failures: readonly string[], limit = 60): string {
  const shown = failures.slice(0, limit).map((f) => `  - ${f}`);
  const more = failures.length > limit ? [`  ... and ${failures.length - limit} more`] : [];
  return [`${title}: ${failures.length} failure${failures.length === 1 ? '' : 's'}`, ...shown, ...more].join('\n');
}
