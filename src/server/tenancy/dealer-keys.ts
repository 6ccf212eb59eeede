import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Site } from '../../tenant/schema/site.ts';
import { sameText } from '../privacy/signed-tokens.ts';

/** A dealer key is a secret a program holds, not a password a person types: 32 characters or more. */
const MIN_KEY_LENGTH = 32;
/** A bearer token (RFC 6750): visible ASCII, no spaces. */
const KEY = new RegExp(`^[!-~]{${MIN_KEY_LENGTH},}$`);

type Env = NodeJS.ProcessEnv | Readonly<Record<string, string | undefined>>;

/**
 * Each site's dealer key (payment requests, purchase journeys), from the environment variable
 * its dealerApi.keyEnv names; `fallback` gives one where it is unset (the local servers: a key
 * generated into the data directory). A key that is set but short stops the start, naming the
 * variable and never its value; so does one key on two sites, naming both variables, since a
 * dealer's call to the API's own address is placed by its key alone (DealerKeyring). A site
 * with no key refuses every request of the dealer API.
 */
export function dealerKeysFromEnv(
  sites: readonly Site[],
  env: Env,
  fallback: (site: Site) => string | undefined = () => undefined,
): ReadonlyMap<string, string> {
  const keys = new Map<string, string>();
  /** Where each key came from, by its digest: for the message that names both sides of a shared key. */
  const sources = new Map<string, string>();
  for (const site of sites) {
    if (!site.dealerApi) continue;
    const name = site.dealerApi.keyEnv;
    const set = env[name]?.trim();
    if (set && !KEY.test(set))
      throw new Error(
        `${name} (the dealer key of ${site.slug}) must be ${MIN_KEY_LENGTH} or more visible characters without spaces`,
      );
    const key = set || fallback(site);
    if (!key) continue;
    const source = set ? `${name} (the dealer key of ${site.slug})` : `the local dealer key of ${site.slug}`;
    const digest = keyDigest(key);
    const other = sources.get(digest);
    if (other)
      throw new Error(
        `${other} and ${source} are the same key: each site needs a dealer key of its own, ` +
          'since a call to the API’s own address is placed by its key',
      );
    sources.set(digest, source);
    keys.set(site.slug, key);
  }
  return keys;
}

/**
 * A key's SHA-256 in hex: every key and token is compared at this one length, whatever its own,
 * by sameText, in time that does not depend on where they differ (what node:crypto's
 * timingSafeEqual does; the API runs without Node's modules).
 */
const keyDigest = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

/**
 * The sites' dealer keys as the dealer API compares them: SHA-256 digests, so a bearer token
 * of any length is compared with each key at one length, in constant time.
 */
export class DealerKeyring {
  readonly #digests: ReadonlyMap<string, string>;

  /** `keys`: each site's dealer key by tenant slug (dealerKeysFromEnv). */
  constructor(keys: ReadonlyMap<string, string>) {
    this.#digests = new Map([...keys].map(([slug, key]) => [slug, keyDigest(key)]));
  }

  /** Whether the site has a dealer key at all (without one it takes no dealer calls). */
  has(slug: string): boolean {
    return this.#digests.has(slug);
  }

  /** Whether `token` is the site's dealer key. */
  isKeyOf(slug: string, token: string): boolean {
    const digest = this.#digests.get(slug);
    return digest !== undefined && sameText(keyDigest(token), digest);
  }

  /**
   * The site whose dealer key `token` is, compared with every site's key (a match stops
   * nothing, so the time tells nothing of which key or how much of it matched); null for none.
   * dealerKeysFromEnv refuses a key two sites share; were one given here, it places neither.
   */
  siteOf(token: string): string | null {
    const given = keyDigest(token);
    const matched: string[] = [];
    for (const [slug, digest] of this.#digests) if (sameText(given, digest)) matched.push(slug);
    return matched.length === 1 ? matched[0]! : null;
  }
}
