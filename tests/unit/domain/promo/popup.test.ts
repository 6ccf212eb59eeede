import { describe, expect, it } from 'vitest';
import { isPopupVisible } from '../../../../src/domain/promo/popup.ts';

const expiryDate = '2026-01-31T23:59+11:00';
const before = new Date('2026-01-31T12:58:59.999Z');
const atExpiry = new Date('2026-01-31T12:59:00Z');

describe('promotional popup (spec §4)', () => {
  it.each([
    // loaded, dismissed, now, expiryDate, visible
    [true, false, before, expiryDate, true],
    [false, false, before, expiryDate, false], // before client load
    [true, true, before, expiryDate, false], // closed, or its image clicked
    [true, false, atExpiry, expiryDate, false], // the exact expiry instant: hidden
    [true, false, new Date('2026-02-01T00:00Z'), expiryDate, false],
    [true, false, new Date('2099-01-01T00:00Z'), undefined, true], // no expiryDate: never expires
    [false, false, new Date('2099-01-01T00:00Z'), undefined, false],
    [true, true, new Date('2099-01-01T00:00Z'), undefined, false],
    [true, false, before, 'not a date', false],
  ])('loaded %s, dismissed %s, at %s, expiry %s → %s', (loaded, dismissed, now, expiry, visible) => {
    expect(isPopupVisible({ loaded, dismissed, now, expiryDate: expiry })).toBe(visible);
  });
});
