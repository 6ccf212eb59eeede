import { describe, expect, it } from 'vitest';
import {
  codeResentText,
  codeSentText,
  signInReason,
  tooManyText,
} from '../../../../src/domain/account/sign-in-copy.ts';
import type { SignInType } from '../../../../src/domain/account/sign-in.ts';
import { SPEC_SIGN_IN_TYPES } from '../../../support/sign-in-types.ts';

describe('signInReason (spec §2 /sign-in?type=…: why the shopper is asked to sign in)', () => {
  it.each<[SignInType, string]>([
    ['watchlist', 'Sign in to save cars to your watchlist.'],
    ['my-garage', 'Sign in to see your garage.'],
    ['checkout', 'Sign in to reserve this car.'],
    ['finance', 'Sign in to apply for finance.'],
    ['car-finance', 'Sign in to apply for finance.'],
    ['trade-in', 'Sign in to get your trade-in offer.'],
    ['spin-to-win', 'Sign in to spin the wheel and see what you win.'],
    ['online-payment', 'Sign in to make your payment online.'],
  ])('%s: %s', (type, line) => {
    expect(signInReason(type)).toBe(line);
  });

  it('has a line for every type of the spec, each one sentence starting "Sign in to"', () => {
    for (const type of SPEC_SIGN_IN_TYPES) expect(signInReason(type)).toMatch(/^Sign in to [^.]+\.$/);
  });

  it('a signed-in shopper asked to sign in again is told why, whatever the type', () => {
    for (const type of SPEC_SIGN_IN_TYPES) expect(signInReason(type, true)).toBe('Sign in again to confirm it is you.');
  });
});

describe('the lines about the code', () => {
  it('names the number the code went to as the shopper reads it', () => {
    expect(codeSentText('+61412345678')).toBe('We sent a 6-digit code to 0412 345 678.');
    expect(codeResentText('+61498765432')).toBe('We sent a new code to 0498 765 432.');
  });
});

describe('tooManyText (a 429 without a message: how long to wait, from Retry-After)', () => {
  it.each<[number | null, string]>([
    [30, 'Too many tries. Please try again in 1 minute.'],
    [60, 'Too many tries. Please try again in 1 minute.'],
    [61, 'Too many tries. Please try again in 2 minutes.'],
    [600, 'Too many tries. Please try again in 10 minutes.'],
    [null, 'Too many tries. Please wait a few minutes and try again.'],
    [0, 'Too many tries. Please wait a few minutes and try again.'],
    [Number.NaN, 'Too many tries. Please wait a few minutes and try again.'],
  ])('%s s: %s', (seconds, text) => {
    expect(tooManyText(seconds)).toBe(text);
  });
});
