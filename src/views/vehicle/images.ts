import type { Car } from '../../catalog/schema/car.ts';
import { IMAGE_USES, imageCdnSrcset, imageCdnUrl } from '../../domain/images/image-cdn.ts';

/** The drawings are 4:3; the page keeps a 16:10 frame, as the cards do, so nothing shifts. */
export const VEHICLE_IMAGE_RATIO = { width: 1000, height: 625 } as const;
/** The thumbnails' boxes, 16:10 like the main image. */
export const THUMBNAIL_SIZE = { width: 120, height: 75 } as const;

export interface VehicleImage {
  /** The photo at 1000px (the share image, the offer dialog's picture, JSON-LD). */
  src: string;
  /** The gallery's and the full-screen viewer's candidates, 480 to 1600px. */
  srcSet: string;
  thumbnail: { src: string; srcSet: string };
  alt: string;
}

/**
 * The car's photos from the image CDN (the site's `images.cdn`), primary first; none when
 * the feed says the car has no real photo (photos_count 0): the 'new arrival' placeholder
 * shows instead.
 */
export function carImages(
  car: Pick<Car, 'photos_count' | 'images' | 'primary_image_url' | 'name'>,
  cdn: string,
): VehicleImage[] {
  if (car.photos_count <= 0) return [];
  const paths = car.images.map((entry) => entry.image.url);
  if (paths.length === 0 && car.primary_image_url) paths.push(car.primary_image_url);
  const { gallery, galleryThumbnail: thumbnail } = IMAGE_USES;
  return paths.map((path, index) => ({
    src: imageCdnUrl(cdn, path, gallery.width, gallery.quality),
    srcSet: imageCdnSrcset(cdn, path, gallery),
    thumbnail: {
      src: imageCdnUrl(cdn, path, thumbnail.width, thumbnail.quality),
      srcSet: imageCdnSrcset(cdn, path, thumbnail),
    },
    alt: `${car.name}, photo ${index + 1} of ${paths.length}`,
  }));
}
