/**
 * spec §7: images come from an image CDN with width and quality parameters. The CDN's URL
 * format is a tenant setting (`images.cdn`); `{src}` is the photo as the feed or the
 * catalogue gives it, `{width}` and `{quality}` what the page asks for.
 */
export const DEFAULT_IMAGE_CDN = '{src}?w={width}&q={quality}';

export interface ImageUse {
  /** The width of the plain `src` (the spec's width where it gives one). */
  width: number;
  /** The candidates of the `srcset`, narrowest first. */
  widths: readonly number[];
  /** JPEG/WebP quality, 1 to 100: lower where the picture is small or one of many. */
  quality: number;
}

/**
 * What each place that shows a photo asks of the CDN. spec §7 gives 1000 for cards, 375 for
 * blog cards and 80 for featured news; a blog post's own picture fills its text column; the vehicle page's gallery covers phones (480) to a
 * full-screen viewer on a wide desktop (1600), its thumbnails 120 px boxes at 1x and 2x.
 */
export const IMAGE_USES = {
  card: { width: 1000, widths: [400, 700, 1000], quality: 75 },
  blogCard: { width: 375, widths: [375, 750], quality: 75 },
  featuredNews: { width: 80, widths: [80, 160], quality: 70 },
  /** A post's own picture, the width of its text column (at most 75ch, about 720 px). */
  blogPost: { width: 800, widths: [400, 800, 1200, 1600], quality: 75 },
  gallery: { width: 1000, widths: [480, 800, 1000, 1200, 1600], quality: 80 },
  galleryThumbnail: { width: 120, widths: [120, 240], quality: 60 },
} as const satisfies Record<string, ImageUse>;

/** The CDN's URL of a photo at a width and quality, by the tenant's URL format. */
export function imageCdnUrl(format: string, src: string, width: number, quality: number): string {
  const at = format.indexOf('{src}');
  const before = format.slice(0, at);
  let after = format.slice(at + '{src}'.length);
  let photo = src;
  // A format that passes the photo as a query value needs it encoded; one that appends it
  // to a path must not double the slash, and joins its own query to the photo's with '&'.
  if (before.includes('?')) photo = encodeURIComponent(src);
  else {
    if (before.endsWith('/')) photo = photo.replace(/^\/+/, '');
    if (photo.includes('?') && after.startsWith('?')) after = `&${after.slice(1)}`;
  }
  return `${before}${photo}${after}`.replaceAll('{width}', String(width)).replaceAll('{quality}', String(quality));
}

/** Logos are flat colour and lettering: a high quality keeps their edges clean at a few kB. */
const LOGO_QUALITY = 90;

/**
 * A logo (a make's) shown in a box `box` px wide, from the CDN at three times that width, for
 * phones' dense screens. Through the CDN a drawn logo arrives as a raster the browser decodes
 * off the main thread; an SVG `<img>` is a document of its own for the page's main thread to
 * parse and lay out, about 5 ms each, a dozen of them on a home page.
 */
export function logoImageUrl(format: string, src: string, box: number): string {
  return imageCdnUrl(format, src, box * 3, LOGO_QUALITY);
}

/** A `srcset` of the photo at every width of the use. */
export function imageCdnSrcset(format: string, src: string, use: ImageUse): string {
  return use.widths.map((width) => `${imageCdnUrl(format, src, width, use.quality)} ${width}w`).join(', ');
}

/** The origin of an absolute CDN format (its images join the page policy's img-src), null for one on the site. */
export function imageCdnOrigin(format: string): string | null {
  const match = /^(https:\/\/[^/?#{}]+)/.exec(format);
  return match?.[1] ?? null;
}
