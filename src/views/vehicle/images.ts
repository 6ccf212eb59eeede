import type { Car } from '../../catalog/schema/car.ts';
import { cdnImageUrl } from '../../site-urls.ts';

/** spec §7 image CDN widths for the vehicle page's photos: phones to wide desktops. */
const VEHICLE_IMAGE_WIDTHS = [400, 700, 1000, 1400] as const;
/** The drawings are 4:3; the page keeps a 16:10 frame, as the cards do, so nothing shifts. */
export const VEHICLE_IMAGE_RATIO = { width: 1000, height: 625 } as const;

export interface VehicleImage {
  /** The photo at 1000px (the share image, the offer dialog's picture). */
  src: string;
  srcSet: string;
  alt: string;
}

/**
 * The car's photos from the image CDN, primary first; none when the feed says the car has
 * no real photo (photos_count 0): the 'new arrival' placeholder shows instead.
 */
export function carImages(car: Pick<Car, 'photos_count' | 'images' | 'primary_image_url' | 'name'>): VehicleImage[] {
  if (car.photos_count <= 0) return [];
  const paths = car.images.map((entry) => entry.image.url);
  if (paths.length === 0 && car.primary_image_url) paths.push(car.primary_image_url);
  return paths.map((path, index) => ({
    src: cdnImageUrl(path, 1000),
    srcSet: VEHICLE_IMAGE_WIDTHS.map((width) => `${cdnImageUrl(path, width)} ${width}w`).join(', '),
    alt: `${car.name}, photo ${index + 1} of ${paths.length}`,
  }));
}
