/** What a keyed hash stands in for; each has its own hashes, so one can never be matched to another. */
export type HashedDatum =
  'phone' | 'address' | 'sign-in-code' | 'alert-link' | 'reservation-link' | 'payment-request-link';

/** Shorter secrets are refused: the key is what keeps a table dump from being reversed. */
const MIN_SECRET_LENGTH = 32;

/**
 * HMAC-SHA-256 under the shoppers' hash key (SHOPPER_HASH_KEY, else the key generated in the
 * database): what the API keeps in place of a phone number or a client address it must
 * recognise again. Unlike a plain hash, it cannot be reversed by hashing every phone number
 * or address without the key. Web Crypto only, so it runs wherever the API does.
 */
export class KeyedHash {
  readonly #key: Promise<CryptoKey>;

  constructor(secret: string) {
    if (secret.length < MIN_SECRET_LENGTH)
      throw new Error(`The shoppers' hash key must be at least ${MIN_SECRET_LENGTH} characters long.`);
    this.#key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
  }

  /** 64 lowercase hex digits. */
  async of(datum: HashedDatum, value: string): Promise<string> {
    const mac = await crypto.subtle.sign('HMAC', await this.#key, new TextEncoder().encode(`${datum}:${value}`));
    return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  }
}
