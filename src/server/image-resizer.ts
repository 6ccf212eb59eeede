import sharp from 'sharp';

/** What the stand-in image CDN resizes: the built site's pictures, vector or raster. */
const RESIZABLE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
const WIDTH = { min: 16, max: 4000 } as const;
const QUALITY = { min: 1, max: 100 } as const;
/** The default format asks for a quality; a request without one gets this. */
const DEFAULT_QUALITY = 80;
/** Resized pictures kept in memory: a demo site's photos at a few widths each. */
const CACHE_ENTRIES = 600;
/** A CDN keeps a resized picture a day, then asks again (the ETag answers 304 if unchanged). */
export const RESIZED_CACHE_CONTROL = 'public, max-age=86400';

export type ResizeRequest =
  { kind: 'original' } | { kind: 'resize'; width: number; quality: number } | { kind: 'invalid'; message: string };

function wholeNumber(value: string, range: { min: number; max: number }): number | null {
  if (!/^\d{1,5}$/.test(value)) return null;
  const number = Number(value);
  return number >= range.min && number <= range.max ? number : null;
}

/**
 * spec §7: what the image CDN is asked for, from the query of a request for a picture:
 * `w` (width in pixels) and `q` (quality); the original without `w`. A bad value names
 * its parameter.
 */
export function resizeRequest(path: string, query: URLSearchParams): ResizeRequest {
  const w = query.get('w');
  const q = query.get('q');
  if (w === null || !RESIZABLE.test(path)) return { kind: 'original' };
  const width = wholeNumber(w, WIDTH);
  if (width === null) return { kind: 'invalid', message: `w: a width in pixels from ${WIDTH.min} to ${WIDTH.max}` };
  const quality = q === null ? DEFAULT_QUALITY : wholeNumber(q, QUALITY);
  if (quality === null) return { kind: 'invalid', message: `q: a quality from ${QUALITY.min} to ${QUALITY.max}` };
  return { kind: 'resize', width, quality };
}

const cache = new Map<string, Buffer>();

/**
 * The picture at the width and quality, as WebP. A drawing (SVG) is rasterised at that
 * width, so every width is sharp; a raster photo is never enlarged. `version` names the
 * source's state (its ETag), so a rebuilt picture is not answered from the cache.
 */
export async function resizedImage(
  source: Buffer,
  request: { width: number; quality: number },
  version: string,
): Promise<Buffer> {
  const key = `${version}:${request.width}:${request.quality}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const { format, width: sourceWidth } = await sharp(source).metadata();
  const density = format === 'svg' && sourceWidth ? (72 * request.width) / sourceWidth : undefined;
  const image = await sharp(source, density ? { density } : {})
    .resize({ width: request.width, withoutEnlargement: format !== 'svg' })
    .webp({ quality: request.quality })
    .toBuffer();
  if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, image);
  return image;
}
