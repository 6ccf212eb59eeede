import { describe, expect, it } from 'vitest';
import { isWithin } from '../../../../src/domain/promo/date-window.ts';

const at = (iso: string) => new Date(iso);

describe('date windows: start inclusive, end exclusive (spec §4 promo cards)', () => {
  const window = { start: '2026-03-01T09:00+10:00', end: '2026-03-08T17:00+10:00' };
  it.each([
    ['2026-03-01T08:59:59.999+10:00', false],
    ['2026-03-01T09:00+10:00', true],
    ['2026-02-28T23:00Z', true], // 09:00 +10:00 is 23:00 UTC the day before
    ['2026-03-05T12:00+10:00', true],
    ['2026-03-08T16:59:59.999+10:00', true],
    ['2026-03-08T17:00+10:00', false],
    ['2026-03-08T07:00Z', false],
  ])('at %s: %s', (now, expected) => expect(isWithin(window, at(now))).toBe(expected));

  it.each([
    [{}, '1970-01-01T00:00Z', true],
    [{ start: '2026-03-01T09:00+10:00' }, '2099-01-01T00:00Z', true],
    [{ start: '2026-03-01T09:00+10:00' }, '2026-02-28T22:59Z', false],
    [{ end: '2026-03-08T17:00+10:00' }, '2000-01-01T00:00Z', true],
    [{ end: '2026-03-08T17:00+10:00' }, '2026-03-08T07:00Z', false],
  ])('an open side: %o at %s → %s', (w, now, expected) => expect(isWithin(w, at(now))).toBe(expected));

  it('an unreadable timestamp closes the window', () => {
    expect(isWithin({ start: 'soon' }, at('2026-01-01T00:00Z'))).toBe(false);
    expect(isWithin({ end: 'later' }, at('2026-01-01T00:00Z'))).toBe(false);
  });
});

describe('stocktake sale 2025-07-01 to 2025-07-24 (+10:00), spec §4', () => {
  // as a promo card's window: both dates whole days in +10:00, the end exclusive
  const STOCKTAKE_SALE = { start: '2025-07-01T00:00:00+10:00', end: '2025-07-25T00:00:00+10:00' };

  it.each([
    // +10:00 wall clock
    ['2025-06-30T23:59:59.999+10:00', false],
    ['2025-07-01T00:00:00+10:00', true],
    ['2025-07-12T12:00:00+10:00', true],
    ['2025-07-24T23:59:59.999+10:00', true],
    ['2025-07-25T00:00:00+10:00', false],
    // the same edges in UTC
    ['2025-06-30T13:59:59.999Z', false],
    ['2025-06-30T14:00:00Z', true],
    ['2025-07-24T13:59:59.999Z', true],
    ['2025-07-24T14:00:00Z', false],
    // midday UTC on the last day is already 22:00 +10:00 on the 24th: still on
    ['2025-07-24T12:00:00Z', true],
    // a year later: over
    ['2026-07-10T00:00:00+10:00', false],
  ])('at %s: %s', (now, expected) => expect(isWithin(STOCKTAKE_SALE, at(now))).toBe(expected));
});
