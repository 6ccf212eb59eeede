import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadInventory } from '../../../src/catalog/inventory/load.ts';
import { tenantDocuments } from '../../../src/search/tenant-documents.ts';
import { loadSite } from '../../../src/tenant/load.ts';

const TENANTS = fileURLToPath(new URL('../../../tenants', import.meta.url));
const NOW = new Date('2026-03-10T00:00:00Z');
const DAY = 86_400;

async function harbourside() {
  const loaded = loadSite('harbourside-toyota', TENANTS);
  if (!loaded.ok) throw new Error('harbourside-toyota does not load');
  const { cars } = await loadInventory(loaded.site, { tenantDir: `${TENANTS}/harbourside-toyota`, now: NOW });
  return { site: loaded.site, cars: cars.filter((car) => car.status !== 'sold').slice(0, 5) };
}

describe('tenantDocuments', () => {
  it('indexes the cars listed now, named by their dealership, and counts the rest', async () => {
    const { site, cars } = await harbourside();
    const [hidden, soldLongAgo, soldYesterday] = cars;
    if (!hidden || !soldLongAgo || !soldYesterday) throw new Error('expected 5 cars');
    hidden.show_on_dealer_website = false;
    Object.assign(soldLongAgo, { status: 'sold', sold_date_timestamp: NOW.getTime() / 1000 - 60 * DAY });
    Object.assign(soldYesterday, { status: 'sold', sold_date_timestamp: NOW.getTime() / 1000 - DAY });

    const { documents, neverListed } = tenantDocuments(site, cars, NOW);

    expect(neverListed).toBe(2);
    expect(documents.map((d) => d.id).sort()).toEqual(
      cars
        .slice(2)
        .map((car) => String(car.id))
        .sort(),
    );
    const names = new Map(site.dealerships.map((d) => [d.slug, d.name]));
    for (const document of documents) expect(document.dealership_name).toBe(names.get(document.dealership_slug));
  });
});
