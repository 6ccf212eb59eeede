import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from './files.ts';
import { BuiltSite, isRedirectPage, ROOT, urlPathOf } from './built-sites.ts';

/** A page route of src/pages, e.g. `/cars/[slug]`, with a matcher for the URLs it builds. */
export interface PageRoute {
  pattern: string;
  regex: RegExp;
  /** Per segment: 0 static, 1 partly dynamic (`offer-[id]`), 2 dynamic, 3 rest (`[...x]`). */
  rank: number[];
}

const PAGE_EXTENSIONS = /\.(astro|md|mdx|html)$/;

/** Astro's page routes from the files under src/pages (endpoints such as sitemap.xml.ts excluded). */
export function pageRoutes(pagesDir = join(ROOT, 'src', 'pages')): PageRoute[] {
  if (!existsSync(pagesDir)) return [];
  return listFiles(pagesDir)
    .filter((file) => PAGE_EXTENSIONS.test(file) && !file.split('/').some((part) => part.startsWith('_')))
    .map((file) => routeOf(file.replace(PAGE_EXTENSIONS, '')))
    .sort(compareRoutes);
}

function routeOf(path: string): PageRoute {
  const segments = path.split('/').filter((segment, i, all) => !(segment === 'index' && i === all.length - 1));
  const rank: number[] = [];
  const parts = segments.map((segment) => {
    if (/^\[\.\.\.[^\]]+\]$/.test(segment)) {
      rank.push(3);
      return { rest: true, source: '.*' };
    }
    const dynamic = segment.match(/\[[^\]]+\]/g);
    rank.push(dynamic ? (segment.replace(/\[[^\]]+\]/g, '') === '' ? 2 : 1) : 0);
    const source = segment
      .split(/(\[[^\]]+\])/)
      .map((piece) => (/^\[[^\]]+\]$/.test(piece) ? '[^/]+' : piece.replace(/[.*+?^${}()|\\]/g, '\\$&')))
      .join('');
    return { rest: false, source };
  });
  // a rest parameter may match nothing, taking its slash with it
  const source = parts.map((part) => (part.rest ? '(?:/.*)?' : `/${part.source}`)).join('') || '/';
  return { pattern: `/${segments.join('/')}`, regex: new RegExp(`^${source === '/' ? '/' : source}$`), rank };
}

/** Astro's priority, simplified: static before partly dynamic before dynamic before rest, segment by segment. */
function compareRoutes(a: PageRoute, b: PageRoute): number {
  for (let i = 0; i < Math.max(a.rank.length, b.rank.length); i++) {
    const ra = a.rank[i];
    const rb = b.rank[i];
    if (ra === undefined) return 1;
    if (rb === undefined) return -1;
    if (ra !== rb) return ra - rb;
  }
  return a.pattern.localeCompare(b.pattern);
}

/**
 * The route pattern a built page came from: `/cars/x/` → `/cars/[slug]`. A page no route file
 * explains (an integration's route, a redirect) is its own type.
 */
export function routeOfPage(urlPath: string, routes: readonly PageRoute[]): string {
  if (urlPath === '/404.html') return '/404';
  if (urlPath === '/500.html') return '/500';
  const path = urlPath === '/' ? '/' : urlPath.replace(/\/$/, '').replace(/\.html$/, '');
  return routes.find((route) => route.regex.test(path))?.pattern ?? path;
}

/**
 * One page of each page type of a built site: the first (in path order) of each route pattern;
 * a missing URL stands for the 404 type. `file` is the page's file under the site's root.
 */
export function samplePagesByType(root: string): { type: string; path: string; file: string }[] {
  const routes = pageRoutes();
  const site = new BuiltSite(root);
  const byType = new Map<string, { path: string; file: string }>();
  for (const page of site.pages) {
    const type = routeOfPage(page.urlPath, routes);
    if (byType.has(type) || isRedirectPage(page)) continue;
    byType.set(type, { path: type === '/404' ? '/this-page-does-not-exist' : page.urlPath, file: page.file });
  }
  // thousands of parsed vehicle pages would stay in every worker's memory
  site.release();
  return [...byType]
    .map(([type, { path, file }]) => ({ type, path, file }))
    .sort((a, b) => a.type.localeCompare(b.type));
}

/** Every built page (its file under root) of one route pattern, e.g. every `/cars/[slug]` page. */
export function pagesOfRoute(root: string, pattern: string): string[] {
  const routes = pageRoutes();
  return listFiles(root).filter((file) => file.endsWith('.html') && routeOfPage(urlPathOf(file), routes) === pattern);
}
