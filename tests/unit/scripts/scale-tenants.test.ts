import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { changeOnePrice, SCALE_FEED, writeScaleTenants } from '../../../scripts/lib/scale-tenants.ts';
import { checkTenant } from '../../../scripts/lib/tenant-check.ts';

const TENANTS = fileURLToPath(new URL('../../../tenants', import.meta.url));
const NOW = new Date('2026-11-25T03:00:00.000Z');

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const feed = (slug: string) =>
  JSON.parse(readFileSync(join(dir, slug, SCALE_FEED), 'utf8')) as { id: number; price: number; slug: string }[];

describe('writeScaleTenants', () => {
  it('writes N copies with their own slug, domain, name and feed of the asked number of cars, each passing the tenant check', () => {
    dir = mkdtempSync(join(tmpdir(), 'scale-tenants-'));
    const slugs = writeScaleTenants({
      fromDir: TENANTS,
      from: 'southern-cross-motors',
      tenantsDir: dir,
      tenants: 3,
      cars: 25,
      now: NOW,
    });

    expect(slugs).toEqual(['southern-cross-motors-1', 'southern-cross-motors-2', 'southern-cross-motors-3']);
    expect(readdirSync(dir).sort()).toEqual(slugs);
    const sites = slugs.map((slug) => {
      const check = checkTenant(slug, dir);
      if (!check.ok) throw new Error(check.problems.join('\n'));
      return check.site;
    });
    for (const field of ['slug', 'domain', 'name', 'id'] as const)
      expect(new Set(sites.map((site) => site[field])).size, field).toBe(3);
    expect(sites.map((site) => site.inventory)).toEqual(slugs.map(() => ({ source: 'file', path: SCALE_FEED })));
    expect(sites.map((site) => site.publish?.bucket)).toEqual(slugs.map((slug) => `${slug}-site`));
    for (const slug of slugs) expect(feed(slug)).toHaveLength(25);
    // each copy's own seed: no two stocks alike
    expect(new Set(slugs.map((slug) => feed(slug)[0]?.slug)).size).toBe(3);
  });

  it('pads the numbers so the copies sort in order, and leaves the source tenant alone', () => {
    dir = mkdtempSync(join(tmpdir(), 'scale-tenants-'));
    const before = readFileSync(join(TENANTS, 'outback-rv', 'site.json'), 'utf8');
    const slugs = writeScaleTenants({
      fromDir: TENANTS,
      from: 'outback-rv',
      tenantsDir: dir,
      tenants: 10,
      cars: 1,
      now: NOW,
    });
    expect(slugs[0]).toBe('outback-rv-01');
    expect(slugs).toEqual([...slugs].sort());
    expect(readFileSync(join(TENANTS, 'outback-rv', 'site.json'), 'utf8')).toBe(before);
  });
});

describe('changeOnePrice', () => {
  it("raises the first car's price by $100 and changes nothing else", () => {
    dir = mkdtempSync(join(tmpdir(), 'scale-tenants-'));
    const [slug = ''] = writeScaleTenants({
      fromDir: TENANTS,
      from: 'southern-cross-motors',
      tenantsDir: dir,
      tenants: 1,
      cars: 5,
      now: NOW,
    });
    const before = feed(slug);
    changeOnePrice(dir, slug);
    const after = feed(slug);
    expect(after[0]?.price).toBe((before[0]?.price ?? 0) + 100);
    expect(after.slice(1)).toEqual(before.slice(1));
  });
});
