import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateStock } from '../../src/catalog/generate/stock.ts';
import { loadSite } from '../../src/tenant/load.ts';
import type { Site } from '../../src/tenant/schema/site.ts';
import { checkTenant } from './tenant-check.ts';

/** The feed each copy gets, beside its site.json. */
export const SCALE_FEED = 'stock.json';

export interface ScaleTenantsOptions {
  /** The folder holding the tenant to copy. */
  fromDir: string;
  from: string;
  /** Where the copies go: a throwaway folder, never the project's tenants/. */
  tenantsDir: string;
  tenants: number;
  cars: number;
  /** The moment the feeds are dated from (listing dates, days in stock). */
  now: Date;
}

type RawSite = Record<string, unknown>;

const readJson = (file: string): RawSite => JSON.parse(readFileSync(file, 'utf8')) as RawSite;
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/**
 * Writes `tenants` copies of one tenant, each under its own slug, name, domain, site id and
 * bucket, each with a JSON feed of `cars` cars from its own seed (so no two stocks are alike).
 * Every copy must pass the tenant check: a copy that would not is an error here, not a
 * failed build later. Returns the slugs, in order.
 */
export function writeScaleTenants(options: ScaleTenantsOptions): string[] {
  const width = String(options.tenants).length;
  const slugs: string[] = [];
  for (let i = 1; i <= options.tenants; i++) {
    const number = String(i).padStart(width, '0');
    const slug = `${options.from}-${number}`;
    const folder = join(options.tenantsDir, slug);
    cpSync(join(options.fromDir, options.from), folder, { recursive: true });
    const raw = readJson(join(folder, 'site.json'));
    const name = `${String(raw.name)} ${number}`;
    Object.assign(raw, {
      slug,
      name,
      id: 900_000 + i,
      domain: `https://www.${slug}.example.com`,
      inventory: generatedInventory(raw.inventory, 1_000 + i, options.cars),
    });
    const theme = raw.theme as { logo?: { text?: string } } | undefined;
    if (theme?.logo?.text !== undefined) theme.logo.text = name;
    if (raw.publish) raw.publish = { ...(raw.publish as RawSite), bucket: `${slug}-site` };
    writeJson(join(folder, 'site.json'), raw);
    writeFeed(slug, options);
    raw.inventory = { source: 'file', path: SCALE_FEED };
    writeJson(join(folder, 'site.json'), raw);
    const check = checkTenant(slug, options.tenantsDir);
    if (!check.ok)
      throw new Error(`the copy ${slug} of ${options.from} fails the tenant check:\n${check.problems.join('\n')}`);
    slugs.push(slug);
  }
  return slugs;
}

/** The source tenant's generator settings (car types, makes, photoless share) with this copy's seed and count. */
function generatedInventory(source: unknown, seed: number, count: number): RawSite {
  const settings = (source as RawSite | undefined)?.source === 'generated' ? (source as RawSite) : {};
  return { carTypes: ['new', 'demo', 'used'], ...settings, source: 'generated', seed, count };
}

/** Generates the copy's stock as its template resolves it, and writes it as a feed file. */
function writeFeed(slug: string, options: ScaleTenantsOptions): void {
  const loaded = loadSite(slug, options.tenantsDir);
  if (!loaded.ok) throw new Error(`the copy ${slug} does not load: ${loaded.problems.map((p) => p.path).join(', ')}`);
  const inventory = loaded.site.inventory as Extract<Site['inventory'], { source: 'generated' }>;
  writeJson(join(options.tenantsDir, slug, SCALE_FEED), generateStock(loaded.site, inventory, options.now));
}

/** A one-car change to a copy's feed (its first car's price, up by $100): what a feed update looks like. */
export function changeOnePrice(tenantsDir: string, slug: string): void {
  const file = join(tenantsDir, slug, SCALE_FEED);
  const cars = JSON.parse(readFileSync(file, 'utf8')) as { price: number }[];
  const first = cars[0];
  if (!first) throw new Error(`${file} holds no car to change`);
  first.price += 100;
  writeJson(file, cars);
}
