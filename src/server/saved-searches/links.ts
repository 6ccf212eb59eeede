import type { KeyedHash } from '../privacy/keyed-hash.ts';
import { isTokenText, SignedTokens } from '../privacy/signed-tokens.ts';

/** What a link in a shopper's e-mail may do: confirm an address, or stop one alert. */
export type AlertLink =
  /** Confirms `email` as the alert address of user `u`, until `x` (seconds since 1970). */
  | { k: 'confirm'; t: string; u: string; e: string; x: number }
  /** Stops the alerts of saved search `s`. */
  | { k: 'search'; t: string; s: string }
  /** Stops the price-drop alerts of user `u`. */
  | { k: 'prices'; t: string; u: string };

function asLink(value: unknown): AlertLink | null {
  if (typeof value !== 'object' || value === null) return null;
  const link = value as Record<string, unknown>;
  if (!isTokenText(link.t)) return null;
  if (link.k === 'confirm' && isTokenText(link.u) && isTokenText(link.e) && Number.isInteger(link.x))
    return link as AlertLink;
  if (link.k === 'search' && isTokenText(link.s)) return link as AlertLink;
  if (link.k === 'prices' && isTokenText(link.u)) return link as AlertLink;
  return null;
}

/**
 * Tokens for the links in shoppers' alert e-mails (SignedTokens). An unsubscribe link keeps
 * working for as long as the search does.
 */
export class AlertLinks extends SignedTokens<AlertLink> {
  constructor(hash: KeyedHash) {
    super(hash, 'alert-link', asLink);
  }
}
