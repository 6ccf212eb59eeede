import { validSites } from '../../../src/server/tenancy/discover.ts';
import type { Site } from '../../../src/tenant/schema/site.ts';

let sites: Site[] | undefined;

/** The demo tenants' resolved configs (loaded once). */
export function demoSites(): Site[] {
  sites ??= validSites();
  return sites;
}
