import { safeReturnPath } from './return-path.ts';

/** spec §2: the sign-in page's types, one per feature that can send a shopper to it. */
const SIGN_IN_TYPES = [
  'trade-in',
  'checkout',
  'finance',
  'spin-to-win',
  'online-payment',
  'car-finance',
  'my-garage',
  'watchlist',
] as const;

export type SignInType = (typeof SIGN_IN_TYPES)[number];

export function isSignInType(value: unknown): value is SignInType {
  return typeof value === 'string' && (SIGN_IN_TYPES as readonly string[]).includes(value);
}

export interface SignInRequest {
  type: SignInType;
  /** Where the shopper goes once signed in. */
  redirect: string;
  /** Where Back/Cancel goes without signing in. */
  back: string;
}

/** spec §2: the sign-in link for a feature; for the watchlist both paths are the current one. */
export function signInHref(type: SignInType, redirect: string, back: string = redirect): string {
  const target = safeReturnPath(redirect);
  const query = new URLSearchParams({
    type,
    redirect: target,
    back: type === 'watchlist' ? target : safeReturnPath(back),
  });
  return `/sign-in?${query}`;
}

/**
 * The sign-in page's query as the page reads it: an unknown or missing type is the garage's
 * (the one sign-in that needs no feature of its own), and both paths are same-site ones.
 */
export function readSignInQuery(search: string): SignInRequest {
  const query = new URLSearchParams(search);
  const type = query.get('type');
  const redirect = safeReturnPath(query.get('redirect'));
  return {
    type: isSignInType(type) ? type : 'my-garage',
    redirect,
    back: type === 'watchlist' ? redirect : safeReturnPath(query.get('back')),
  };
}
