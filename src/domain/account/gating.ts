import type { SignInType } from './sign-in.ts';

/** spec §2 Gating: what can need a signed-in shopper, and the sign-in type each sends. */
const GATE_TYPES = {
  garage: 'my-garage',
  checkout: 'checkout',
  finance: 'finance',
  financeApplication: 'car-finance',
  tradeIn: 'trade-in',
  spinToWin: 'spin-to-win',
  onlinePayment: 'online-payment',
} as const satisfies Record<string, SignInType>;

export type GatedFeature = keyof typeof GATE_TYPES;

/** A site's `features.signIn` switches: which of the switchable features need sign-in. */
export interface SignInSwitches {
  readonly checkout: boolean;
  readonly finance: boolean;
  readonly financeApplication: boolean;
  readonly tradeIn: boolean;
  readonly spinToWin: boolean;
  readonly onlinePayment: boolean;
}

/**
 * spec §2 Gating: the sign-in type a feature's pages send a visitor to, or undefined when the
 * feature is open to visitors on this site. The garage family always needs sign-in; the
 * others only where the site's switch says so.
 */
export function signInGate(feature: GatedFeature, switches: SignInSwitches): SignInType | undefined {
  if (feature === 'garage' || switches[feature]) return GATE_TYPES[feature];
  return undefined;
}
