import { describe, expect, it } from 'vitest';
import { appendVisit, parseTrail, visitStart } from '../../../src/components/forms/visit-trail.ts';
import { checkLeadContext } from '../../../src/domain/forms/lead-request.ts';

describe('appendVisit: the pages of this visit (spec §3 visited_pages)', () => {
  it('adds the page; a reload of the same page counts once', () => {
    expect(appendVisit([], '/')).toEqual(['/']);
    expect(appendVisit(['/'], '/contact')).toEqual(['/', '/contact']);
    expect(appendVisit(['/', '/contact'], '/contact')).toEqual(['/', '/contact']);
    expect(appendVisit(['/contact', '/'], '/contact')).toEqual(['/contact', '/', '/contact']);
  });

  it('keeps the last 50 pages, as the API takes at most 50', () => {
    let pages: string[] = [];
    for (let i = 0; i < 60; i++) pages = appendVisit(pages, `/page-${i}`);
    expect(pages).toHaveLength(50);
    expect(pages[0]).toBe('/page-10');
    expect(pages[49]).toBe('/page-59');
  });

  it('skips an address longer than the API takes', () => {
    expect(appendVisit(['/'], `/${'x'.repeat(2048)}`)).toEqual(['/']);
  });
});

describe('visitStart: how the visit began (source, linked_query_params)', () => {
  it('takes utm_source first, then the referring site, else direct', () => {
    expect(visitStart('?utm_source=facebook&utm_medium=cpc', 'https://www.google.com/', 'dealer.com.au')).toEqual({
      source: 'facebook',
      params: { utm_source: 'facebook', utm_medium: 'cpc' },
    });
    expect(visitStart('', 'https://www.google.com/search?q=x', 'dealer.com.au')).toEqual({
      source: 'www.google.com',
      params: {},
    });
    expect(visitStart('', 'https://dealer.com.au/models', 'dealer.com.au').source).toBe('direct');
    expect(visitStart('', '', 'dealer.com.au').source).toBe('direct');
    expect(visitStart('', 'not a url', 'dealer.com.au').source).toBe('direct');
  });

  it('keeps the parameters within the API’s limits (50 names of 100, values of 500, source of 200)', () => {
    const many = new URLSearchParams(Array.from({ length: 70 }, (_, i) => [`p${i}`, 'v'.repeat(900)]));
    many.set('n'.repeat(150), 'dropped');
    const start = visitStart(`?${many.toString()}&utm_source=${'s'.repeat(300)}`, '', 'x');
    expect(Object.keys(start.params)).toHaveLength(50);
    expect(Object.values(start.params).every((value) => value.length === 500)).toBe(true);
    expect(start.source.length).toBeLessThanOrEqual(200);
    const check = checkLeadContext({
      kind: 'enquiry',
      source: start.source,
      lead_attributes: { visited_pages: [], linked_query_params: start.params },
    });
    expect(check.ok).toBe(true);
  });
});

describe('parseTrail', () => {
  it('reads back what was stored and refuses anything else', () => {
    const trail = { pages: ['/'], source: 'direct', params: { a: 'b' } };
    expect(parseTrail(JSON.stringify(trail))).toEqual(trail);
    expect(parseTrail(JSON.stringify({ pages: ['/', 3], source: 'x', params: { a: 1, b: 'c' } }))).toEqual({
      pages: ['/'],
      source: 'x',
      params: { b: 'c' },
    });
    expect(parseTrail(null)).toBeNull();
    expect(parseTrail('{')).toBeNull();
    expect(parseTrail('"text"')).toBeNull();
    expect(parseTrail(JSON.stringify({ pages: 'x', source: 'y' }))).toBeNull();
  });
});
