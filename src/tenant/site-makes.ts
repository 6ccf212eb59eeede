import type { Site } from './schema/site.ts';

/** The makes whose range the site shows: its single franchise, else its dealerships' makes. */
export function siteMakes(site: Pick<Site, 'manufacturer' | 'dealerships'>): string[] {
  return site.manufacturer ? [site.manufacturer] : [...new Set(site.dealerships.flatMap((d) => d.makes))];
}
