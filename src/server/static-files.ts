import { readFile, stat } from 'node:fs/promises';
import { join, posix, resolve, sep } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { CDN_FILES, isCdnConfiguration } from '../build/cdn-files.ts';
import { REVALIDATE } from '../build/response-headers.ts';
import { chooseEncoding, compressedCopy, isCompressible } from './compressed-copies.ts';
import { headersForPath, parseHeadersFile, type HeadersFile } from './headers-file.ts';
import { parseRedirectsFile, siteRewrite, type RedirectsFile } from './redirects-file.ts';
import { RESIZED_CACHE_CONTROL, resizedImage, resizeRequest } from './image-resizer.ts';

/**
 * The path a request asks for, relative to the site root, or null when it tries to leave the
 * root (`..` after decoding), carries a NUL or a backslash, or is not valid percent-encoding.
 */
function safeRelativePath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded.split('/').some((segment) => segment === '..')) return null;
  const normalized = posix.normalize(`/${decoded}`);
  return normalized.replace(/^\/+/, '');
}

/** `cars/` → cars/index.html; `cars` → cars, cars/index.html, cars.html (first that is a file). */
function candidatePaths(relative: string): string[] {
  if (relative === '' || relative.endsWith('/')) return [`${relative}index.html`];
  return [relative, `${relative}/index.html`, `${relative}.html`];
}

interface FoundFile {
  path: string;
  size: number;
  mtimeMs: number;
}

/** The first candidate that is a regular file inside root; never anything outside it. */
async function findFile(root: string, relative: string): Promise<FoundFile | null> {
  const base = resolve(root);
  for (const candidate of candidatePaths(relative)) {
    const path = resolve(base, candidate);
    if (path !== base && !path.startsWith(base + sep)) return null;
    try {
      const info = await stat(path);
      if (info.isFile()) return { path, size: info.size, mtimeMs: info.mtimeMs };
    } catch {
      // not there: try the next form
    }
  }
  return null;
}

function contentTypeOf(path: string): string {
  return getMimeType(path) ?? 'application/octet-stream';
}

const ruleFiles = new Map<string, { mtimeMs: number; rules: HeadersFile | RedirectsFile }>();

/** A CDN rules file of the site, parsed, read again when it changes (a rebuild); no rules without one. */
async function siteRules<T extends HeadersFile | RedirectsFile>(path: string, parse: (text: string) => T): Promise<T> {
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(path)).mtimeMs;
  } catch {
    return [] as unknown as T;
  }
  const cached = ruleFiles.get(path);
  if (cached?.mtimeMs === mtimeMs) return cached.rules as T;
  const rules = parse(await readFile(path, 'utf8'));
  ruleFiles.set(path, { mtimeMs, rules });
  return rules;
}

/** The site's `_headers` rules. */
const siteHeaderRules = (root: string) => siteRules(join(root, CDN_FILES.headers), parseHeadersFile);
/** The site's `_redirects` rules. */
const siteRedirectRules = (root: string) => siteRules(join(root, CDN_FILES.redirects), parseRedirectsFile);

/** Adds what the site's `_headers` says for the path, over the defaults (Cache-Control). */
async function withSiteHeaders(root: string, pathname: string, response: Response): Promise<Response> {
  for (const [name, value] of headersForPath(await siteHeaderRules(root), pathname)) response.headers.set(name, value);
  return response;
}

function etagOf(file: { size: number; mtimeMs: number }): string {
  return `"${file.size.toString(36)}-${Math.floor(file.mtimeMs).toString(36)}"`;
}

/** If-None-Match with weak comparison (a compressed response carries W/"..."). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => strip(tag) === strip(etag));
}

export interface StaticRequest {
  method: string;
  pathname: string;
  /** The query: a picture asked for at a width (`w`) and quality (`q`) is resized, as the image CDN does. */
  query?: URLSearchParams;
  ifNoneMatch?: string | undefined;
  /** The browser's Accept-Encoding: text files go brotli or gzip compressed where it takes them. */
  acceptEncoding?: string | undefined;
}

/**
 * Answers a GET or HEAD for one built site like a CDN in front of its bucket would:
 * index.html for folders, the site's 200 rewrites (`_redirects`: another page of the site
 * for this address, where no file has it), the site's own 404.html with status 404, 304 on
 * a matching ETag, the response headers of the site's `_headers` file (a rewritten path gets
 * those of the page served), which itself (and any other CDN configuration) is never served.
 */
export async function serveSiteFile(root: string, request: StaticRequest): Promise<Response> {
  const { response, servedPath } = await siteFileResponse(root, request);
  return response.status === 400 || response.status === 405 ? response : withSiteHeaders(root, servedPath, response);
}

/** The file for a request path, or the page a rewrite serves in its place, and the path whose headers it takes. */
async function fileFor(
  root: string,
  pathname: string,
  relative: string,
): Promise<{ found: FoundFile; path: string } | null> {
  if (isCdnConfiguration(relative)) return null;
  const rewrite = siteRewrite(await siteRedirectRules(root), pathname);
  // Netlify's shadowing: a file at the path wins over a rule unless the rule is forced (200!)
  const own = rewrite?.force ? null : await findFile(root, relative);
  if (own) return { found: own, path: pathname };
  if (!rewrite) return null;
  const target = rewrite.target.replace(/[?#].*$/, '');
  const targetRelative = safeRelativePath(target);
  if (targetRelative === null || isCdnConfiguration(targetRelative)) return null;
  const found = await findFile(root, targetRelative);
  return found && { found, path: target };
}

async function siteFileResponse(
  root: string,
  request: StaticRequest,
): Promise<{ response: Response; servedPath: string }> {
  const answer = (response: Response, servedPath = request.pathname) => ({ response, servedPath });
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return answer(
      new Response('Method Not Allowed\n', {
        status: 405,
        headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
      }),
    );
  }
  const relative = safeRelativePath(request.pathname);
  if (relative === null) return answer(badRequest('Bad Request'));

  const file = await fileFor(root, request.pathname, relative);
  if (!file) return answer(await notFound(root, request.method));
  return answer(await fileResponse(file.found, request), file.path);
}

/** A file of the site, whole or as the resized picture the query asks for. */
async function fileResponse(found: FoundFile, request: StaticRequest): Promise<Response> {
  const resize = resizeRequest(found.path, request.query ?? new URLSearchParams());
  if (resize.kind === 'invalid') return badRequest(resize.message);
  if (resize.kind === 'resize') return resizedResponse(found, resize, request);

  const etag = etagOf(found);
  const headers = new Headers({
    'Content-Type': contentTypeOf(found.path),
    'Cache-Control': REVALIDATE,
    ETag: etag,
    'Last-Modified': new Date(found.mtimeMs).toUTCString(),
  });
  const contentType = headers.get('Content-Type') ?? '';
  const compressible = isCompressible(contentType, found.size);
  // a 304 names the same variants as the full answer would
  if (compressible) headers.set('Vary', 'Accept-Encoding');
  if (matchesEtag(request.ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  const encoding = compressible ? chooseEncoding(request.acceptEncoding) : null;
  if (!encoding || request.method === 'HEAD') {
    headers.set('Content-Length', String(found.size));
    return new Response(request.method === 'HEAD' ? null : await readFile(found.path), { status: 200, headers });
  }
  const body = await compressedCopy({ path: found.path, etag }, () => readFile(found.path), encoding);
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  // the same file sent in another encoding is a different representation
  headers.set('ETag', `W/${etag}`);
  return new Response(new Uint8Array(body), { status: 200, headers });
}

function badRequest(message: string): Response {
  return new Response(`${message}\n`, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** The stand-in image CDN: the picture at the asked width and quality, cached a day, revalidated by ETag. */
async function resizedResponse(
  found: FoundFile,
  size: { width: number; quality: number },
  request: StaticRequest,
): Promise<Response> {
  const source = etagOf(found);
  const etag = `${source.slice(0, -1)}-${size.width}-${size.quality}"`;
  const headers = new Headers({ 'Content-Type': 'image/webp', 'Cache-Control': RESIZED_CACHE_CONTROL, ETag: etag });
  if (matchesEtag(request.ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  const image = await resizedImage(await readFile(found.path), size, `${found.path}:${source}`);
  headers.set('Content-Length', String(image.length));
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(image), { status: 200, headers });
}

async function notFound(root: string, method: string): Promise<Response> {
  const page = await findFile(root, '404.html');
  const headers = new Headers({ 'Cache-Control': 'no-cache' });
  if (!page) {
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    return new Response(method === 'HEAD' ? null : 'Not Found\n', { status: 404, headers });
  }
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Content-Length', String(page.size));
  return new Response(method === 'HEAD' ? null : await readFile(page.path), { status: 404, headers });
}
