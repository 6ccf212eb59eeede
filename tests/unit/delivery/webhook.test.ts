import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPayload } from '../../../src/server/delivery/payload.ts';
import {
  postWebhook,
  retryAfterSeconds,
  signatureHeader,
  signWebhook,
  statusOutcome,
  verifyWebhook,
  webhookHeaders,
} from '../../../src/server/delivery/webhook.ts';
import { CONTEXT, USED_ENQUIRY } from './fixtures.ts';
import { closedPort, startHttpReceiver, type HttpReceiver } from './receivers.ts';

const SECRET = 'whsec_example';
/** 1 July 2026, 00:30:00 UTC. */
const NOW = new Date('2026-07-01T00:30:00Z');
const T = 1782865800;
const PAYLOAD = leadPayload(USED_ENQUIRY, CONTEXT);

describe('signWebhook / verifyWebhook', () => {
  it('is HMAC-SHA256 hex over "{timestamp}.{body}" (the README’s test vector, checked with openssl)', () => {
    expect(Math.floor(NOW.getTime() / 1000)).toBe(T);
    expect(signWebhook(SECRET, T, '{"lead_id":"lead-123"}')).toBe(
      '6183037d0e3f7f2ff67745074b395668a32012b1c05a4a717133c09c9af62879',
    );
    expect(signatureHeader(SECRET, T, '{"lead_id":"lead-123"}')).toBe(
      `t=${T},v1=6183037d0e3f7f2ff67745074b395668a32012b1c05a4a717133c09c9af62879`,
    );
  });

  it('round trip: a signed body verifies, as a string or as the raw bytes', () => {
    const body = JSON.stringify(PAYLOAD);
    const header = signatureHeader(SECRET, T, body);
    expect(verifyWebhook(SECRET, header, body, NOW)).toEqual({ ok: true, timestamp: T });
    expect(verifyWebhook(SECRET, header, Buffer.from(body, 'utf8'), new Date((T + 299) * 1000))).toEqual({
      ok: true,
      timestamp: T,
    });
  });

  it('rejects a tampered body, a tampered timestamp and the wrong secret', () => {
    const body = JSON.stringify(PAYLOAD);
    const header = signatureHeader(SECRET, T, body);
    expect(verifyWebhook(SECRET, header, body.replace('Jane', 'John'), NOW)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook(SECRET, header, `${body} `, NOW)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook(SECRET, header.replace(`t=${T}`, `t=${T + 1}`), body, NOW)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyWebhook('another-secret', header, body, NOW)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('rejects an old (replayed) or far-future timestamp outside the tolerance', () => {
    const body = '{}';
    const header = signatureHeader(SECRET, T, body);
    expect(verifyWebhook(SECRET, header, body, new Date((T + 301) * 1000))).toEqual({ ok: false, reason: 'expired' });
    expect(verifyWebhook(SECRET, header, body, new Date((T - 301) * 1000))).toEqual({ ok: false, reason: 'expired' });
    expect(verifyWebhook(SECRET, header, body, new Date((T + 3600) * 1000), 7200)).toMatchObject({ ok: true });
    expect(verifyWebhook(SECRET, header, body, new Date((T + 61) * 1000), 60)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('accepts any one of several v1 signatures (secret rotation)', () => {
    const body = '{"a":1}';
    const old = signWebhook('old-secret', T, body);
    const header = `t=${T},v1=${old},v1=${signWebhook(SECRET, T, body)}`;
    expect(verifyWebhook(SECRET, header, body, NOW)).toMatchObject({ ok: true });
    expect(verifyWebhook('old-secret', header, body, NOW)).toMatchObject({ ok: true });
    expect(verifyWebhook('third', header, body, NOW)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('calls a missing or malformed header malformed', () => {
    const sig = signWebhook(SECRET, T, '{}');
    for (const header of [
      undefined,
      null,
      '',
      'garbage',
      `v1=${sig}`,
      `t=${T}`,
      `t=abc,v1=${sig}`,
      `t=${T},v1=${sig.slice(0, 63)}`,
      `t=${T},v1=${sig}00`,
      `t=${T},v0=${sig}`,
    ]) {
      expect(verifyWebhook(SECRET, header, '{}', NOW)).toEqual({ ok: false, reason: 'malformed' });
    }
    // spaces after the commas are tolerated
    expect(verifyWebhook(SECRET, `t=${T}, v1=${sig}`, '{}', NOW)).toMatchObject({ ok: true });
  });

  it('headers: the signature at `now`, the lead id, and the lead id as Idempotency-Key', () => {
    const body = JSON.stringify(PAYLOAD);
    expect(webhookHeaders('lead-used-enquiry', SECRET, body, NOW)).toEqual({
      'Content-Type': 'application/json; charset=utf-8',
      'User-Agent': 'dealer-sites-lead-webhook/1',
      'X-Lead-Signature': signatureHeader(SECRET, T, body),
      'X-Lead-Id': 'lead-used-enquiry',
      'Idempotency-Key': 'lead-used-enquiry',
    });
  });
});

describe('postWebhook against a real HTTP server', () => {
  let receiver: HttpReceiver;
  beforeAll(async () => {
    receiver = await startHttpReceiver((request, response) => {
      switch (request.path) {
        case '/ok':
          response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
          return;
        case '/accepted':
          response.writeHead(202).end();
          return;
        case '/error':
          response.writeHead(500).end('Internal Server Error');
          return;
        case '/unavailable':
          response.writeHead(503, { 'Retry-After': 'Wed, 01 Jul 2026 00:32:00 GMT' }).end();
          return;
        case '/missing':
          response.writeHead(404).end('Not Found');
          return;
        case '/unauthorised':
          response.writeHead(401).end();
          return;
        case '/request-timeout':
          response.writeHead(408).end();
          return;
        case '/busy':
          response.writeHead(429, { 'Retry-After': '30' }).end();
          return;
        case '/moved':
          response.writeHead(308, { Location: '/ok' }).end();
          return;
        case '/slow':
          // answers long after the client has given up
          setTimeout(() => response.writeHead(200).end(), 5_000).unref();
          return;
        default:
          response.writeHead(404).end();
      }
    });
  });
  afterAll(() => receiver.close());

  const post = (path: string, timeoutMs = 2_000) =>
    postWebhook(`${receiver.url}${path}`, PAYLOAD, SECRET, fetch, NOW, { timeoutMs });

  it('200: delivered; the receiver can verify what it got and sees the lead id twice', async () => {
    const before = receiver.requests.length;
    expect(await post('/ok')).toEqual({ outcome: 'delivered', detail: 'HTTP 200' });
    const [request] = receiver.requests.slice(before);
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(request?.headers['x-lead-id']).toBe('lead-used-enquiry');
    expect(request?.headers['idempotency-key']).toBe('lead-used-enquiry');
    const header = request?.headers['x-lead-signature'];
    expect(header).toMatch(new RegExp(`^t=${T},v1=[0-9a-f]{64}$`));
    expect(verifyWebhook(SECRET, String(header), request?.body ?? '', NOW)).toEqual({ ok: true, timestamp: T });
    expect(JSON.parse(request?.body ?? '')).toEqual(JSON.parse(JSON.stringify(PAYLOAD)));
  });

  it('any 2xx is delivered', async () => {
    expect(await post('/accepted')).toEqual({ outcome: 'delivered', detail: 'HTTP 202' });
  });

  it('500 and 503: retry (with the Retry-After the receiver asked for)', async () => {
    expect(await post('/error')).toEqual({ outcome: 'retry', reason: 'HTTP 500' });
    expect(await post('/unavailable')).toEqual({ outcome: 'retry', reason: 'HTTP 503', retryAfterSeconds: 120 });
  });

  it('404 and 401: failed permanently', async () => {
    expect(await post('/missing')).toEqual({ outcome: 'failed', reason: 'HTTP 404' });
    expect(await post('/unauthorised')).toEqual({ outcome: 'failed', reason: 'HTTP 401' });
  });

  it('429 and 408: retry, 429 with its Retry-After', async () => {
    expect(await post('/busy')).toEqual({ outcome: 'retry', reason: 'HTTP 429', retryAfterSeconds: 30 });
    expect(await post('/request-timeout')).toEqual({ outcome: 'retry', reason: 'HTTP 408' });
  });

  it('a redirect is not followed: failed, so the URL gets fixed', async () => {
    const before = receiver.requests.length;
    expect(await post('/moved')).toEqual({ outcome: 'failed', reason: 'HTTP 308 (redirects are not followed)' });
    expect(receiver.requests.slice(before).map((r) => r.path)).toEqual(['/moved']);
  });

  it('no answer within the timeout: retry', async () => {
    expect(await post('/slow', 200)).toEqual({ outcome: 'retry', reason: 'no answer within 200 ms' });
  });

  it('nothing listening: retry, naming the network error', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/hook`;
    expect(await postWebhook(url, PAYLOAD, SECRET, fetch, NOW)).toEqual({
      outcome: 'retry',
      reason: 'network error: ECONNREFUSED',
    });
  });

  it('a URL that is not http(s) fails without a request', async () => {
    expect(await postWebhook('not a url', PAYLOAD, SECRET, fetch, NOW)).toMatchObject({ outcome: 'failed' });
    expect(await postWebhook('ftp://example.com/x', PAYLOAD, SECRET, fetch, NOW)).toMatchObject({ outcome: 'failed' });
  });

  it('a fetch that throws anything at all is a retry, never an exception', async () => {
    const throwing = (() => Promise.reject(new Error('boom'))) as typeof fetch;
    expect(await postWebhook('https://crm.example/hook', PAYLOAD, SECRET, throwing, NOW)).toEqual({
      outcome: 'retry',
      reason: 'network error: Error',
    });
  });
});

describe('statusOutcome and Retry-After', () => {
  it('maps statuses to outcomes', () => {
    expect(statusOutcome(204)).toMatchObject({ outcome: 'delivered' });
    expect(statusOutcome(502)).toMatchObject({ outcome: 'retry' });
    expect(statusOutcome(400)).toMatchObject({ outcome: 'failed' });
    expect(statusOutcome(422)).toMatchObject({ outcome: 'failed' });
    expect(statusOutcome(301)).toMatchObject({ outcome: 'failed' });
  });

  it('reads seconds and HTTP dates, and ignores what it cannot read', () => {
    expect(retryAfterSeconds('120', NOW)).toBe(120);
    expect(retryAfterSeconds('Wed, 01 Jul 2026 00:31:00 GMT', NOW)).toBe(60);
    expect(retryAfterSeconds('Wed, 01 Jul 2026 00:00:00 GMT', NOW)).toBe(0);
    expect(retryAfterSeconds('soon', NOW)).toBeUndefined();
    expect(retryAfterSeconds(null, NOW)).toBeUndefined();
  });
});
