import { displayMobile } from './mobile-number.ts';
import { SIGN_IN_POLICY } from './sign-in-policy.ts';
import type { SignInType } from './sign-in.ts';

/**
 * spec §2 /sign-in?type=…: why the shopper is asked to sign in, one line per feature that
 * sends them. A record over every type, so a new type does not compile without its line.
 */
const SIGN_IN_REASONS: Readonly<Record<SignInType, string>> = {
  watchlist: 'Sign in to save cars to your watchlist.',
  'my-garage': 'Sign in to see your garage.',
  checkout: 'Sign in to reserve this car.',
  finance: 'Sign in to apply for finance.',
  'car-finance': 'Sign in to apply for finance.',
  'trade-in': 'Sign in to get your trade-in offer.',
  'spin-to-win': 'Sign in to spin the wheel and see what you win.',
  'online-payment': 'Sign in to make your payment online.',
};

/** A signed-in shopper asked for a fresh code (sign-in-again.ts), whatever the feature. */
const SIGN_IN_AGAIN_REASON = 'Sign in again to confirm it is you.';

export function signInReason(type: SignInType, again = false): string {
  return again ? SIGN_IN_AGAIN_REASON : SIGN_IN_REASONS[type];
}

/**
 * What the sign-in page itself says, beside the per-type reason. A wrong number or code reads
 * as the API words it (SIGN_IN_MESSAGES in sign-in-policy.ts), whichever side finds it.
 */
export const SIGN_IN_PAGE_MESSAGES = {
  mobileNumberMissing: 'Please enter your mobile number.',
  /** No answer reached the page (offline, a dropped connection). */
  noAnswer: 'We could not reach the server. Check your connection and try again.',
  /** An answer the page cannot read (a proxy's error page). */
  unexpected: 'Something went wrong. Please try again.',
  tooMany: 'Too many tries. Please wait a few minutes and try again.',
} as const;

/** The line over the code field: which number the code went to, as the shopper reads it. */
export function codeSentText(e164: string): string {
  return `We sent a ${SIGN_IN_POLICY.codeDigits}-digit code to ${displayMobile(e164)}.`;
}

/** What 'Send a new code' says once the new code is on its way. */
export function codeResentText(e164: string): string {
  return `We sent a new code to ${displayMobile(e164)}.`;
}

/**
 * A 429 without a message of its own, from its Retry-After (seconds): how long to wait, in
 * whole minutes (at least one), or the general line when the header is missing or unreadable.
 */
export function tooManyText(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) {
    return SIGN_IN_PAGE_MESSAGES.tooMany;
  }
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many tries. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
