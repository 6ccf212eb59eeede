import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { isCdnConfiguration } from '../build/cdn-files.ts';
import { IMMUTABLE, REVALIDATE } from '../build/response-headers.ts';

/**
 * When a file goes up in a publish: assets before the JSON the pages fetch, that before the
 * pages, the pages before the sitemaps that list them, so a page never points at a file the
 * bucket does not hold yet.
 */
export const PHASES = ['assets', 'data', 'pages', 'sitemaps'] as const;
export type Phase = (typeof PHASES)[number];

export interface SiteFile {
  /** The path under the site's root, with forward slashes: `cars/x/index.html`. */
  path: string;
  size: number;
  /** Hex MD5 of the content: S3's ETag of an object put in one part. */
  md5: string;
  contentType: string;
  cacheControl: string;
  phase: Phase;
}

export const md5Hex = (content: Uint8Array) => createHash('md5').update(content).digest('hex');

/** Hashed build output: its name changes with its content, so it is cached for good. */
export const isHashedAsset = (path: string) => path.startsWith('_astro/');

function phaseOf(path: string): Phase {
  if (/(^|\/)(sitemap[^/]*\.xml|robots\.txt)$/.test(path)) return 'sitemaps';
  if (path.endsWith('.html')) return 'pages';
  if (path.endsWith('.json')) return 'data';
  return 'assets';
}

/**
 * The content type of a file as the bucket stores it; text types name their charset (JSON is
 * UTF-8 by definition and takes none).
 */
export function contentTypeOf(path: string): string {
  return getMimeType(path) ?? 'application/octet-stream';
}

/** Every file of a built site with the metadata its object carries; the CDN configuration is not among them. */
export function listSiteFiles(root: string): SiteFile[] {
  const files: SiteFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      const path = relative(root, full).split(sep).join('/');
      if (isCdnConfiguration(path)) continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const content = readFileSync(full);
        files.push({
          path,
          size: content.length,
          md5: md5Hex(content),
          contentType: contentTypeOf(path),
          cacheControl: isHashedAsset(path) ? IMMUTABLE : REVALIDATE,
          phase: phaseOf(path),
        });
      }
    }
  };
  walk(root);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
