import { describe, expect, it } from 'vitest';
import { ACCORDION_MS, countUpValue } from '../../../../src/domain/text/animation.ts';
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
  });

  it.each([
    [1250, -100, 0],
    [1250, 0, 0],
    [1250, 1, 1], // 1.25 rounds to 1
    [1250, 500, 625],
    [1250, 999, 1249],
    [1250, 1000, 1250],
    [1250, 5000, 1250],
    [21, 500, 11], // 10.5 rounds up
  ])('counting to %i, after %i ms it shows %i', (target, elapsed, shown) => {
    expect(countUpValue(target, elapsed)).toBe(shown);
  });

  it('a zero duration shows the target at once', () => expect(countUpValue(40, 0, 0)).toBe(40));
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
