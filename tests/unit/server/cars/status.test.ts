import { describe, expect, it } from 'vitest';
import { carStatuses, parseStatusQuery } from '../../../../src/server/cars/status.ts';
import { SEARCH_PAGE_SIZE } from '../../../../src/domain/search/paging.ts';

const refused = { ok: false, errors: { slugs: 'Please send slugs as 1 to 21 car slugs separated by commas.' } };
const page = (size: number) => Array.from({ length: size }, (_, i) => `2024-toyota-corolla-${i}`);

describe('parseStatusQuery: the cars of GET /cars/status', () => {
  it('a page of results at most: the search page’s size', () => {
    expect(SEARCH_PAGE_SIZE).toBe(21);
    expect(parseStatusQuery({ slugs: [page(21).join(',')] })).toEqual({ ok: true, slugs: page(21) });
    expect(parseStatusQuery({ slugs: [page(22).join(',')] })).toEqual(refused);
  });

  it('one car; a car named twice is answered once, in the order first named', () => {
    expect(parseStatusQuery({ slugs: ['a-1'] })).toEqual({ ok: true, slugs: ['a-1'] });
    expect(parseStatusQuery({ slugs: ['b-2,a-1,b-2'] })).toEqual({ ok: true, slugs: ['b-2', 'a-1'] });
  });

  it.each([
    ['no parameter', {}],
    ['the parameter twice', { slugs: ['a-1', 'b-2'] }],
    ['an empty one', { slugs: [''] }],
    ['an empty slug between commas', { slugs: ['a-1,,b-2'] }],
    ['a trailing comma', { slugs: ['a-1,'] }],
    ['capitals', { slugs: ['A-1'] }],
    ['a space', { slugs: ['a-1, b-2'] }],
    ['a path', { slugs: ['../etc'] }],
    ['a slug over 200 characters', { slugs: ['a'.repeat(201)] }],
    ['more than a page, though repeated', { slugs: [Array.from({ length: 22 }, () => 'a-1').join(',')] }],
  ])('%s: refused, naming the parameter', (_, queries) => {
    expect(parseStatusQuery(queries)).toEqual(refused);
  });

  it('a slug of 200 characters is taken', () => {
    expect(parseStatusQuery({ slugs: ['a'.repeat(200)] }).ok).toBe(true);
  });

  it('other parameters are no concern of it', () => {
    expect(parseStatusQuery({ slugs: ['a-1'], v: ['2'] })).toEqual({ ok: true, slugs: ['a-1'] });
  });
});

describe('carStatuses: the answer of GET /cars/status', () => {
  const stock = (reserved: boolean) => ({ reserved });

  it('reserved by the feed or held by our checkout; free when the stock has the car and nothing holds it', () => {
    const slugs = ['feed-1', 'held-2', 'free-3', 'gone-4', 'held-gone-5'];
    const answer = carStatuses(
      slugs,
      [stock(true), stock(false), stock(false), null, null],
      new Set(['held-2', 'held-gone-5']),
    );
    expect(answer).toEqual({ reserved: ['feed-1', 'held-2', 'held-gone-5'], free: ['free-3'] });
  });

  it('in the order asked', () => {
    expect(carStatuses(['b-2', 'a-1'], [stock(false), stock(false)], new Set())).toEqual({
      reserved: [],
      free: ['b-2', 'a-1'],
    });
  });

  it('a car the feed marks reserved stays reserved, whatever the reservations say', () => {
    expect(carStatuses(['a-1'], [stock(true)], new Set())).toEqual({ reserved: ['a-1'], free: [] });
  });
});
