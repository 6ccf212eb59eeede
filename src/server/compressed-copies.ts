import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import pLimit from 'p-limit';

export type Encoding = 'br' | 'gzip';

/** Smaller bodies gain nothing worth a header. */
const MIN_BYTES = 1024;
/** The copies kept in memory, by total size; the least recently served go first. */
const CACHE_BYTES = 64 * 1024 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to send: brotli where the browser takes it, else gzip, else none (a q=0 in
 * Accept-Encoding refuses one; `*` stands for any not named).
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : null;
}

/** Whether a built file of this type and size is worth sending compressed. */
export function isCompressible(contentType: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);
}

const copies = new Map<string, Buffer>();
let cachedBytes = 0;

function remember(key: string, body: Buffer): void {
  copies.set(key, body);
  cachedBytes += body.length;
  for (const [oldest, old] of copies) {
    if (cachedBytes <= CACHE_BYTES) break;
    copies.delete(oldest);
    cachedBytes -= old.length;
  }
}

const BEST = constants.BROTLI_MAX_QUALITY;
/** A quality that takes milliseconds even on the largest file (the search index, 1.5 MB). */
const FAST = 5;

function compressBody(source: Buffer, encoding: Encoding, quality: number): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(source, { level: 9 });
  return brotli(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
}

/** The keys whose best copy is being made, so a busy page starts it once. */
const improving = new Set<string>();
/**
 * Best copies are made one at a time, and at most this many wait: zlib's async work shares
 * libuv's four threads with file reads and the image resizer, so a page view that wants a
 * hundred new files would otherwise hold every file read behind seconds of brotli.
 */
const improveOneAtATime = pLimit(1);
const MAX_WAITING_IMPROVEMENTS = 50;

/**
 * A built file's compressed copy, kept per file version (its ETag) as a CDN keeps one per
 * object. The first request gets a quick brotli copy; the copy at brotli's best quality,
 * a tenth smaller again (a quarter on the search index) but up to seconds to make, replaces
 * it in the background for the requests after.
 */
export async function compressedCopy(
  file: { path: string; etag: string },
  read: () => Promise<Buffer>,
  encoding: Encoding,
): Promise<Buffer> {
  const key = `${encoding} ${file.etag} ${file.path}`;
  const cached = copies.get(key);
  if (cached) {
    copies.delete(key);
    copies.set(key, cached);
    return cached;
  }
  const source = await read();
  const body = await compressBody(source, encoding, FAST);
  remember(key, body);
  if (encoding === 'br' && !improving.has(key) && improveOneAtATime.pendingCount < MAX_WAITING_IMPROVEMENTS) {
    improving.add(key);
    improveOneAtATime(() => compressBody(source, encoding, BEST))
      .then((best) => {
        const current = copies.get(key);
        if (current) {
          copies.delete(key);
          cachedBytes -= current.length;
        }
        remember(key, best);
      })
      .catch(() => undefined) // the quick copy stays
      .finally(() => improving.delete(key));
  }
  return body;
}
