import { afterEach, describe, expect, it } from 'vitest';
import { geocoderFromEnv } from '../../src/server/geocoding/from-env.ts';
import { GeocoderError } from '../../src/server/geocoding/geocoder.ts';
import { googlePostcodeGeocoder } from '../../src/server/geocoding/google-driver.ts';
import { closedPort, startHttpReceiver, type HttpReceiver, type ReceivedRequest } from '../support/receivers.ts';

const KEY = 'AIzaTestKeyNeverLive_0123456789abcdefgh';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// Google's Geocoding API answers, in its documented shape ("Geocoding responses")
const component = (long_name: string, short_name: string, ...types: string[]) => ({ long_name, short_name, types });

const SYDNEY_2000 = {
  address_components: [
    component('2000', '2000', 'postal_code'),
    component('Sydney', 'Sydney', 'locality', 'political'),
    component('Council of the City of Sydney', 'Sydney', 'administrative_area_level_2', 'political'),
    component('New South Wales', 'NSW', 'administrative_area_level_1', 'political'),
    component('Australia', 'AU', 'country', 'political'),
  ],
  formatted_address: 'Sydney NSW 2000, Australia',
  geometry: {
    bounds: { northeast: { lat: -33.8455, lng: 151.2227 }, southwest: { lat: -33.8864, lng: 151.1937 } },
    location: { lat: -33.8688197, lng: 151.2092955 },
    location_type: 'APPROXIMATE',
    viewport: { northeast: { lat: -33.8455, lng: 151.2227 }, southwest: { lat: -33.8864, lng: 151.1937 } },
  },
  place_id: 'ChIJP5iLHkCuEmsRwMwyFmh9AQU',
  postcode_localities: ['Barangaroo', 'Dawes Point', 'Haymarket', 'Millers Point', 'Sydney', 'The Rocks'],
  types: ['postal_code'],
};

/** What a component filter may answer for a postcode it does not know: the country alone, a partial match. */
const AUSTRALIA = {
  address_components: [component('Australia', 'AU', 'country', 'political')],
  formatted_address: 'Australia',
  geometry: { location: { lat: -25.274398, lng: 133.775136 }, location_type: 'APPROXIMATE' },
  partial_match: true,
  place_id: 'ChIJ38WHZwf9KysRUhNblaFnglM',
  types: ['country', 'political'],
};

const ok = (...results: object[]) => ({ results, status: 'OK' });
const ZERO_RESULTS = { results: [], status: 'ZERO_RESULTS' };
const denied = { error_message: 'The provided API key is invalid. ', results: [], status: 'REQUEST_DENIED' };

type Reply = object | number | 'cut' | 'silent' | 'not-json' | { redirect: string };

/** A local Geocoding API answering each request with the next reply (the last one repeats). */
async function geocodingApi(...replies: Reply[]): Promise<HttpReceiver> {
  const receiver = await startHttpReceiver((_request, response) => {
    const reply = replies[Math.min(receiver.requests.length, replies.length) - 1] ?? ZERO_RESULTS;
    if (reply === 'silent') return;
    if (reply === 'cut') return void response.socket?.destroy();
    if (reply === 'not-json') return void response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>');
    if (typeof reply === 'number') return void response.writeHead(reply).end();
    if ('redirect' in reply) return void response.writeHead(302, { Location: reply.redirect }).end();
    response.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' }).end(JSON.stringify(reply));
  });
  cleanups.push(() => receiver.close());
  return receiver;
}

const query = (request: ReceivedRequest) => new URL(request.path, 'http://localhost').searchParams;

const options = { apiKey: KEY, retryDelayMs: 20 };

/** The GeocoderError `locate` rejected with, checked to name neither the key nor the postcode. */
async function locateError(locate: Promise<unknown>): Promise<GeocoderError> {
  const error = await locate.then(
    () => new Error('answered'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GeocoderError);
  expect((error as Error).message).not.toContain(KEY);
  expect((error as Error).message).not.toContain('2000');
  return error as GeocoderError;
}

describe('the Google geocoder against a local Geocoding API', () => {
  it('GETs components=postal_code:{postcode}|country:AU with the key, and reads the first result’s location', async () => {
    const api = await geocodingApi(ok(SYDNEY_2000));
    const geocoder = googlePostcodeGeocoder({ ...options, url: `${api.url}/maps/api/geocode/json` });
    expect(geocoder.name).toBe('google');
    expect(await geocoder.locate('2000')).toEqual({
      postcode: '2000',
      latitude: -33.8688197,
      longitude: 151.2092955,
      locality: 'Sydney',
    });
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request).toMatchObject({ method: 'GET', body: '' });
    expect(new URL(request!.path, 'http://localhost').pathname).toBe('/maps/api/geocode/json');
    expect(Object.fromEntries(query(request!))).toEqual({ components: 'postal_code:2000|country:AU', key: KEY });
  });

  it('ZERO_RESULTS is null (spec §8 "Invalid postcode")', async () => {
    const api = await geocodingApi(ZERO_RESULTS);
    expect(await googlePostcodeGeocoder({ ...options, url: api.url }).locate('0000')).toBeNull();
  });

  it('a partial match that is not the postcode asked for is null: never the middle of Australia', async () => {
    const elsewhere = {
      ...SYDNEY_2000,
      address_components: [component('2001', '2001', 'postal_code'), ...SYDNEY_2000.address_components.slice(1)],
      partial_match: true,
    };
    const abroad = {
      ...SYDNEY_2000,
      address_components: [component('2000', '2000', 'postal_code'), component('New Zealand', 'NZ', 'country')],
    };
    const api = await geocodingApi(ok(AUSTRALIA), ok(elsewhere), ok(abroad), ok(AUSTRALIA, SYDNEY_2000));
    const geocoder = googlePostcodeGeocoder({ ...options, url: api.url });
    expect(await geocoder.locate('9999')).toBeNull();
    expect(await geocoder.locate('2000')).toBeNull();
    expect(await geocoder.locate('2000')).toBeNull();
    // the first result that is the postcode
    expect(await geocoder.locate('2000')).toMatchObject({ latitude: -33.8688197 });
  });

  it('a result without a locality (a postcode of many) has none; one without a location is skipped', async () => {
    const manyLocalities = {
      ...SYDNEY_2000,
      address_components: SYDNEY_2000.address_components.filter((c) => !c.types.includes('locality')),
    };
    const noLocation = { ...SYDNEY_2000, geometry: { location_type: 'APPROXIMATE' } };
    const api = await geocodingApi(ok(manyLocalities), ok(noLocation), { status: 'OK' });
    const geocoder = googlePostcodeGeocoder({ ...options, url: api.url });
    expect(await geocoder.locate('2000')).toEqual({ postcode: '2000', latitude: -33.8688197, longitude: 151.2092955 });
    expect(await geocoder.locate('2000')).toBeNull();
    expect(await geocoder.locate('2000')).toBeNull();
  });

  it('asks nothing for a string that is no postcode', async () => {
    const api = await geocodingApi(ok(SYDNEY_2000));
    const geocoder = googlePostcodeGeocoder({ ...options, url: api.url });
    for (const postcode of ['abcd', '200', '20000', '2000|country:NZ', ' 2000']) {
      expect(await geocoder.locate(postcode)).toBeNull();
    }
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    [denied, 'REQUEST_DENIED (The provided API key is invalid.)'],
    [{ results: [], status: 'OVER_QUERY_LIMIT' }, 'OVER_QUERY_LIMIT'],
    [
      { results: [], status: 'OVER_DAILY_LIMIT', error_message: 'Billing is not enabled.' },
      'OVER_DAILY_LIMIT (Billing is not enabled.)',
    ],
    [{ results: [], status: 'INVALID_REQUEST' }, 'INVALID_REQUEST'],
    [{ results: [], status: 'SOMETHING_NEW' }, 'an answer without a known status'],
    [[1, 2], 'an answer without a known status'],
    ['not-json', 'an answer that is not JSON'],
    [400, 'HTTP 400'],
    [403, 'HTTP 403'],
    [{ redirect: 'http://127.0.0.1:9/elsewhere' }, 'HTTP 302'],
  ] as const)('%j is a GeocoderError without a second try', async (reply, reason) => {
    const api = await geocodingApi(reply, ok(SYDNEY_2000));
    const error = await locateError(googlePostcodeGeocoder({ ...options, url: api.url }).locate('2000'));
    expect(error.message).toBe(`Geocoding service: ${reason}`);
    expect(api.requests).toHaveLength(1);
  });

  it.each([[{ results: [], status: 'UNKNOWN_ERROR' }], [500], [503], ['cut']] as const)(
    '%j is tried once more, after a short pause',
    async (reply) => {
      const api = await geocodingApi(reply, ok(SYDNEY_2000));
      expect(await googlePostcodeGeocoder({ ...options, url: api.url }).locate('2000')).toMatchObject({
        locality: 'Sydney',
      });
      expect(api.requests).toHaveLength(2);
    },
  );

  it('throws after the second failure, naming both', async () => {
    const api = await geocodingApi(502, { results: [], status: 'UNKNOWN_ERROR' });
    const error = await locateError(googlePostcodeGeocoder({ ...options, url: api.url }).locate('2000'));
    expect(error.message).toBe('Geocoding service: UNKNOWN_ERROR (tried twice; first HTTP 502)');
    expect(api.requests).toHaveLength(2);
  });

  it('gives up on a service that never answers after the timeout, without a second try', async () => {
    const api = await geocodingApi('silent');
    const started = performance.now();
    const error = await locateError(
      googlePostcodeGeocoder({ ...options, url: api.url, timeoutMs: 200 }).locate('2000'),
    );
    expect(error.message).toBe('Geocoding service: no answer within 200 ms');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(api.requests).toHaveLength(1);
  });

  it('names the network error when nothing listens, after one more try', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/maps/api/geocode/json`;
    const error = await locateError(googlePostcodeGeocoder({ ...options, url }).locate('2000'));
    expect(error.message).toBe(
      'Geocoding service: network error: ECONNREFUSED (tried twice; first network error: ECONNREFUSED)',
    );
  });
});

describe('geocoderFromEnv', () => {
  it('is the embedded table without GEOCODER, or with it empty or `embedded`', async () => {
    for (const env of [{}, { GEOCODER: '' }, { GEOCODER: ' embedded ', GEOCODER_URL: 'not read' }]) {
      expect(geocoderFromEnv(env).name).toBe('embedded');
    }
    expect(await geocoderFromEnv({}).locate('3000')).toMatchObject({ postcode: '3000', locality: 'Melbourne' });
  });

  it('GEOCODER=google asks GEOCODER_URL with GEOCODER_API_KEY', async () => {
    const api = await geocodingApi(ok(SYDNEY_2000));
    const geocoder = geocoderFromEnv({ GEOCODER: 'google', GEOCODER_API_KEY: ` ${KEY} `, GEOCODER_URL: api.url });
    expect(geocoder.name).toBe('google');
    expect(await geocoder.locate('2000')).toMatchObject({ locality: 'Sydney' });
    expect(query(api.requests[0]!).get('key')).toBe(KEY);
  });

  it.each([
    [{ GEOCODER: 'mapbox' }, 'GEOCODER must be embedded or google'],
    [{ GEOCODER: 'google' }, 'GEOCODER_API_KEY must be set when GEOCODER=google'],
    [{ GEOCODER: 'google', GEOCODER_API_KEY: '  ' }, 'GEOCODER_API_KEY must be set when GEOCODER=google'],
    [
      { GEOCODER: 'google', GEOCODER_API_KEY: KEY, GEOCODER_URL: 'ftp://geo.example/json' },
      'GEOCODER_URL must be an http:// or https:// URL',
    ],
    [
      { GEOCODER: 'google', GEOCODER_API_KEY: KEY, GEOCODER_URL: 'geo.example/json' },
      'GEOCODER_URL must be an http:// or https:// URL',
    ],
  ])('%j stops the start, naming the variable but not its value', (env, message) => {
    expect(() => geocoderFromEnv(env)).toThrow(message);
    expect(() => geocoderFromEnv(env)).not.toThrow(KEY);
  });
});
