import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { carCheckoutHref, carHref } from '../site-urls.ts';
import type { Site } from '../tenant/schema/site.ts';
import { CDN_FILES } from './cdn-files.ts';

/**
 * Addresses one page of the site answers for many (DESIGN.md, "Per-car transactional pages"):
 * the CDN serves `to` for every path `from` matches, with status 200, and the browser keeps
 * its address, from which the page reads what it is about. `from` takes `:name` for one path
 * segment; `to` is a page of the site, built as `<to>index.html`.
 */
interface PageRewrite {
  from: string;
  to: string;
}

/** The one checkout page of a site (src/pages/checkout.astro): it reads the car's slug from the address. */
const CHECKOUT_PAGE = '/checkout/';

/** spec §2 /cars/{slug}/checkout: reserve a car. */
const CHECKOUT: PageRewrite = { from: carCheckoutHref(':slug'), to: CHECKOUT_PAGE };
/** spec §2 /cars/{slug}/buy-online: reserve a car on a site that sells online. */
const BUY_ONLINE: PageRewrite = { from: `${carHref(':slug')}/buy-online`, to: CHECKOUT_PAGE };

/**
 * The rewrites a site needs: the checkout where it reserves cars, and buy-online too where it
 * also sells online (any mode but off), since buying online is that same deposit (the journey
 * of a car: src/domain/reservations/checkout.ts). A site that reserves nothing has none, and
 * its CDN gets no rule.
 */
function pageRewrites(site: Pick<Site, 'features'>): PageRewrite[] {
  const { reserve, onlineBuying } = site.features;
  if (!reserve.enabled) return [];
  return onlineBuying.mode === 'off' ? [CHECKOUT] : [CHECKOUT, BUY_ONLINE];
}

/**
 * The rewrites as `_redirects` rules (Cloudflare Pages and Netlify): `from  to  200`, once
 * without and once with the trailing slash. Netlify normalises a trailing slash before it
 * matches, so one would do there, but Cloudflare Pages matches the path exactly. Neither
 * rule is forced (`200!`): Netlify then serves a file that exists at the path instead
 * (shadowing), and none does; Cloudflare follows a rule whether a file exists or not.
 */
function redirectsRules(rewrites: readonly PageRewrite[]): string {
  if (rewrites.length === 0) return '';
  const lines = rewrites.flatMap(({ from, to }) => [`${from}  ${to}  200`, `${from}/  ${to}  200`]);
  return `# one page for many addresses (src/build/page-rewrites.ts); the browser keeps its address\n${lines.join('\n')}\n`;
}

/**
 * `from` as a regular expression literal over a whole path, with or without its trailing
 * slash; every `/` escaped, as the oldest engines want it even inside a class.
 */
function pathExpression(from: string): string {
  const source = from
    .split(/(:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
    .replaceAll('/', '\\/');
  return `/^${source}\\/?$/`;
}

/** The bucket's key for a page: a bucket behind CloudFront serves keys, not folders. */
function objectKey(page: string): string {
  if (!/^\/[^:*?#]*$/.test(page)) throw new Error(`page rewrite target ${page}: expected a fixed path of the site`);
  return page.endsWith('/') ? `${page}index.html` : page;
}

/**
 * A CloudFront Function (runtime cloudfront-js-2.0) for the viewer requests of the site's
 * default cache behaviour: a request whose URI a rewrite matches asks the bucket for the
 * page's object instead (`/cars/x/checkout` → `/checkout/index.html`), keeping the query;
 * the viewer's address does not change. A function cannot see the bucket, so unlike Netlify
 * a matching path is rewritten even if an object has its name (none does).
 */
function cloudFrontRewriteFunction(rewrites: readonly PageRewrite[]): string {
  const entries = rewrites.map(({ from, to }) => `  [${pathExpression(from)}, ${JSON.stringify(objectKey(to))}],`);
  return [
    '// Written by npm run build (src/build/page-rewrites.ts): a CloudFront Function, runtime',
    "// cloudfront-js-2.0, on the viewer-request event of the site's default cache behaviour.",
    '// It serves one page of the site for many addresses; the browser keeps its address.',
    'var REWRITES = [',
    ...entries,
    '];',
    '',
    'function handler(event) {',
    '  var request = event.request;',
    '  for (var i = 0; i < REWRITES.length; i++) {',
    '    if (REWRITES[i][0].test(request.uri)) {',
    '      request.uri = REWRITES[i][1];',
    '      break;',
    '    }',
    '  }',
    '  return request;',
    '}',
    '',
  ].join('\n');
}

/**
 * Writes a site's page rewrites beside its pages: `_redirects` and the CloudFront Function.
 * Nothing for a site without any. The build adds the `/api/*` rule in front of them later,
 * when API_ORIGIN is set (api-route.ts).
 */
async function writePageRewrites(root: string, rewrites: readonly PageRewrite[]): Promise<void> {
  if (rewrites.length === 0) return;
  const files = {
    [CDN_FILES.redirects]: redirectsRules(rewrites),
    [CDN_FILES.cloudFrontRewriteFunction]: cloudFrontRewriteFunction(rewrites),
  };
  for (const [relative, text] of Object.entries(files)) {
    const path = join(root, relative);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
  }
}

/** After the build, writes the tenant's page rewrites as CDN configuration beside its pages. */
export function pageRewritesIntegration(site: Site): AstroIntegration {
  return {
    name: 'tenant-page-rewrites',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await writePageRewrites(fileURLToPath(dir), pageRewrites(site));
      },
    },
  };
}
