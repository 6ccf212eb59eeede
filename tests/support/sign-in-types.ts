import type { SignInType } from '../../src/domain/account/sign-in.ts';

/** spec §2 /sign-in: its eight types, as the spec lists them. */
export const SPEC_SIGN_IN_TYPES: readonly SignInType[] = [
  'trade-in',
  'checkout',
  'finance',
  'spin-to-win',
  'online-payment',
  'car-finance',
  'my-garage',
  'watchlist',
];
