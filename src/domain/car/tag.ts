import type { Car } from '../../catalog/schema/car.ts';
import type { Site } from '../../tenant/schema/site.ts';

/** spec §9: the 'New' tag window. */
const NEW_TAG_DAYS = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The simple fuels that get the site's electric/hybrid tag. */
const ELECTRIFIED_FUELS: ReadonlySet<string> = new Set(['Electric', 'Hybrid', 'Plug-in Hybrid']);

/** The tag banner of a car card, or null for none. `kind` says which rule chose it. */
export type CarTag =
  | { kind: 'electric-hybrid'; text: string }
  | { kind: 'reserved'; text: 'Reserved' }
  /** The certified image replaces a text tag; the card draws the image. */
  | { kind: 'certified-image'; text: 'Certified' }
  | { kind: 'own'; text: string }
  | { kind: 'coming-soon'; text: 'COMING SOON' }
  | { kind: 'new'; text: string }
  | { kind: 'sold'; text: string };

export type TagCar = Pick<Car, 'status' | 'simple_fuel' | 'reserved' | 'certified' | 'tag' | 'created_at'>;
export type TagOptions = Pick<Site['tags'], 'electricHybrid' | 'certifiedImage' | 'new' | 'sold'>;

/**
 * spec §9 'New' tag window: listed at most 8 days (8 × 24 hours) before `now`, the
 * boundary included; a listing time after `now` (clock skew in a feed) also counts as new.
 */
function isNewListing(createdAt: string, now: Date): boolean {
  const age = now.getTime() - Date.parse(createdAt);
  return !Number.isNaN(age) && age <= NEW_TAG_DAYS * DAY_MS;
}

/**
 * spec §4 Tag precedence. Sold cars show the site's sold tag (default 'JUST SOLD'). For
 * the others (in_stock and coming_soon: the spec's list names COMING SOON, so "in-stock"
 * there means "not sold"), the first that applies:
 * 1. the site's electric/hybrid tag (tags.electricHybrid, null = off) on an Electric,
 *    Hybrid or Plug-in Hybrid car;
 * 2. 'Reserved';
 * 3. the certified image on a certified car, on sites with tags.certifiedImage;
 * 4. the car's own tag (blank counts as none);
 * 5. 'COMING SOON' for coming_soon;
 * 6. the site's new tag (default 'New') when listed within the last 8 days;
 * 7. none.
 */
export function carTag(car: TagCar, tags: TagOptions, now: Date): CarTag | null {
  if (car.status === 'sold') return { kind: 'sold', text: tags.sold };
  if (tags.electricHybrid && car.simple_fuel && ELECTRIFIED_FUELS.has(car.simple_fuel)) {
    return { kind: 'electric-hybrid', text: tags.electricHybrid };
  }
  if (car.reserved) return { kind: 'reserved', text: 'Reserved' };
  if (tags.certifiedImage && car.certified) return { kind: 'certified-image', text: 'Certified' };
  const own = car.tag?.trim();
  if (own) return { kind: 'own', text: own };
  if (car.status === 'coming_soon') return { kind: 'coming-soon', text: 'COMING SOON' };
  if (isNewListing(car.created_at, now)) return { kind: 'new', text: tags.new };
  return null;
}
