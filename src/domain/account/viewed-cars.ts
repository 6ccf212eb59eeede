/**
 * spec §3 Viewed-car record (id, stocknum, make, model, body, simple_body), with what the
 * garage needs to show it again: its name, page and photo.
 */
export interface ViewedCar {
  id: number;
  stocknum: string;
  make: string;
  model: string;
  body: string | null;
  simple_body: string | null;
  name: string;
  slug: string;
  primary_image_url: string | null;
}

/** The garage's 'Recently viewed' keeps the last 12 cars. */
const VIEWED_KEPT = 12;

const SLUG = /^[a-z0-9-]+$/;
const textOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

function readViewed(item: unknown): ViewedCar | null {
  if (typeof item !== 'object' || item === null) return null;
  const { id, stocknum, make, model, body, simple_body, name, slug, primary_image_url } = item as Record<
    string,
    unknown
  >;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return null;
  if (typeof name !== 'string' || name.trim() === '' || typeof slug !== 'string' || !SLUG.test(slug)) return null;
  if (typeof stocknum !== 'string' || typeof make !== 'string' || typeof model !== 'string') return null;
  if (!textOrNull(body) || !textOrNull(simple_body) || !textOrNull(primary_image_url)) return null;
  return { id, stocknum, make, model, body, simple_body, name, slug, primary_image_url };
}

/** What the browser had stored: the records that still fit, newest first, one per car, 12 at most. */
export function readViewedCars(stored: unknown): ViewedCar[] {
  if (!Array.isArray(stored)) return [];
  const kept: ViewedCar[] = [];
  for (const item of stored) {
    const car = readViewed(item);
    if (car && !kept.some((other) => other.id === car.id)) kept.push(car);
    if (kept.length === VIEWED_KEPT) break;
  }
  return kept;
}

/** A car's page was opened: it goes first (once), and the oldest beyond 12 drop. */
export function recordViewedCar(viewed: readonly ViewedCar[], car: ViewedCar): ViewedCar[] {
  return [car, ...viewed.filter((other) => other.id !== car.id)].slice(0, VIEWED_KEPT);
}

export function forgetViewedCar(viewed: readonly ViewedCar[], id: number): ViewedCar[] {
  return viewed.filter((car) => car.id !== id);
}
