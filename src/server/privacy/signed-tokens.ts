import type { HashedDatum, KeyedHash } from './keyed-hash.ts';

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

/** Whether two strings are equal, in time that does not depend on where they differ. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** A text field of a token: present, and short enough to have been written here. */
export const isTokenText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 254;

/**
 * Tokens for links in e-mails: the link's fields, then an HMAC of them under the shoppers'
 * hash key with the purpose of the links, so nobody can make or alter one (another
 * reservation, a later expiry), and a token of one purpose is never read as another's. They
 * need no row of their own. `parse` says which objects are links of this purpose.
 */
export class SignedTokens<Link> {
  readonly #hash: KeyedHash;
  readonly #purpose: HashedDatum;
  readonly #parse: (value: unknown) => Link | null;

  constructor(hash: KeyedHash, purpose: HashedDatum, parse: (value: unknown) => Link | null) {
    this.#hash = hash;
    this.#purpose = purpose;
    this.#parse = parse;
  }

  async token(link: Link): Promise<string> {
    const body = base64url(JSON.stringify(link));
    return `${body}.${await this.#hash.of(this.#purpose, body)}`;
  }

  /** The link a token stands for, or null when it was not made here or was altered. Expiry is the caller's. */
  async read(token: string): Promise<Link | null> {
    if (token.length > 1000) return null;
    const [body, mac, ...rest] = token.split('.');
    if (!body || !mac || rest.length > 0) return null;
    if (!sameText(mac, await this.#hash.of(this.#purpose, body))) return null;
    const json = fromBase64url(body);
    if (json === null) return null;
    try {
      return this.#parse(JSON.parse(json));
    } catch {
      return null;
    }
  }
}
