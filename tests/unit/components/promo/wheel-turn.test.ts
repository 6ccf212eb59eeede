import { describe, expect, it } from 'vitest';
import { landingRotation, landingSegment } from '../../../../src/components/promo/wheel-turn.ts';

const segments = [{ prizeId: 'fuel' }, { prizeId: null }, { prizeId: 'tint' }, { prizeId: null }];

describe('where the wheel stops', () => {
  it('on the prize’s own segment', () => {
    expect(landingSegment(segments, 'tint', '2026-12-01T00:00:00.000Z')).toBe(2);
  });

  it('on a no-prize segment chosen by the spin’s time, the same on every reload', () => {
    expect(landingSegment(segments, null, '2026-12-01T00:00:00.000Z')).toBe(1);
    expect(landingSegment(segments, null, '2026-12-01T00:00:00.001Z')).toBe(3);
  });

  it('nowhere for a prize no longer on the wheel', () => {
    expect(landingSegment(segments, 'car', '2026-12-01T00:00:00.000Z')).toBe(-1);
  });

  it('the segment’s middle under the pointer: after five turns when it spins, else straight there', () => {
    expect(landingRotation(45, true)).toBe(5 * 360 + 315);
    expect(landingRotation(45, false)).toBe(315);
    expect(landingRotation(0, false)).toBe(0);
  });
});
