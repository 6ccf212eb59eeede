// A stock feed read over HTTP, from a real server on loopback.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateStock } from '../../../src/catalog/generate/stock.ts';
import { loadInventory } from '../../../src/catalog/inventory/load.ts';
import type { Site } from '../../../src/tenant/schema/site.ts';
import { NOW, toyotaDealer } from '../../support/catalog-fixtures.ts';

const generated = toyotaDealer().inventory as Extract<Site['inventory'], { source: 'generated' }>;
const good = generateStock(toyotaDealer(), { ...generated, count: 4 }, NOW);
const TOKEN = 'Bearer feed-s3cret';

let server: Server;
let base = '';
const asked: { path: string; authorization: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://feed.invalid').pathname;
    asked.push({ path, authorization: req.headers.authorization });
    const send = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (path === '/stock.json') send(200, JSON.stringify(good));
    else if (path === '/private.json') send(req.headers.authorization === TOKEN ? 200 : 401, JSON.stringify(good));
    else if (path === '/object.json') send(200, JSON.stringify({ cars: good }));
    else if (path === '/page.html') send(200, '<!doctype html><title>Sign in</title>');
    else send(500, '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const urlSite = (url: string, authorizationEnv?: string): Site => ({
  ...toyotaDealer(),
  inventory: { source: 'url', url, ...(authorizationEnv ? { authorizationEnv } : {}) },
});
/** The tenant folder is never read for a feed over HTTP. */
const load = (site: Site, env: Record<string, string> = {}) =>
  loadInventory(site, { tenantDir: '/nonexistent-tenant-folder', now: NOW, env });

describe('url inventory source', () => {
  it("reads the feed's cars and validates them as a file feed's", async () => {
    const { cars, rejected } = await load(urlSite(`${base}/stock.json`));
    expect(rejected).toEqual([]);
    expect(cars).toEqual(good);
  });

  it('sends the Authorization header from the environment variable the config names, and only then', async () => {
    asked.length = 0;
    const { cars } = await load(urlSite(`${base}/private.json`, 'FEED_TOKEN'), { FEED_TOKEN: TOKEN });
    expect(cars).toHaveLength(4);
    await load(urlSite(`${base}/stock.json`));
    expect(asked).toEqual([
      { path: '/private.json', authorization: TOKEN },
      { path: '/stock.json', authorization: undefined },
    ]);
  });

  it('without the variable set, says which variable and which field, and asks the feed nothing', async () => {
    asked.length = 0;
    await expect(load(urlSite(`${base}/private.json`, 'FEED_TOKEN'))).rejects.toThrow(
      'inventory.authorizationEnv: the environment variable FEED_TOKEN is not set',
    );
    expect(asked).toEqual([]);
  });

  it('a feed that fails names its address without the query, which may hold a token', async () => {
    const failure = load(urlSite(`${base}/missing.json?token=abc123`));
    await expect(failure).rejects.toThrow(`${base}/missing.json: the inventory feed answered HTTP 500`);
    await expect(failure).rejects.not.toThrow('abc123');
    await expect(load(urlSite(`${base}/private.json`))).rejects.toThrow('answered HTTP 401');
  });

  it('a feed that is not a JSON array of cars says so', async () => {
    await expect(load(urlSite(`${base}/object.json`))).rejects.toThrow(
      `${base}/object.json: the inventory feed must be a JSON array of cars`,
    );
    await expect(load(urlSite(`${base}/page.html`))).rejects.toThrow(
      `${base}/page.html: the inventory feed is not JSON`,
    );
  });

  it('a feed that cannot be reached says so', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(load(urlSite(`http://127.0.0.1:${port}/stock.json`))).rejects.toThrow(
      `http://127.0.0.1:${port}/stock.json: cannot reach the inventory feed`,
    );
  });
});
