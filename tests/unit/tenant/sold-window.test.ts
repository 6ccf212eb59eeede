import { describe, expect, it } from 'vitest';
import { deleteAt, fileOf, problemLines, rawTenant, resolvedSite, setAt } from '../../support/tenant-json.ts';

// spec §9 base stock filter: a numbered option (0,1,2,3,4,5,7,14), default 3
const ALLOWED = [0, 1, 2, 3, 4, 5, 7, 14];
const SLUG = 'southern-cross-motors';
const PATH = '$.search.baseStock.soldWithinDays';

function withSoldWindow(days: unknown) {
  return setAt(rawTenant(SLUG), '$.search.baseStock', { soldWithinDays: days });
}

describe('the sold window of the base stock filter', () => {
  it.each(ALLOWED)('accepts %i days', (days) => {
    expect(resolvedSite(SLUG, withSoldWindow(days)).search.baseStock.soldWithinDays).toBe(days);
  });

  it.each([6, 8, 10, 13, 15, 21, 30, -1, 3.5])('refuses %d days, naming the choices', (days) => {
    expect(problemLines(SLUG, withSoldWindow(days))).toEqual([
      `${fileOf(SLUG)}: ${PATH}: one of (0 | 1 | 2 | 3 | 4 | 5 | 7 | 14), received ${days}`,
    ]);
  });

  it('refuses the number written as text', () => {
    expect(problemLines(SLUG, withSoldWindow('7'))).toEqual([
      `${fileOf(SLUG)}: ${PATH}: one of (0 | 1 | 2 | 3 | 4 | 5 | 7 | 14), received "7"`,
    ]);
  });

  it('is 3 days when the tenant leaves it out', () => {
    const raw = deleteAt(rawTenant('drivewise-online'), '$.search.baseStock');
    expect(resolvedSite('drivewise-online', raw).search.baseStock.soldWithinDays).toBe(3);
    expect(resolvedSite(SLUG, rawTenant(SLUG)).search.baseStock.soldWithinDays).toBe(3);
  });
});
