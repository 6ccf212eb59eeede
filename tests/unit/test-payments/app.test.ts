import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestPaymentsApp } from '../../../src/test-payments/app.ts';
/** A card token lives 15 minutes, as a hosted field's does at real processors. */
const TOKEN_LIFETIME_MS = 15 * 60_000;

const ORIGIN = 'http://localhost:4330';
const SECRET = 'unit-secret';
const SHOP = 'http://harbourside-toyota.localhost:4321';
const VISA = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };

function processor() {
  let now = Date.parse('2026-11-28T12:00:00Z');
  const app = createTestPaymentsApp({ secret: SECRET, now: () => now });
  const request = (path: string, init: RequestInit = {}) => app.request(`${ORIGIN}${path}`, init);
  const token = async (card: object = VISA, origin = ORIGIN) =>
    request('/v1/tokens', {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify(card),
    });
  const api = (path: string, body: object | null, headers: Record<string, string> = {}) =>
    request(path, {
      method: body === null ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json', ...headers },
      ...(body === null ? {} : { body: JSON.stringify(body) }),
    });
  const authorise = async (tokenId: string, key: string, amount = 50_000) =>
    api('/v1/authorisations', { token: tokenId, amount, currency: 'aud' }, { 'Idempotency-Key': key });
  return { request, token, api, authorise, advance: (ms: number) => void (now += ms) };
}

async function tokenId(p: ReturnType<typeof processor>, card: object = VISA): Promise<string> {
  const answer = (await (await p.token(card)).json()) as { id: string };
  return answer.id;
}

describe('the card frame', () => {
  it('may be framed only by the origin it will talk to, and loads nothing from elsewhere', async () => {
    const response = await processor().request(`/frame?origin=${encodeURIComponent(SHOP)}`);
    expect(response.status).toBe(200);
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain(`frame-ancestors ${SHOP}`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('Test payments: no real card is charged.');
    expect(html).toContain('4242 4242 4242 4242');
    for (const [id, autocomplete] of [
      ['number', 'cc-number'],
      ['expiry', 'cc-exp'],
      ['cvc', 'cc-csc'],
    ]) {
      expect(html).toContain(`<label for="${id}">`);
      expect(html).toMatch(new RegExp(`<input id="${id}"[^>]* inputmode="numeric" autocomplete="${autocomplete}"`));
    }
  });

  it.each(['', 'javascript:alert(1)', 'http://shop.localhost/path', 'http://a b', 'not a url'])(
    'refuses ?origin=%j',
    async (origin) => {
      expect((await processor().request(`/frame?origin=${encodeURIComponent(origin)}`)).status).toBe(400);
    },
  );

  it('serves its script bundled from the card rules, and its style', async () => {
    const p = processor();
    const script = await p.request('/frame.js');
    expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('postMessage');
    expect((await p.request('/frame.css')).headers.get('Content-Type')).toMatch(/^text\/css/);
  });
});

describe('tokens', () => {
  it('are made for the frame alone: another origin, or none, is refused', async () => {
    const p = processor();
    expect((await p.token(VISA, SHOP)).status).toBe(403);
    const noOrigin = await p.request('/v1/tokens', { method: 'POST', body: JSON.stringify(VISA) });
    expect(noOrigin.status).toBe(403);
    const answer = await p.token();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(await answer.json()).toEqual({
      id: expect.stringMatching(/^tok_[0-9a-f]{32}$/),
      brand: 'visa',
      last4: '4242',
    });
  });

  it('checks the card again, naming the field', async () => {
    const p = processor();
    const cases = [
      [{ ...VISA, number: '4242424242424241' }, 'number', 'Your card number is invalid.'],
      [{ ...VISA, exp_year: 2026, exp_month: 10 }, 'expiry', 'Your card’s expiry date is in the past.'],
      [{ ...VISA, cvc: '12' }, 'cvc', 'Enter the 3-digit code on the back of your card.'],
    ] as const;
    for (const [card, param, message] of cases) {
      const answer = await p.token(card);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: { param, message } });
    }
    expect((await p.token({ ...VISA, extra: 1 })).status).toBe(400);
  });

  it('are single use and expire after 15 minutes', async () => {
    const p = processor();
    const first = await tokenId(p);
    expect((await p.authorise(first, 'k1')).status).toBe(200);
    const reused = await p.authorise(first, 'k2');
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({
      error: { code: 'token_invalid', message: 'Please enter your card details again.' },
    });

    const late = await tokenId(p);
    p.advance(TOKEN_LIFETIME_MS);
    expect((await p.authorise(late, 'k3')).status).toBe(400);
    const inTime = await tokenId(p);
    p.advance(TOKEN_LIFETIME_MS - 1);
    expect((await p.authorise(inTime, 'k4')).status).toBe(200);
  });
});

describe('the server API', () => {
  it('needs the bearer secret', async () => {
    const p = processor();
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${SECRET}`]) {
      const answer = await p.request('/v1/authorisations/pay_x', {
        headers: authorization ? { Authorization: authorization } : {},
      });
      expect(answer.status).toBe(401);
    }
    const post = await p.request('/v1/authorisations', { method: 'POST', body: '{}' });
    expect(post.status).toBe(401);
  });

  it('needs an Idempotency-Key to authorise, and checks the body', async () => {
    const p = processor();
    const token = await tokenId(p);
    expect((await p.api('/v1/authorisations', { token, amount: 50_000, currency: 'aud' })).status).toBe(400);
    const bad = await p.api('/v1/authorisations', { token, amount: 12.5, currency: 'aud' }, { 'Idempotency-Key': 'a' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { code: 'invalid_request', message: expect.stringMatching(/^amount: /) },
    });
    // nothing happened, so the key is free and the token unused
    expect((await p.authorise(token, 'a')).status).toBe(200);
  });

  it('declines with the card’s reason, and keeps that answer under its key', async () => {
    const p = processor();
    const token = await tokenId(p, { ...VISA, number: '4000000000009995' });
    const declined = await p.authorise(token, 'd1');
    expect(declined.status).toBe(402);
    const body = { status: 'declined', code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
    expect(await declined.json()).toEqual(body);
    const again = await p.authorise(token, 'd1');
    expect(again.status).toBe(402);
    expect(await again.json()).toEqual(body);
  });

  it('answers a retried key as before, and refuses the key for another request', async () => {
    const p = processor();
    const token = await tokenId(p);
    const first = (await (await p.authorise(token, 'same')).json()) as { id: string };
    const retry = await p.authorise(token, 'same');
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { id: string }).id).toBe(first.id);
    const other = await p.authorise(token, 'same', 60_000);
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ error: { code: 'idempotency_key_reused' } });
  });

  it('captures, releases (void or refund) and reports the status', async () => {
    const p = processor();
    const held = (await (await p.authorise(await tokenId(p), 'h1')).json()) as { id: string };
    const taken = (await (await p.authorise(await tokenId(p), 'h2')).json()) as { id: string };
    const status = async (id: string) =>
      ((await (await p.api(`/v1/authorisations/${id}`, null)).json()) as { status: string }).status;

    expect(await status(held.id)).toBe('authorised');
    expect((await p.api(`/v1/authorisations/${held.id}/release`, {})).status).toBe(200);
    expect(await status(held.id)).toBe('released');
    expect((await p.api(`/v1/authorisations/${held.id}/release`, {})).status).toBe(200);
    const late = await p.api(`/v1/authorisations/${held.id}/capture`, {});
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: { code: 'invalid_state', status: 'released' } });

    expect((await p.api(`/v1/authorisations/${taken.id}/capture`, {})).status).toBe(200);
    expect((await p.api(`/v1/authorisations/${taken.id}/capture`, {})).status).toBe(200);
    expect(await status(taken.id)).toBe('captured');
    expect((await p.api(`/v1/authorisations/${taken.id}/release`, {})).status).toBe(200);
    expect(await status(taken.id)).toBe('refunded');

    expect((await p.api('/v1/authorisations/pay_unknown/capture', {})).status).toBe(404);
    expect((await p.api('/v1/authorisations/pay_unknown', null)).status).toBe(404);
  });
});

describe('the processor stands apart', () => {
  const ROOT = resolve(import.meta.dirname, '../../..');
  const imports = (dir: string) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => {
        const source = readFileSync(join(ROOT, dir, file), 'utf8');
        return [...source.matchAll(/^(import|export)(\s+type)?\s[^;]*?from\s+'([^']+)'/gms)].map((m) => ({
          file: `${dir}/${file}`,
          typeOnly: Boolean(m[2]),
          specifier: m[3] ?? '',
        }));
      });

  it('imports nothing of ours outside its folder', () => {
    const found = imports('src/test-payments');
    expect(found.map((i) => i.specifier)).toContain('./cards.ts'); // the reader finds imports at all
    expect(found.filter((i) => i.specifier.startsWith('..'))).toEqual([]);
  });

  it('is reached from src/server and src/components by HTTP and postMessage only (types at most)', () => {
    const reaching = [...imports('src/server'), ...imports('src/components')].filter(
      (i) => i.specifier.includes('test-payments/') && !i.typeOnly,
    );
    expect(reaching).toEqual([]);
  });
});
