import { afterEach, describe, expect, it, vi } from 'vitest';
import { readVisit, recordVisit } from '../../../../src/components/forms/visit-trail.ts';
import { checkLeadContext } from '../../../../src/domain/forms/lead-request.ts';

/** A tab of one visit: its sessionStorage, and the page it is on (the first page's query and referrer). */
function tab({ search = '', referrer = '', host = 'dealer.com.au' } = {}) {
  const stored = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
  });
  vi.stubGlobal('document', { referrer });
  return {
    /** Opens a page: what BaseLayout runs on every page. */
    open(...paths: string[]) {
      for (const pathname of paths) {
        vi.stubGlobal('location', { pathname, search, hostname: host });
        recordVisit();
      }
    },
    /** Puts text where the trail is kept, as an older version or another script might. */
    store(text: string) {
      stored.set('visit-trail', text);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the pages of this visit (spec §3 visited_pages)', () => {
  it('adds each page; a reload of the same page counts once', () => {
    const visit = tab();
    visit.open('/');
    expect(readVisit()?.pages).toEqual(['/']);
    visit.open('/contact', '/contact');
    expect(readVisit()?.pages).toEqual(['/', '/contact']);
    visit.open('/', '/contact');
    expect(readVisit()?.pages).toEqual(['/', '/contact', '/', '/contact']);
  });

  it('keeps the last 50 pages, as the API takes at most 50', () => {
    tab().open(...Array.from({ length: 60 }, (_, i) => `/page-${i}`));
    const pages = readVisit()?.pages ?? [];
    expect(pages).toHaveLength(50);
    expect(pages[0]).toBe('/page-10');
    expect(pages[49]).toBe('/page-59');
  });

  it('skips an address longer than the API takes', () => {
    tab().open('/', `/${'x'.repeat(2048)}`);
    expect(readVisit()?.pages).toEqual(['/']);
  });
});

describe('how the visit began (source, linked_query_params)', () => {
  const startOf = (search: string, referrer: string) => {
    tab({ search, referrer }).open('/', '/contact');
    const visit = readVisit();
    return { source: visit?.source, params: visit?.params };
  };

  it('takes utm_source first, then the referring site, else direct', () => {
    expect(startOf('?utm_source=facebook&utm_medium=cpc', 'https://www.google.com/')).toEqual({
      source: 'facebook',
      params: { utm_source: 'facebook', utm_medium: 'cpc' },
    });
    expect(startOf('', 'https://www.google.com/search?q=x')).toEqual({ source: 'www.google.com', params: {} });
    expect(startOf('', 'https://dealer.com.au/models').source).toBe('direct');
    expect(startOf('', '').source).toBe('direct');
    expect(startOf('', 'not a url').source).toBe('direct');
  });

  it('keeps the parameters within the API’s limits (50 names of 100, values of 500, source of 200)', () => {
    const many = new URLSearchParams(Array.from({ length: 70 }, (_, i) => [`p${i}`, 'v'.repeat(900)]));
    many.set('n'.repeat(150), 'dropped');
    const start = startOf(`?${many.toString()}&utm_source=${'s'.repeat(300)}`, '');
    const params = start.params ?? {};
    expect(Object.keys(params)).toHaveLength(50);
    expect(Object.values(params).every((value) => value.length === 500)).toBe(true);
    expect(start.source?.length).toBeLessThanOrEqual(200);
    const check = checkLeadContext({
      kind: 'enquiry',
      source: start.source,
      lead_attributes: { visited_pages: [], linked_query_params: params },
    });
    expect(check.ok).toBe(true);
  });
});

describe('the stored trail read back', () => {
  it('reads back what was stored and refuses anything else', () => {
    const visit = tab();
    const trail = { pages: ['/'], source: 'direct', params: { a: 'b' } };
    visit.store(JSON.stringify(trail));
    expect(readVisit()).toEqual(trail);
    visit.store(JSON.stringify({ pages: ['/', 3], source: 'x', params: { a: 1, b: 'c' } }));
    expect(readVisit()).toEqual({ pages: ['/'], source: 'x', params: { b: 'c' } });
    for (const text of ['{', '"text"', JSON.stringify({ pages: 'x', source: 'y' })]) {
      visit.store(text);
      expect(readVisit(), text).toBeNull();
    }
  });

  it('is no trail before the first page is recorded, or without sessionStorage', () => {
    tab();
    expect(readVisit()).toBeNull();
    vi.stubGlobal('sessionStorage', undefined);
    expect(readVisit()).toBeNull();
  });

  it('starts again over a malformed trail', () => {
    const visit = tab();
    visit.store('{');
    visit.open('/offers');
    expect(readVisit()).toEqual({ pages: ['/offers'], source: 'direct', params: {} });
  });
});
