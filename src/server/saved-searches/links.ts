import type { KeyedHash } from '../privacy/keyed-hash.ts';

/** What a link in a shopper's e-mail may do: confirm an address, or stop one alert. */
export type AlertLink =
  /** Confirms `email` as the alert address of user `u`, until `x` (seconds since 1970). */
  | { k: 'confirm'; t: string; u: string; e: string; x: number }
  /** Stops the alerts of saved search `s`. */
  | { k: 'search'; t: string; s: string }
  /** Stops the price-drop alerts of user `u`. */
  | { k: 'prices'; t: string; u: string };

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

function fromBase64url(text: string): string | null {
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

// compares in time that does not depend on where the strings differ
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 254;

function asLink(value: unknown): AlertLink | null {
  if (typeof value !== 'object' || value === null) return null;
  const link = value as Record<string, unknown>;
  if (!isText(link.t)) return null;
  if (link.k === 'confirm' && isText(link.u) && isText(link.e) && Number.isInteger(link.x)) return link as AlertLink;
  if (link.k === 'search' && isText(link.s)) return link as AlertLink;
  if (link.k === 'prices' && isText(link.u)) return link as AlertLink;
  return null;
}

/**
 * Tokens for the links in shoppers' e-mails: the link's fields, then an HMAC of them under the
 * shoppers' hash key, so nobody can make or alter one (a changed address, another user's
 * search, a later expiry). They need no row of their own: an unsubscribe link keeps working
 * for as long as the search does.
 */
export class AlertLinks {
  readonly #hash: KeyedHash;

  constructor(hash: KeyedHash) {
    this.#hash = hash;
  }

  async token(link: AlertLink): Promise<string> {
    const body = base64url(JSON.stringify(link));
    return `${body}.${await this.#hash.of('alert-link', body)}`;
  }

  /** The link a token stands for, or null when it was not made here or was altered. Expiry is the caller's. */
  async read(token: string): Promise<AlertLink | null> {
    if (token.length > 1000) return null;
    const [body, mac, ...rest] = token.split('.');
    if (!body || !mac || rest.length > 0) return null;
    if (!sameText(mac, await this.#hash.of('alert-link', body))) return null;
    const json = fromBase64url(body);
    if (json === null) return null;
    try {
      return asLink(JSON.parse(json));
    } catch {
      return null;
    }
  }
}
