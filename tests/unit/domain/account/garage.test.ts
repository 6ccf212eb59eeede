import { describe, expect, it } from 'vitest';
import { garagePaths } from '../../../../src/domain/account/garage.ts';
import { garageHref } from '../../../../src/site-urls.ts';

describe('the garage family of routes (spec §2)', () => {
  it('a site with a garage of its own name serves it and /my-garage, its own first', () => {
    expect(garagePaths({ enabled: true, route: '/myblinkr' })).toEqual(['/myblinkr', '/my-garage']);
  });

  it('a site with /my-garage serves it once', () => {
    expect(garagePaths({ enabled: true, route: '/my-garage' })).toEqual(['/my-garage']);
  });

  it('a site without a garage serves none, and nothing links to one', () => {
    const garage = { enabled: false, route: '/my-garage' } as const;
    expect(garagePaths(garage)).toEqual([]);
    expect(garageHref({ features: { garage } } as Parameters<typeof garageHref>[0])).toBeNull();
  });
});
