import { GeocoderError, isPostcode, type GeocodedPostcode, type PostcodeGeocoder } from './geocoder.ts';

/** Google's Geocoding API; GEOCODER_URL replaces it (a test's local server). */
const GOOGLE_GEOCODING_URL = 'https://maps.googleapis.com/maps/api/geocode/json';

/** A shopper waits on the answer (a delivery quote): past this, the service is down as far as they are concerned. */
const DEFAULT_TIMEOUT_MS = 5_000;
/** Long enough for the service's brief hiccup, short enough that the shopper still waits. */
const DEFAULT_RETRY_DELAY_MS = 300;

/**
 * The statuses that are the service's trouble, not the postcode's (Google's Geocoding API,
 * "Status codes"); only UNKNOWN_ERROR "may succeed if you try again".
 */
const FAILURE_STATUSES = new Set([
  'OVER_DAILY_LIMIT',
  'OVER_QUERY_LIMIT',
  'REQUEST_DENIED',
  'INVALID_REQUEST',
  'UNKNOWN_ERROR',
]);

/** The part of a Geocoding API answer read here. */
interface GeocodingAnswer {
  status?: unknown;
  error_message?: unknown;
  results?: unknown;
}

interface AddressComponent {
  long_name?: unknown;
  short_name?: unknown;
  types?: unknown;
}

interface GeocodingResult {
  address_components?: AddressComponent[];
  geometry?: { location?: { lat?: unknown; lng?: unknown } };
}

/** Why one try failed, and whether a second may succeed. */
class TryFailure extends Error {
  readonly retry: boolean;

  constructor(message: string, retry: boolean) {
    super(message);
    this.retry = retry;
  }
}

const hasType = (component: AddressComponent, type: string) =>
  Array.isArray(component.types) && component.types.includes(type);

function componentOf(result: GeocodingResult, type: string): AddressComponent | undefined {
  return Array.isArray(result.address_components)
    ? result.address_components.find((component) => hasType(component, type))
    : undefined;
}

/**
 * The postcode from one result, when the result is that postcode in Australia. A component
 * filter may answer with a partial match (the country alone, or a neighbouring postcode)
 * rather than ZERO_RESULTS; taking its point would put the buyer somewhere they are not.
 */
function postcodeFrom(result: GeocodingResult, postcode: string): GeocodedPostcode | null {
  const postalCode = componentOf(result, 'postal_code');
  if (postalCode?.long_name !== postcode && postalCode?.short_name !== postcode) return null;
  const country = componentOf(result, 'country');
  if (country && country.short_name !== 'AU') return null;
  const { lat, lng } = result.geometry?.location ?? {};
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) {
    return null;
  }
  const locality = componentOf(result, 'locality')?.long_name;
  return {
    postcode,
    latitude: lat,
    longitude: lng,
    ...(typeof locality === 'string' && locality ? { locality } : {}),
  };
}

function networkFailure(error: unknown, timeoutMs: number): TryFailure {
  const name = error instanceof Error ? error.name : '';
  // the shopper has waited the whole timeout already: no second wait
  if (name === 'TimeoutError' || name === 'AbortError')
    return new TryFailure(`no answer within ${timeoutMs} ms`, false);
  // fetch reports network failures as TypeError('fetch failed') with the system error as cause
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : name || 'error';
  return new TryFailure(`network error: ${code}`, true);
}

/**
 * The real driver: Google's Geocoding API, GET `?components=postal_code:2000|country:AU&key=…`
 * (spec §7: the postal_code component, country AU; reads geometry.location). ZERO_RESULTS,
 * or no result that is the postcode asked for, is null. A refused key, a quota, an invalid
 * request, a non-2xx answer, a timeout or an answer that is not the API's JSON is a
 * GeocoderError naming the status; a 5xx, a network error or UNKNOWN_ERROR is tried once
 * more first. A GET changes nothing, so a second try is always safe.
 */
export function googlePostcodeGeocoder(options: {
  apiKey: string;
  /** Default: Google's Geocoding API. */
  url?: string;
  timeoutMs?: number;
  retryDelayMs?: number;
}): PostcodeGeocoder {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;

  async function ask(postcode: string): Promise<GeocodingAnswer> {
    const url = new URL(options.url ?? GOOGLE_GEOCODING_URL);
    url.searchParams.set('components', `postal_code:${postcode}|country:AU`);
    url.searchParams.set('key', options.apiKey);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Accept: 'application/json', 'User-Agent': 'dealer-sites-geocoder/1' },
        // a redirect would carry the key to wherever it points
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw networkFailure(error, timeoutMs);
    }
    if (response.status < 200 || response.status > 299) {
      await response.body?.cancel().catch(() => undefined);
      throw new TryFailure(`HTTP ${response.status}`, response.status >= 500);
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw networkFailure(error, timeoutMs);
      }
      throw new TryFailure('an answer that is not JSON', false);
    }
    if (typeof answer !== 'object' || answer === null) throw new TryFailure('an answer that is not JSON', false);
    const { status, error_message: message } = answer as GeocodingAnswer;
    if (typeof status === 'string' && FAILURE_STATUSES.has(status)) {
      // Google's own words say why ('The provided API key is invalid.'); they never hold the key
      const why = typeof message === 'string' && message.trim() ? ` (${message.trim().slice(0, 200)})` : '';
      throw new TryFailure(`${status}${why}`, status === 'UNKNOWN_ERROR');
    }
    if (status !== 'OK' && status !== 'ZERO_RESULTS') throw new TryFailure('an answer without a known status', false);
    return answer as GeocodingAnswer;
  }

  async function answerTo(postcode: string): Promise<GeocodingAnswer> {
    try {
      return await ask(postcode);
    } catch (error) {
      if (!(error instanceof TryFailure)) throw error;
      if (!error.retry) throw new GeocoderError(`Geocoding service: ${error.message}`);
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      try {
        return await ask(postcode);
      } catch (second) {
        if (!(second instanceof TryFailure)) throw second;
        throw new GeocoderError(`Geocoding service: ${second.message} (tried twice; first ${error.message})`);
      }
    }
  }

  return {
    name: 'google',
    async locate(postcode) {
      if (!isPostcode(postcode)) return null;
      const answer = await answerTo(postcode);
      if (answer.status === 'ZERO_RESULTS' || !Array.isArray(answer.results)) return null;
      for (const result of answer.results as GeocodingResult[]) {
        const found = typeof result === 'object' && result !== null ? postcodeFrom(result, postcode) : null;
        if (found) return found;
      }
      return null;
    },
  };
}
