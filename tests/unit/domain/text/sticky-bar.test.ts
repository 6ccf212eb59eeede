import { describe, expect, it } from 'vitest';
import { isCallNowEmphasised, isStickyCallBarShown } from '../../../../src/domain/text/sticky-bar.ts';

describe('sticky bar (spec §2, §9: thresholds 900px and 50px, "more than")', () => {
  it.each([
    [0, false],
    [899, false],
    [900, false], // exactly 900 is not more than 900
    [900.5, true],
    [901, true],
    [5000, true],
  ])('Call Now at %ipx scrolled: emphasised %s', (scrollY, expected) => {
    expect(isCallNowEmphasised(scrollY)).toBe(expected);
  });

  it.each([
    [0, false],
    [49, false],
    [50, false],
    [51, true],
  ])('sticky call bar at %ipx scrolled: shown %s', (scrollY, expected) => {
    expect(isStickyCallBarShown(scrollY)).toBe(expected);
  });
});
