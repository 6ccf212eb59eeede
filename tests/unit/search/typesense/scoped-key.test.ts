import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baseStockFilter, type BaseStockOptions } from '../../../../src/domain/search/base-stock.ts';
import { and, eq, type FilterTree, gte, not, or } from '../../../../src/domain/search/filter-tree.ts';
import { toTypesenseFilter } from '../../../../src/domain/search/typesense-filter.ts';
import { indexTenant } from '../../../../src/search/typesense/indexer.ts';
import { scopedSearchKey } from '../../../../src/search/typesense/scoped-key.ts';
import { type FakeTypesense, startFakeTypesense } from '../../../support/search/fake-typesense.ts';
import { adminClient, carDocument } from '../../../support/search/typesense-fixtures.ts';

const SEARCH_KEY = 'sEaRcHoNlYkEy0123456789';
const NOW = new Date('2026-03-10T00:00:00Z');
const DAY = 86_400;
const baseStock = (options: Partial<BaseStockOptions> = {}, now = NOW) =>
  baseStockFilter({ soldWithinDays: 3, usedOnly: false, excludedStockNumbers: [], excludedMakes: [], ...options }, now);

function decode(key: string, searchKey = SEARCH_KEY) {
  const raw = Buffer.from(key, 'base64').toString('utf8');
  const digest = raw.slice(0, 44);
  const prefix = raw.slice(44, 48);
  const paramsJson = raw.slice(48);
  return {
    digest,
    prefix,
    params: JSON.parse(paramsJson) as Record<string, unknown>,
    verifies: createHmac('sha256', searchKey).update(paramsJson).digest('base64') === digest,
  };
}

/** What a scoped key keeps of a base stock filter: its filter_by after the tenant. */
const withoutClock = (tree: FilterTree) =>
  String(decode(scopedSearchKey(SEARCH_KEY, 't', tree)).params['filter_by']).replace(/^tenant:=`t`( && )?/, '');

describe('the clock-free base stock filter a scoped key carries', () => {
  it('keeps the sold cars whatever the window, and everything else of the base stock filter', () => {
    expect(withoutClock(baseStock())).toBe(
      '(status:=[`in_stock`, `coming_soon`] || status:=`sold`) && show_on_dealer_website:=true',
    );
  });

  it('keeps no sold car where the site lists none (window 0)', () => {
    expect(withoutClock(baseStock({ soldWithinDays: 0 }))).toBe(
      'status:=[`in_stock`, `coming_soon`] && show_on_dealer_website:=true',
    );
  });

  it('loosens a negated clock comparison too', () => {
    const tree = and(eq('make', 'Kia'), not(gte('sold_date_timestamp', 5)));
    expect(withoutClock(tree)).toBe('make:=`Kia`');
    expect(withoutClock(or(eq('a', 1), gte('sold_date_timestamp', 5)))).toBe('');
  });
});

describe('scopedSearchKey', () => {
  it('embeds the tenant and the clock-free base stock filter, signed with the search key', () => {
    const key = scopedSearchKey(
      SEARCH_KEY,
      'harbourside-toyota',
      baseStock({ usedOnly: true, excludedMakes: ['Kia'] }),
    );
    const decoded = decode(key);

    expect(decoded.prefix).toBe(SEARCH_KEY.slice(0, 4));
    expect(decoded.verifies).toBe(true);
    expect(decoded.params).toEqual({
      filter_by:
        'tenant:=`harbourside-toyota` && (status:=[`in_stock`, `coming_soon`] || status:=`sold`) && ' +
        'show_on_dealer_website:=true && car_type:=`used` && make:!=[`Kia`]',
    });
    expect(decode(key, 'another-search-key').verifies).toBe(false);
  });

  it('is the same key whatever moment the base stock filter was made at', () => {
    const later = new Date(NOW.getTime() + 40 * DAY * 1000);
    expect(scopedSearchKey(SEARCH_KEY, 'a', baseStock({}, later))).toBe(scopedSearchKey(SEARCH_KEY, 'a', baseStock()));
  });

  it('embeds an expiry when asked', () => {
    const key = scopedSearchKey(SEARCH_KEY, 'a', baseStock(), { expiresAt: new Date('2026-04-01T00:00:00Z') });
    expect(decode(key).params.expires_at).toBe(Date.parse('2026-04-01T00:00:00Z') / 1000);
  });

  it('refuses an empty key and a filter that matches nothing', () => {
    expect(() => scopedSearchKey(' ', 'a', baseStock())).toThrow('expected a search-only API key');
    expect(() => scopedSearchKey(SEARCH_KEY, 'a', or())).toThrow(
      'Scoped key for tenant "a": its base stock filter matches no car',
    );
  });
});

describe('a scoped key on the server', () => {
  let fake: FakeTypesense;
  beforeEach(async () => {
    fake = await startFakeTypesense({ searchKey: SEARCH_KEY });
    const client = adminClient(fake);
    const sold = (id: number, daysAgo: number) =>
      carDocument(id, { status: 'sold', sold_date_timestamp: NOW.getTime() / 1000 - daysAgo * DAY });
    await indexTenant({
      client,
      collection: 'cars',
      tenant: 'harbourside-toyota',
      documents: [carDocument(1), carDocument(2, { show_on_dealer_website: false }), sold(3, 1), sold(4, 30)],
    });
    await indexTenant({ client, collection: 'cars', tenant: 'outback-rv', documents: [carDocument(20)] });
  });
  afterEach(() => fake.close());

  async function searchIds(apiKey: string, filterBy?: string): Promise<string[]> {
    const response = await fetch(`${fake.url}/multi_search?x-typesense-api-key=${encodeURIComponent(apiKey)}`, {
      method: 'POST',
      body: JSON.stringify({ searches: [{ collection: 'cars', q: '*', query_by: 'name', filter_by: filterBy }] }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { results: { hits?: { document: { id: string } }[] }[] };
    return (body.results[0]?.hits ?? []).map((hit) => hit.document.id).sort();
  }

  it('finds only its tenant’s cars that may be listed, whatever the query asks', async () => {
    const key = scopedSearchKey(SEARCH_KEY, 'harbourside-toyota', baseStock());
    expect(await searchIds(key)).toEqual(['1', '3', '4']);
    expect(await searchIds(key, 'tenant:=`outback-rv`')).toEqual([]);
    // the query's own filter (the sold window at the shopper's moment) narrows it further
    expect(await searchIds(key, toTypesenseFilter(baseStock()) ?? '')).toEqual(['1', '3']);
  });

  it('is refused once tampered with', async () => {
    const key = scopedSearchKey(SEARCH_KEY, 'harbourside-toyota', baseStock());
    const raw = Buffer.from(key, 'base64').toString('utf8').replace('harbourside-toyota', 'outback-rv');
    const response = await fetch(`${fake.url}/multi_search`, {
      method: 'POST',
      headers: { 'x-typesense-api-key': Buffer.from(raw).toString('base64') },
      body: JSON.stringify({ searches: [{ collection: 'cars', q: '*', query_by: 'name' }] }),
    });
    expect(response.status).toBe(401);
  });
});
