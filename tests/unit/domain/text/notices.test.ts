import { describe, expect, it } from 'vitest';
import { ACCORDION_MS, countUpElapsed, countUpValue } from '../../../../src/domain/text/animation.ts';
import {
  COPIED_NOTICE,
  COPIED_NOTICE_MS,
  copiedToastText,
  pushToast,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
} from '../../../../src/domain/text/notices.ts';
import { SHARE_POPUP, sharePopupFeatures } from '../../../../src/domain/text/share-popup.ts';

describe('copy and toast notices (spec §4, §9)', () => {
  it("shows 'Copied' for 1.5 s", () => {
    expect(COPIED_NOTICE).toBe('Copied');
    expect(COPIED_NOTICE_MS).toBe(1500);
  });

  it('shows a toast 3000 ms, one at a time, removed 1,000,000 ms after dismissal', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it.each([
    ['2023 Toyota RAV4 GX', 'Copied 2023 Toyota RAV4 GX to your clipboard!'],
    ['', 'Copied  to your clipboard!'],
  ])('the detail sidebar toast for "%s" reads "%s"', (name, text) => expect(copiedToastText(name)).toBe(text));

  it.each([
    [[], 'a', 1, ['a']],
    [['a'], 'b', 1, ['b']], // the newest replaces the one shown
    [['b', 'a'], 'c', 2, ['c', 'b']],
    [['a'], 'b', 0, []],
  ])('%o + %s with limit %i → %o', (toasts, toast, limit, expected) => {
    expect(pushToast(toasts, toast, limit)).toEqual(expected);
  });

  it('keeps one toast by default', () => expect(pushToast(['a', 'b'], 'c')).toEqual(['c']));
});

describe('animation timing (spec §9: accordion 300 ms, count-up 1 s)', () => {
  it('has the spec durations', () => {
    expect(ACCORDION_MS).toBe(300);
    // the count-up still moves at 999 ms and has landed at 1000 ms
    expect(countUpValue(0, 1e9, 999)).toBeLessThan(1e9);
    expect(countUpValue(0, 1e9, 1000)).toBe(1e9);
  });

  it.each([
    [0, 1250, -100, 0],
    [0, 1250, 0, 0],
    [0, 1250, 100, 339], // ease-out: 27% of the way after a tenth of the time
    [0, 1250, 500, 1094],
    [0, 1250, 999, 1250],
    [0, 1250, 1000, 1250],
    [0, 1250, 5000, 1250],
    [1250, 21, 500, 175], // down as well as up
    [21, 18, 100, 20],
  ])('from %i to %i, after %i ms it shows %i', (from, to, elapsed, shown) => {
    expect(countUpValue(from, to, elapsed)).toBe(shown);
  });

  it('counts its second from the first frame drawn, a late frame moving it on by 100 ms at most', () => {
    const frames = [5000, 5016, 5033, 5450, 5466, 6200];
    const elapsed: number[] = [];
    frames.reduce<[number, number | undefined]>(
      ([time, last], now) => {
        const next = countUpElapsed(time, last, now);
        elapsed.push(next);
        return [next, now];
      },
      [0, undefined],
    );
    expect(elapsed).toEqual([0, 16, 33, 133, 149, 249]);
    // a late second frame after a heavy render still leaves most of the count to see
    expect(countUpValue(2000, 200, elapsed[3]!)).toBeGreaterThan(1000);
  });

  it('lands exactly on the new number at 1 s, whatever the numbers', () => {
    for (const [from, to] of [
      [0, 7],
      [1999, 2000],
      [5000, 3],
      [12, 12],
    ] as const)
      expect(countUpValue(from, to, 1000)).toBe(to);
  });

  it('shows whole numbers that never turn back', () => {
    for (const [from, to] of [
      [0, 1250],
      [1250, 21],
    ] as const) {
      const shown = Array.from({ length: 1001 }, (_, ms) => countUpValue(from, to, ms));
      expect(shown.every(Number.isInteger)).toBe(true);
      const steps = shown.slice(1).map((value, index) => Math.sign(value - shown[index]!));
      expect(steps.every((step) => step === 0 || step === Math.sign(to - from))).toBe(true);
    }
  });

  it('a zero duration shows the new number at once', () => expect(countUpValue(3, 40, 0, 0)).toBe(40));
});

describe('share popup (spec §9: 550x400, checked every 1 s)', () => {
  it('is 550 by 400 and checked every 1000 ms', () => {
    expect(SHARE_POPUP).toEqual({ width: 550, height: 400, checkEveryMs: 1000 });
  });

  it.each([
    [{ left: 0, top: 0, width: 1550, height: 1000 }, 'width=550,height=400,left=500,top=300'],
    [{ left: 1920, top: 25, width: 1280, height: 800 }, 'width=550,height=400,left=2285,top=225'],
    [{ left: 0, top: 0, width: 375, height: 667 }, 'width=550,height=400,left=0,top=134'],
    [{ left: 0, top: 0, width: 551, height: 401 }, 'width=550,height=400,left=1,top=1'], // 0.5 rounds up
  ])('centred on %o: %s', (opener, features) => expect(sharePopupFeatures(opener)).toBe(features));
});
