import { carImageSvg, parseCarImageKey } from '../../catalog/images/car-image.ts';

/** A photo the PDF can draw: an SVG drawing, or JPEG/PNG bytes pdfkit embeds as they are. */
export type CarPhoto = { kind: 'svg'; svg: string } | { kind: 'raster'; data: Buffer };

export interface PhotoOptions {
  /** How long a remote photo may take before the PDF is made without it (default 5 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A listing photo is a few MB at most; anything larger is not worth holding up the PDF for. */
const MAX_PHOTO_BYTES = 15_000_000;

function isJpeg(data: Buffer): boolean {
  return data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
}

function isPng(data: Buffer): boolean {
  return data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}

async function remotePhoto(url: string, options: PhotoOptions): Promise<CarPhoto | null> {
  try {
    const response = await (options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5000) });
    if (!response.ok) return null;
    if (Number(response.headers.get('content-length') ?? 0) > MAX_PHOTO_BYTES) return null;
    const data = Buffer.from(await response.arrayBuffer());
    if (data.length > MAX_PHOTO_BYTES) return null;
    if (isJpeg(data) || isPng(data)) return { kind: 'raster', data };
    const text = data.toString('utf8');
    return /<svg[\s>]/.test(text.slice(0, 2000)) ? { kind: 'svg', svg: text } : null;
  } catch {
    // a slow or broken image host must not cost the shopper the PDF
    return null;
  }
}

/**
 * The car's photo for the PDF. The demo stock's /img/cars/<body>-<colour>-<view>.svg are
 * drawn again from their key (the same generator the build's image route uses), so no
 * request goes back to the site; an absolute http(s) URL is fetched; anything else, or a
 * failure, gives null and the PDF goes without a photo.
 */
export async function photoFor(path: string | null, options: PhotoOptions = {}): Promise<CarPhoto | null> {
  if (!path) return null;
  const sameSite = /^\/img\/cars\/[a-z0-9-]+\.svg$/.exec(path.split('?')[0] ?? '');
  if (sameSite) {
    const spec = parseCarImageKey(sameSite[0]);
    return spec ? { kind: 'svg', svg: carImageSvg(spec.body, spec.family, spec.view) } : null;
  }
  if (/^https?:\/\//i.test(path)) return remotePhoto(path, options);
  return null;
}
