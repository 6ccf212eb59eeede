import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IMAGE_CDN,
  IMAGE_USES,
  imageCdnOrigin,
  imageCdnSrcset,
  imageCdnUrl,
  logoImageUrl,
} from '../../../../src/domain/images/image-cdn.ts';

const photo = '/img/cars/suv-red-side.svg';

describe('spec §7 image CDN widths', () => {
  it.each([
    ['card', 1000],
    ['blogCard', 375],
    ['featuredNews', 80],
  ] as const)('%s: %d wide, among its srcset widths, with a quality', (use, width) => {
    expect(IMAGE_USES[use].width).toBe(width);
    expect(IMAGE_USES[use].widths).toContain(width);
    expect(IMAGE_USES[use].quality).toBeGreaterThan(0);
    expect(IMAGE_USES[use].quality).toBeLessThanOrEqual(100);
  });

  it('the gallery spans phones to a full-screen desktop, its thumbnails 1x and 2x', () => {
    expect(IMAGE_USES.gallery.widths).toEqual([480, 800, 1000, 1200, 1600]);
    expect(IMAGE_USES.galleryThumbnail.widths).toEqual([120, 240]);
  });
});

describe('the URL of a photo at a width and quality', () => {
  it.each([
    [
      'the default: the CDN in front of the site, on the query',
      DEFAULT_IMAGE_CDN,
      photo,
      '/img/cars/suv-red-side.svg?w=1000&q=75',
    ],
    ['a photo that has a query keeps it', DEFAULT_IMAGE_CDN, '/p.jpg?v=2', '/p.jpg?v=2&w=1000&q=75'],
    [
      'a CDN host with the photo in its path, one slash between',
      'https://images.example.com/{src}?width={width}&quality={quality}',
      photo,
      'https://images.example.com/img/cars/suv-red-side.svg?width=1000&quality=75',
    ],
    [
      'a CDN that takes the photo as a query value gets it encoded',
      'https://proxy.example.com/resize?url={src}&w={width}&q={quality}',
      'https://photos.dealer.example/a b.jpg?x=1',
      'https://proxy.example.com/resize?url=https%3A%2F%2Fphotos.dealer.example%2Fa%20b.jpg%3Fx%3D1&w=1000&q=75',
    ],
    [
      'a path-style CDN (width and quality in the path)',
      '/cdn-cgi/image/width={width},quality={quality}/{src}',
      photo,
      '/cdn-cgi/image/width=1000,quality=75/img/cars/suv-red-side.svg',
    ],
  ])('%s', (_case, format, src, url) => expect(imageCdnUrl(format, src, 1000, 75)).toBe(url));

  it('a srcset names every width of the use at its quality', () => {
    expect(imageCdnSrcset(DEFAULT_IMAGE_CDN, photo, IMAGE_USES.blogCard)).toBe(
      '/img/cars/suv-red-side.svg?w=375&q=75 375w, /img/cars/suv-red-side.svg?w=750&q=75 750w',
    );
  });
});

describe("a make's logo", () => {
  it('comes from the CDN at three times its box, for dense phone screens, at a high quality', () => {
    expect(logoImageUrl(DEFAULT_IMAGE_CDN, '/img/makes/kia.svg', 64)).toBe('/img/makes/kia.svg?w=192&q=90');
    expect(logoImageUrl('/cdn-cgi/image/width={width},quality={quality}/{src}', '/img/makes/kia.svg', 40)).toBe(
      '/cdn-cgi/image/width=120,quality=90/img/makes/kia.svg',
    );
  });
});

describe('the CDN origin the page policy allows', () => {
  it.each([
    [DEFAULT_IMAGE_CDN, null],
    ['/cdn-cgi/image/width={width},quality={quality}/{src}', null],
    ['https://images.example.com/{src}?w={width}&q={quality}', 'https://images.example.com'],
    ['https://cdn.example.com:8443?u={src}&w={width}&q={quality}', 'https://cdn.example.com:8443'],
  ])('%s → %s', (format, origin) => expect(imageCdnOrigin(format)).toBe(origin));
});
