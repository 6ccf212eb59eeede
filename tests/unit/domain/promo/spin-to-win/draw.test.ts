import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawPrize, noPrizeChance, oddsText } from '../../../../../src/domain/promo/spin-to-win/draw.ts';

const prizes = [
  { id: 'fuel', chance: 0.05 },
  { id: 'tint', chance: 0.03 },
  { id: 'car', chance: 0.005 },
];
const all = () => true;

describe('the draw', () => {
  it.each([
    [0, 'fuel'],
    [0.049999, 'fuel'],
    [0.05, 'tint'],
    [0.079999, 'tint'],
    [0.08, 'car'],
    [0.084999, 'car'],
    [0.085, null],
    [0.999999, null],
  ])('%s wins %s', (value, id) => {
    expect(drawPrize(value, prizes, all)?.id ?? null).toBe(id);
  });

  it('a prize out of stock keeps its span, which wins nothing: never another prize', () => {
    const noTint = (prize: { id: string }) => prize.id !== 'tint';
    expect(drawPrize(0.06, prizes, noTint)).toBeNull();
    expect(drawPrize(0.04, prizes, noTint)?.id).toBe('fuel');
    expect(drawPrize(0.081, prizes, noTint)?.id).toBe('car');
  });

  it('refuses a value outside [0, 1)', () => {
    for (const value of [1, -0.1, Number.NaN]) expect(() => drawPrize(value, prizes, all)).toThrow(RangeError);
  });

  it('whatever is in stock, a prize is won only from its own span', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.subarray(['fuel', 'tint', 'car']),
        (value, left) => {
          const withAll = drawPrize(value, prizes, all);
          const withSome = drawPrize(value, prizes, (prize) => left.includes(prize.id));
          expect(withSome === null || withSome === withAll).toBe(true);
          if (withAll && left.includes(withAll.id)) expect(withSome).toBe(withAll);
        },
      ),
    );
  });
});

describe('the published odds', () => {
  it('no prize is what the prizes leave', () => {
    expect(noPrizeChance(prizes)).toBe(0.915);
    expect(
      noPrizeChance([
        { id: 'a', chance: 0.1 },
        { id: 'b', chance: 0.2 },
        { id: 'c', chance: 0.7 },
      ]),
    ).toBe(0);
  });

  it.each([
    [0.05, '1 in 20 (5%)'],
    [0.005, '1 in 200 (0.5%)'],
    [0.001, '1 in 1,000 (0.1%)'],
    [0.5, '1 in 2 (50%)'],
    [0.3, '30%'],
    [1 / 3, '1 in 3 (33.33%)'],
    [0.915, '91.5%'],
    [1, '100%'],
  ])('%s: %s', (chance, text) => {
    expect(oddsText(chance)).toBe(text);
  });
});
