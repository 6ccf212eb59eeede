import { loadTenantOrExit } from './load-for-build.ts';
import type { Site } from './schema/site.ts';

/** The tenant this build renders; every page reads it from here. */
export const site: Site = loadTenantOrExit(process.env.TENANT);

/** Absolute URL on the tenant's production domain. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.domain).href;
}
