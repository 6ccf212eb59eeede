import { signInHref, type SignInType } from './sign-in.ts';

/**
 * A signed-in shopper signing in again to confirm it is them (ASVS 5.0 7.5.1: a fresh code
 * before deleting the account): the sign-in link with `again=1`, on which /sign-in asks for
 * a code instead of going straight on as it does for a signed-in browser. Apart from
 * sign-in.ts, which every gated page loads up front: only the garage's account sections
 * and /sign-in load this.
 */
const AGAIN = 'again';

export function signInAgainHref(type: SignInType, redirect: string, back: string): string {
  return `${signInHref(type, redirect, back)}&${AGAIN}=1`;
}

/** Whether the sign-in page's query asks a signed-in shopper for a fresh code. */
export function isSignInAgain(search: string): boolean {
  return new URLSearchParams(search).get(AGAIN) === '1';
}
