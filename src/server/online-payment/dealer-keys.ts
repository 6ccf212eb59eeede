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
 * variable and never its value; a site with no key refuses every request of the dealer API.
 */
export function dealerKeysFromEnv(
  sites: readonly Site[],
  env: Env,
  fallback: (site: Site) => string | undefined = () => undefined,
): ReadonlyMap<string, string> {
  const keys = new Map<string, string>();
  for (const site of sites) {
    if (!site.dealerApi) continue;
    const name = site.dealerApi.keyEnv;
    const set = env[name]?.trim();
    if (set && !KEY.test(set))
      throw new Error(
        `${name} (the dealer key of ${site.slug}) must be ${MIN_KEY_LENGTH} or more visible characters without spaces`,
      );
    const key = set || fallback(site);
    if (key) keys.set(site.slug, key);
  }
  return keys;
}

const digest = (text: string) => bytesToHex(sha256(utf8ToBytes(text)));

/** Whether `given` is the dealer's key: compared as digests of equal length, in time that tells nothing of either. */
export function isDealerKey(given: string, key: string): boolean {
  return sameText(digest(given), digest(key));
}
