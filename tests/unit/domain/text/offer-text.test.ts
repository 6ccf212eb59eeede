import { describe, expect, it } from 'vitest';
import { offerText } from '../../../../src/domain/text/offer-text.ts';

const chars = (n: number, fill = 'a') => fill.repeat(n);

describe('offer text truncation (spec §4, §9)', () => {
  it.each([
    // kind, length, truncated?, characters kept before the ellipsis
    ['description', 0, false, null],
    ['description', 160, false, null],
    ['description', 200, false, null],
    ['description', 201, true, 160],
    ['description', 1000, true, 160],
    ['disclaimer', 200, false, null],
    ['disclaimer', 201, true, 200],
    ['disclaimer', 362, true, 200],
  ] as const)('%s of %i characters: truncated %s, keeps %s', (kind, length, truncated, kept) => {
    const view = offerText(chars(length), kind);
    expect(view.full).toBe(chars(length));
    if (!truncated) expect(view.truncated).toBeNull();
    else expect(view.truncated).toBe(`${chars(kept ?? 0)}…`);
  });

  it.each([
    ['description', 'View more', 'View less'],
    ['disclaimer', 'View full disclaimer', 'less disclaimer'],
  ] as const)('the %s toggle says "%s" / "%s"', (kind, more, less) => {
    expect(offerText(chars(300), kind)).toMatchObject({ more, less });
  });

  it('counts code points, so a character is never cut in half', () => {
    const view = offerText(`${chars(159)}é${'🚗'.repeat(60)}`, 'description');
    expect(Array.from(view.truncated ?? '')).toHaveLength(161);
    expect(view.truncated?.endsWith('é…')).toBe(true);
  });

  it('drops a space left at the cut and ignores surrounding whitespace', () => {
    expect(offerText(`${chars(159)} ${chars(100)}`, 'description').truncated).toBe(`${chars(159)}…`);
    expect(offerText(`  ${chars(200)}\n`, 'description').truncated).toBeNull();
  });
});
