import { createHash, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { timeZoneForState } from '../../src/domain/hours/state-time-zone.ts';
import { wallClock } from '../../src/domain/hours/wall-clock.ts';
import { paymentPageOrigins } from '../../src/build/payment-origins.ts';
import type { Site } from '../../src/tenant/schema/site.ts';

/** What every tenant's build is made from besides its own folder: the code and its dependencies. */
export const SHARED_SOURCES = [
  'src',
  'public',
  'astro.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** Bumped when what goes into a fingerprint changes, so every old fingerprint differs. */
const FORMAT = 'fingerprint 2';

/** Adds each file under `paths` (a file or a folder), by its path from `base` and its content, in a fixed order. */
function addFiles(hash: Hash, base: string, paths: readonly string[]): void {
  const files: string[] = [];
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) for (const entry of readdirSync(path).sort()) walk(join(path, entry));
    else files.push(path);
  };
  for (const path of paths) walk(path);
  for (const file of files) {
    hash.update(`${relative(base, file).split(sep).join('/')}\0`);
    hash.update(createHash('sha256').update(readFileSync(file)).digest());
  }
}

/** One digest of the shared sources, computed once for a run of many tenants. */
export function sourcesDigest(root: string, sources: readonly string[] = SHARED_SOURCES): string {
  const hash = createHash('sha256');
  addFiles(
    hash,
    root,
    sources.map((source) => join(root, source)),
  );
  return hash.digest('hex');
}

/**
 * "Today" where the dealer is (its first location's state): pages show what is on today
 * (offers, popups, holiday hours, days in stock), so the first build of a day differs.
 */
function buildDate(site: Pick<Site, 'locations'>, now: Date): string {
  const state = site.locations[0]?.address.state ?? 'NSW';
  return wallClock(now, timeZoneForState(state)).date;
}

/**
 * The fingerprint of everything a tenant's build is made from: its folder (site.json, content,
 * a stock feed kept there), a feed kept elsewhere, the shared sources' digest, the date the
 * build renders for, the API's host its CDN routing names, the payment processor's origins
 * the pages' policy allows (PAYMENTS, TEST_PAYMENTS_URL/PORT) and the cars reservations
 * through the site hold (or that they were not known). Equal fingerprints build the same site.
 */
export function tenantFingerprint(
  slug: string,
  inputs: {
    tenantsDir: string;
    site: Pick<Site, 'inventory' | 'locations'>;
    sources: string;
    now: Date;
    /** API_ORIGIN's host; without one, the fingerprint is what it was before the API's routing existed. */
    apiHost?: string | null;
    /** The build's environment, for the payment processor it names (default process.env). */
    env?: NodeJS.ProcessEnv;
    /**
     * The cars reservations through the site hold, as the lead API said (scripts/lib/reserved-cars.ts),
     * or null when the build did not learn them: a new or ended reservation rebuilds the tenant,
     * and so does the first build that learns them after one that could not.
     */
    reservedCars: readonly string[] | null;
  },
): string {
  const hash = createHash('sha256');
  hash.update(`${FORMAT}\0${slug}\0${buildDate(inputs.site, inputs.now)}\0${inputs.sources}\0`);
  if (inputs.apiHost) hash.update(`api\0${inputs.apiHost}\0`);
  hash.update(`payments\0${JSON.stringify(paymentPageOrigins(inputs.env ?? process.env))}\0`);
  const reserved = inputs.reservedCars ? JSON.stringify([...new Set(inputs.reservedCars)].sort()) : 'unknown';
  hash.update(`reserved\0${reserved}\0`);
  const folder = resolve(inputs.tenantsDir, slug);
  addFiles(hash, folder, [folder]);
  if (inputs.site.inventory.source === 'file') {
    const feed = resolve(folder, inputs.site.inventory.path);
    if (!feed.startsWith(folder + sep)) addFiles(hash, folder, [feed]);
  }
  // a feed over HTTP can change with nothing here changing: such a tenant is built every time
  if (inputs.site.inventory.source === 'url') hash.update(`url feed\0${inputs.now.toISOString()}\0`);
  return hash.digest('hex');
}
