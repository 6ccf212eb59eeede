import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateStock } from '../../../src/catalog/generate/stock.ts';
import { loadInventory } from '../../../src/catalog/inventory/load.ts';
import type { Site } from '../../../src/tenant/schema/site.ts';
import { NOW, toyotaDealer } from '../../support/catalog-fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'feed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function feedSite(path: string): Site {
  return { ...toyotaDealer(), inventory: { source: 'file', path } };
}

function writeFeed(name: string, content: unknown): string {
  mkdirSync(join(dir, 'feeds'), { recursive: true });
  writeFileSync(join(dir, 'feeds', name), typeof content === 'string' ? content : JSON.stringify(content));
  return `feeds/${name}`;
}

type Row = Record<string, unknown>;
const generated = toyotaDealer().inventory as Extract<Site['inventory'], { source: 'generated' }>;
const good = generateStock(toyotaDealer(), { ...generated, count: 6 }, NOW) as Row[];
const [a, b, c, d, e, f] = good as [Row, Row, Row, Row, Row, Row];

describe('file inventory source', () => {
  it('reads a JSON array of cars relative to the tenant folder, filling left-out fields', async () => {
    const minimal = {
      id: 9,
      slug: '2019-mazda-cx-5-maxx-abc123',
      name: '2019 Mazda CX-5 Maxx',
      stocknum: 'U1',
      year: 2019,
      make: 'Mazda',
      model: 'CX-5',
      price: 25990,
      status: 'in_stock',
      car_type: 'used',
      dealership_id: 1,
      dealership_slug: 'feed-dealer',
      city: 'Hobart',
      state: 'TAS',
      location_name: 'Hobart',
      location_id: 2,
      created_at: '2026-11-01T10:00:00Z',
      updated_at: '2026-11-02T10:00:00+11:00',
    };
    const path = writeFeed('good.json', [...good, minimal]);
    const { cars, rejected } = await loadInventory(feedSite(path), { tenantDir: dir, now: NOW });
    expect(rejected).toEqual([]);
    expect(cars).toHaveLength(7);
    expect(cars.slice(0, 6)).toEqual(good);
    expect(cars[6]).toMatchObject({
      badge: null,
      images: [],
      photos_count: 0,
      finance_lenders: {},
      show_on_dealer_website: true,
      item_type: 'car',
      dealercomments: '',
    });
  });

  it('reports each bad row by car id, field and reason, and keeps the good rows', async () => {
    const rows = [
      { ...a, price: 'cheap' },
      { ...b, slug: undefined },
      { ...c, vin: 'JTMIO0000000000Q1' },
      { ...d, status: 'sold', sold_date_timestamp: null },
      { ...e, images: [{ image: { url: '' } }] },
      f,
      { ...f, slug: 'another-slug-abc123' },
      42,
      { ...a, id: 777, slug: 'one-more-abc123', state: 'Victoria' },
    ];
    const path = writeFeed('bad.json', rows);
    const { cars, rejected } = await loadInventory(feedSite(path), { tenantDir: dir, now: NOW });
    expect(cars.map((car) => car.id)).toEqual([f.id]);
    expect(rejected).toEqual([
      { id: String(a.id), field: 'price', reason: 'a number, received "cheap"' },
      { id: String(b.id), field: 'slug', reason: 'a value for this required field, received nothing' },
      {
        id: String(c.id),
        field: 'vin',
        reason: 'a 17-character VIN (digits and capitals except I, O and Q), received "JTMIO0000000000Q1"',
      },
      { id: String(d.id), field: 'sold_date_timestamp', reason: 'the time of sale on a sold car, received null' },
      { id: String(e.id), field: 'images[0].image.url', reason: expect.stringContaining('received ""') },
      { id: String(f.id), field: 'id', reason: 'an id no other car uses, received a duplicate' },
      { id: 'row 7', field: '$', reason: expect.stringContaining('received 42') },
      { id: '777', field: 'state', reason: expect.stringMatching(/^one of .*"VIC".*, received "Victoria"$/) },
    ]);
  });

  it('leaves out a row whose history report or map link would run script, saying which; blank is no link', async () => {
    const location = a.location as { address: Row };
    const rows = [
      { ...a, file: 'javascript:alert(1)' },
      { ...b, location: { ...location, address: { ...location.address, place_url: ' JAVASCRIPT:alert(1)' } } },
      { ...c, file: 'https://www.carhistory.com.au/report/1' },
      { ...d, file: ' ', location: { ...location, address: { ...location.address, place_url: '' } } },
    ];
    const path = writeFeed('links.json', rows);
    const { cars, rejected } = await loadInventory(feedSite(path), { tenantDir: dir, now: NOW });
    expect(cars.map((car) => [car.id, car.file, car.location?.address.place_url])).toEqual([
      [c.id, 'https://www.carhistory.com.au/report/1', (c.location as { address: Row }).address.place_url],
      [d.id, null, null],
    ]);
    expect(rejected).toEqual([
      { id: String(a.id), field: 'file', reason: expect.stringContaining('received "javascript:alert(1)"') },
      {
        id: String(b.id),
        field: 'location.address.place_url',
        reason: expect.stringContaining('received " JAVASCRIPT:alert(1)"'),
      },
    ]);
  });

  it('stops with the file path when the feed cannot be read or is not an array', async () => {
    await expect(loadInventory(feedSite('feeds/missing.json'), { tenantDir: dir, now: NOW })).rejects.toThrow(
      /feeds\/missing\.json: cannot read/,
    );
    const path = writeFeed('object.json', { cars: [] });
    await expect(loadInventory(feedSite(path), { tenantDir: dir, now: NOW })).rejects.toThrow(
      /must be a JSON array of cars/,
    );
  });
});
