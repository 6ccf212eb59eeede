import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPayload, type LeadPayload } from '../../../../src/server/delivery/payload.ts';
import { postWebhook } from '../../../../src/server/delivery/webhook.ts';
import { CONTEXT, USED_ENQUIRY } from '../../../support/delivery-fixtures.ts';
import { closedPort, startHttpReceiver, type HttpReceiver } from '../../../support/receivers.ts';
import { verifyWebhook } from '../../../support/webhook-verify.ts';

const SECRET = 'whsec_example';
/** 1 July 2026, 00:30:00 UTC. */
const NOW = new Date('2026-07-01T00:30:00Z');
const T = 1782865800;
const PAYLOAD = leadPayload(USED_ENQUIRY, CONTEXT);

/**
 * A CRM's webhook: /status/{code} answers that status (with `?retry-after=` as its
 * Retry-After), /ok answers 200 with a body, /moved redirects, /slow answers too late.
 */
let receiver: HttpReceiver;
beforeAll(async () => {
  receiver = await startHttpReceiver((request, response) => {
    const url = new URL(request.path, 'http://receiver.invalid');
    const status = /^\/status\/(\d{3})$/.exec(url.pathname)?.[1];
    const retryAfter = url.searchParams.get('retry-after');
    if (status) {
      response.writeHead(Number(status), retryAfter === null ? {} : { 'Retry-After': retryAfter }).end();
      return;
    }
    switch (url.pathname) {
      case '/ok':
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
        return;
      case '/moved':
        response.writeHead(308, { Location: '/ok' }).end();
        return;
      case '/slow':
        // answers long after the client has given up
        setTimeout(() => response.writeHead(200).end(), 5_000).unref();
        return;
      default:
        response.writeHead(404).end('Not Found');
    }
  });
});
afterAll(() => receiver.close());

/** POSTs `payload` signed with `secret` at `now` to a receiver that takes it; what the receiver got. */
async function deliver(payload: LeadPayload = PAYLOAD, secret = SECRET, now = NOW) {
  const before = receiver.requests.length;
  expect(await postWebhook(`${receiver.url}/ok`, payload, secret, fetch, now)).toEqual({
    outcome: 'delivered',
    detail: 'HTTP 200',
  });
  const request = receiver.requests[before];
  if (!request) throw new Error('the receiver got nothing');
  const header = String(request.headers['x-lead-signature']);
  return { request, header, body: request.body, v1: header.split(',v1=')[1] ?? '' };
}

describe('the signature, checked as a receiver following the README does (webhook-verify.ts)', () => {
  it('is HMAC-SHA256 hex over "{timestamp}.{body}" (the README’s test vector, checked with openssl)', async () => {
    expect(Math.floor(NOW.getTime() / 1000)).toBe(T);
    // a payload of one key, so the body is exactly the README's
    const { header, body } = await deliver({ lead_id: 'lead-123' } as unknown as LeadPayload);
    expect(body).toBe('{"lead_id":"lead-123"}');
    expect(header).toBe(`t=${T},v1=6183037d0e3f7f2ff67745074b395668a32012b1c05a4a717133c09c9af62879`);
  });

  it('is made at `now`, in whole unix seconds', async () => {
    const { header } = await deliver(PAYLOAD, SECRET, new Date(NOW.getTime() + 999));
    expect(header).toMatch(new RegExp(`^t=${T},v1=[0-9a-f]{64}$`));
  });

  it('round trip: a signed body verifies, as a string or as the raw bytes', async () => {
    const { header, body } = await deliver();
    expect(verifyWebhook(SECRET, header, body, NOW)).toEqual({ ok: true, timestamp: T });
    expect(verifyWebhook(SECRET, header, Buffer.from(body, 'utf8'), new Date((T + 299) * 1000))).toEqual({
      ok: true,
      timestamp: T,
    });
  });

  it('rejects a tampered body, a tampered timestamp and the wrong secret', async () => {
    const { header, body } = await deliver();
    expect(verifyWebhook(SECRET, header, body.replace('Jane', 'John'), NOW)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook(SECRET, header, `${body} `, NOW)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook(SECRET, header.replace(`t=${T}`, `t=${T + 1}`), body, NOW)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyWebhook('another-secret', header, body, NOW)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('rejects an old (replayed) or far-future timestamp outside the tolerance', async () => {
    const { header, body } = await deliver();
    expect(verifyWebhook(SECRET, header, body, new Date((T + 301) * 1000))).toEqual({ ok: false, reason: 'expired' });
    expect(verifyWebhook(SECRET, header, body, new Date((T - 301) * 1000))).toEqual({ ok: false, reason: 'expired' });
    expect(verifyWebhook(SECRET, header, body, new Date((T + 3600) * 1000), 7200)).toMatchObject({ ok: true });
    expect(verifyWebhook(SECRET, header, body, new Date((T + 61) * 1000), 60)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('accepts any one of several v1 signatures (secret rotation)', async () => {
    const ours = await deliver();
    const old = await deliver(PAYLOAD, 'old-secret');
    expect(old.body).toBe(ours.body);
    const header = `t=${T},v1=${old.v1},v1=${ours.v1}`;
    expect(verifyWebhook(SECRET, header, ours.body, NOW)).toMatchObject({ ok: true });
    expect(verifyWebhook('old-secret', header, ours.body, NOW)).toMatchObject({ ok: true });
    expect(verifyWebhook('third', header, ours.body, NOW)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('calls a missing or malformed header malformed', async () => {
    const { body, v1: sig } = await deliver();
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
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
      expect(verifyWebhook(SECRET, header, body, NOW)).toEqual({ ok: false, reason: 'malformed' });
    }
    // spaces after the commas are tolerated
    expect(verifyWebhook(SECRET, `t=${T}, v1=${sig}`, body, NOW)).toMatchObject({ ok: true });
  });
});

describe('postWebhook against a real HTTP server', () => {
  const post = (path: string, timeoutMs = 2_000) =>
    postWebhook(`${receiver.url}${path}`, PAYLOAD, SECRET, fetch, NOW, { timeoutMs });
  const status = (code: number, retryAfter?: string) =>
    post(`/status/${code}${retryAfter === undefined ? '' : `?${new URLSearchParams({ 'retry-after': retryAfter })}`}`);

  it('200: delivered; the receiver can verify what it got and sees the lead id twice', async () => {
    const { request, header, body } = await deliver();
    expect(request.method).toBe('POST');
    expect(request.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'dealer-sites-lead-webhook/1',
      'x-lead-id': 'lead-used-enquiry',
      // the same lead always carries the same key, so a receiver can drop a repeat delivery
      'idempotency-key': 'lead-used-enquiry',
    });
    expect(header).toMatch(new RegExp(`^t=${T},v1=[0-9a-f]{64}$`));
    expect(verifyWebhook(SECRET, header, body, NOW)).toEqual({ ok: true, timestamp: T });
    expect(JSON.parse(body)).toEqual(JSON.parse(JSON.stringify(PAYLOAD)));
  });

  it('any 2xx is delivered', async () => {
    expect(await status(202)).toEqual({ outcome: 'delivered', detail: 'HTTP 202' });
    expect(await status(204)).toEqual({ outcome: 'delivered', detail: 'HTTP 204' });
  });

  it('500, 502 and 503: retry (with the Retry-After the receiver asked for)', async () => {
    expect(await status(500)).toEqual({ outcome: 'retry', reason: 'HTTP 500' });
    expect(await status(502)).toEqual({ outcome: 'retry', reason: 'HTTP 502' });
    expect(await status(503, 'Wed, 01 Jul 2026 00:32:00 GMT')).toEqual({
      outcome: 'retry',
      reason: 'HTTP 503',
      retryAfterSeconds: 120,
    });
  });

  it('404, 401, 400 and 422: failed permanently', async () => {
    expect(await post('/missing')).toEqual({ outcome: 'failed', reason: 'HTTP 404' });
    expect(await status(401)).toEqual({ outcome: 'failed', reason: 'HTTP 401' });
    expect(await status(400)).toEqual({ outcome: 'failed', reason: 'HTTP 400' });
    expect(await status(422)).toEqual({ outcome: 'failed', reason: 'HTTP 422' });
  });

  it('429 and 408: retry, 429 with its Retry-After', async () => {
    expect(await status(429, '30')).toEqual({ outcome: 'retry', reason: 'HTTP 429', retryAfterSeconds: 30 });
    expect(await status(408)).toEqual({ outcome: 'retry', reason: 'HTTP 408' });
  });

  it('reads Retry-After as seconds or an HTTP date, and ignores what it cannot read', async () => {
    const asked = async (value: string) => {
      const outcome = await status(503, value);
      return outcome.outcome === 'retry' ? outcome.retryAfterSeconds : 'not a retry';
    };
    expect(await asked('120')).toBe(120);
    expect(await asked('Wed, 01 Jul 2026 00:31:00 GMT')).toBe(60);
    // a date already past: no wait
    expect(await asked('Wed, 01 Jul 2026 00:00:00 GMT')).toBe(0);
    expect(await asked('soon')).toBeUndefined();
    expect(await status(503)).toEqual({ outcome: 'retry', reason: 'HTTP 503' });
  });

  it('a redirect is not followed: failed, so the URL gets fixed', async () => {
    const before = receiver.requests.length;
    expect(await post('/moved')).toEqual({ outcome: 'failed', reason: 'HTTP 308 (redirects are not followed)' });
    expect(receiver.requests.slice(before).map((r) => r.path)).toEqual(['/moved']);
    expect(await status(301)).toEqual({ outcome: 'failed', reason: 'HTTP 301 (redirects are not followed)' });
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
