import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '../../src/domain/account/sign-in-policy.ts';
import { deleteOldCodes } from '../../src/server/account/codes.ts';
import type { AccountApiOptions } from '../../src/server/account/routes.ts';
import { deleteEndedSessions } from '../../src/server/account/sessions.ts';
import { createApiOnlyApp } from '../../src/server/api-only-app.ts';
import { KeyedHash } from '../../src/server/privacy/keyed-hash.ts';
import { httpSmsSender } from '../../src/server/sms/http-gateway.ts';
import { outboxSmsSender } from '../../src/server/sms/outbox-sms.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { describeOnEachDatabase } from '../support/databases.ts';
import { GROUP_ORIGIN, ORIGIN } from '../support/leads.ts';
import { latestSignInCode, readSmsOutbox } from '../support/sms-outbox.ts';
import { demoApiTenants } from '../support/sites.ts';

const TENANTS = demoApiTenants();
const HOST = 'harbourside-toyota.localhost:4321';
const GROUP_HOST = 'southern-cross-motors.localhost:4321';
const MOBILE = '0412 345 678';
const E164 = '+61412345678';
const hash = new KeyedHash('a test key that is long enough for the shoppers hash');

interface Call {
  method?: string;
  body?: unknown;
  origin?: string | null;
  host?: string;
  cookie?: string;
  client?: string;
}

type Api = (path: string, call?: Call) => Promise<Response>;

function accountApi(options: Omit<AccountApiOptions, 'tenants' | 'hash'>): Api {
  const app = createApiOnlyApp({
    account: { tenants: TENANTS, hash, clientAddress: (c) => c.req.header('x-test-client'), ...options },
  });
  return async (path, call = {}) => {
    const method = call.method ?? (call.body === undefined ? 'GET' : 'POST');
    const headers: Record<string, string> = { host: call.host ?? HOST };
    const origin = call.origin === undefined ? (method === 'GET' ? null : ORIGIN) : call.origin;
    if (origin) headers['origin'] = origin;
    if (call.cookie) headers['cookie'] = call.cookie;
    if (call.client) headers['x-test-client'] = call.client;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    return app.request(`http://127.0.0.1/api${path}`, {
      method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
  };
}

/** The session cookie a sign-in set, as the browser sends it back. */
function sessionCookie(res: Response): string {
  const set = res.headers.get('set-cookie') ?? '';
  const match = /^(__Host-session=[^;]+)/.exec(set);
  if (!match) throw new Error(`no session cookie in ${set}`);
  return match[1]!;
}

describeOnEachDatabase('phone sign-in', (database) => {
  let db: Database;
  let outbox: string;
  let api: Api;
  const outboxes: string[] = [];

  beforeEach(async () => {
    db = database();
    await db.exec('TRUNCATE sign_in_codes, shopper_sessions, shopper_users, rate_limit_buckets CASCADE');
    outbox = mkdtempSync(join(tmpdir(), 'sms-outbox-'));
    outboxes.push(outbox);
    api = accountApi({ db, sms: outboxSmsSender({ dataDir: outbox }) });
  });
  afterAll(() => outboxes.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  const askCode = (phone = MOBILE, call: Call = {}) => api('/sign-in/code', { body: { phone }, ...call });
  const verify = (code: string, phone = MOBILE, call: Call = {}) =>
    api('/sign-in/verify', { body: { phone, code }, ...call });
  const codeSent = () => latestSignInCode(outbox, E164) ?? '';
  async function signIn(call: Call = {}): Promise<string> {
    expect((await askCode(MOBILE, call)).status).toBe(202);
    const res = await verify(codeSent(), MOBILE, call);
    expect(res.status).toBe(200);
    return sessionCookie(res);
  }

  describe('asking for a code', () => {
    it('202 with the same answer for a new number and a known one; the SMS carries a 6-digit code, stored only hashed', async () => {
      const first = await askCode();
      expect(first.status).toBe(202);
      expect(await first.json()).toEqual({ sent: true, expires_in: 600 });
      await signIn();
      const again = await askCode();
      expect(again.status).toBe(202);
      expect(await again.json()).toEqual({ sent: true, expires_in: 600 });
      const messages = readSmsOutbox(outbox);
      expect(messages).toHaveLength(3);
      const last = messages.at(-1)!;
      expect(last.to).toBe(E164);
      expect(last.tenant).toBe('harbourside-toyota');
      const code = codeSent();
      expect(code).toMatch(/^\d{6}$/);
      expect(last.text).toContain(`${code} is your Harbourside Toyota sign-in code. It expires in 10 minutes.`);
      // the WebOTP line binds the code to the page's origin
      expect(last.text.split('\n').at(-1)).toBe(`@harbourside-toyota.localhost #${code}`);
      const dump = JSON.stringify((await db.query('SELECT * FROM sign_in_codes')).rows);
      expect(dump).not.toContain(code);
    });

    it.each([
      ['a landline', '02 9876 5432'],
      ['a number of another country', '+1 415 555 0100'],
      ['letters', 'call me'],
      ['nothing', ''],
    ])('422 naming the phone for %s, nothing stored or sent', async (_, phone) => {
      const res = await askCode(phone);
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toEqual({ phone: SIGN_IN_MESSAGES.phone });
      expect((await db.query('SELECT 1 FROM sign_in_codes')).rows).toHaveLength(0);
      expect(readSmsOutbox(outbox)).toHaveLength(0);
    });

    it('403 from a page of another site, and nothing sent', async () => {
      const res = await askCode(MOBILE, { origin: 'https://evil.example' });
      expect(res.status).toBe(403);
      expect(readSmsOutbox(outbox)).toHaveLength(0);
    });

    it(`a number gets 5 codes an hour; the 6th is 429 with Retry-After, and an hour later it gets codes again`, async () => {
      for (let i = 0; i < 5; i++) expect((await askCode()).status).toBe(202);
      const refused = await askCode();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: SIGN_IN_MESSAGES.tooManyForNumber });
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
      expect(readSmsOutbox(outbox)).toHaveLength(5);
      await db.query(`UPDATE sign_in_codes SET created_at = created_at - interval '61 minutes'`);
      expect((await askCode()).status).toBe(202);
    });

    it('an address gets 10 codes an hour, whatever the numbers', async () => {
      for (let i = 0; i < 10; i++)
        expect((await askCode(`04123456${10 + i}`, { client: '203.0.113.9' })).status).toBe(202);
      const refused = await askCode('0499 999 999', { client: '203.0.113.9' });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: SIGN_IN_MESSAGES.tooManyFromHere });
      expect((await askCode('0499 999 999', { client: '203.0.113.10' })).status).toBe(202);
    });

    it('a site stops sending at its daily cap, and other sites do not', async () => {
      api = accountApi({ db, sms: outboxSmsSender({ dataDir: outbox }), caps: { perSitePerDay: 3 } });
      for (let i = 0; i < 3; i++) expect((await askCode(`04123456${10 + i}`)).status).toBe(202);
      const refused = await askCode('0499 999 999');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: SIGN_IN_MESSAGES.siteCap });
      expect((await askCode('0499 999 999', { origin: GROUP_ORIGIN, host: GROUP_HOST })).status).toBe(202);
    });

    it('requests that arrive together cannot pass a cap together', async () => {
      const answers = await Promise.all(Array.from({ length: 12 }, () => askCode()));
      expect(answers.filter((res) => res.status === 202)).toHaveLength(5);
      expect(answers.filter((res) => res.status === 429)).toHaveLength(7);
    });

    describe('through an SMS gateway', () => {
      let gateway: Server;
      let status = 400;
      afterAll(() => gateway?.close());

      it('a gateway that refuses the message: 503, and the code it would have sent signs nobody in', async () => {
        const received: string[] = [];
        gateway = createServer((req, res) => {
          let body = '';
          req.on('data', (chunk) => (body += chunk));
          req.on('end', () => {
            received.push(body);
            res.writeHead(status).end();
          });
        });
        await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
        const port = (gateway.address() as { port: number }).port;
        api = accountApi({
          db,
          sms: httpSmsSender({ url: `http://127.0.0.1:${port}/sms`, token: 't', from: 'Dealer' }),
        });
        const res = await askCode();
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ error: SIGN_IN_MESSAGES.sendFailed });
        const code = /\d{6}/.exec(JSON.parse(received[0]!).text)![0];
        const tried = await verify(code);
        expect(tried.status).toBe(422);
        expect(await tried.json()).toEqual({ error: SIGN_IN_MESSAGES.expired });
        status = 200;
        expect((await askCode()).status).toBe(202);
      });
    });
  });

  describe('typing the code back', () => {
    it('the right code: 200 with the user and a __Host- session cookie (Secure, HttpOnly, SameSite=Lax, Path=/, no Domain)', async () => {
      await askCode();
      const res = await verify(codeSent());
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({ signed_in: true, user: { id: expect.any(String), phone: E164 } });
      const cookie = res.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^__Host-session=[A-Za-z0-9_-]{43}; /);
      expect(cookie).toContain('Path=/');
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain(`Max-Age=${30 * 86400}`);
      expect(cookie).not.toMatch(/domain=/i);
      const session = await api('/session', { cookie: sessionCookie(res) });
      // and for how many more seconds the sign-in is recent enough to delete the account
      expect(await session.json()).toEqual({ ...body, reauthenticate_in: expect.any(Number) });
      // the table holds a hash of the id, never the id
      const id = sessionCookie(res).split('=')[1]!;
      expect(JSON.stringify((await db.query('SELECT * FROM shopper_sessions')).rows)).not.toContain(id);
    });

    it('a code works once', async () => {
      await askCode();
      const code = codeSent();
      expect((await verify(code)).status).toBe(200);
      const again = await verify(code);
      expect(again.status).toBe(422);
      expect(await again.json()).toEqual({ error: SIGN_IN_MESSAGES.expired });
    });

    it('wrong codes are counted: the 5th wrong try ends the code, and the right one after it fails too', async () => {
      await askCode();
      const code = codeSent();
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 4; i++) {
        const res = await verify(wrong);
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({ error: SIGN_IN_MESSAGES.wrongCode });
      }
      const fifth = await verify(wrong);
      expect(await fifth.json()).toEqual({ error: SIGN_IN_MESSAGES.tooManyTries });
      const right = await verify(code);
      expect(right.status).toBe(422);
      expect(await right.json()).toEqual({ error: SIGN_IN_MESSAGES.tooManyTries });
      expect(right.headers.get('set-cookie')).toBeNull();
    });

    it('a code older than 10 minutes has expired', async () => {
      await askCode();
      await db.query(
        `UPDATE sign_in_codes SET created_at = created_at - interval '11 minutes', expires_at = expires_at - interval '11 minutes'`,
      );
      const res = await verify(codeSent());
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ error: SIGN_IN_MESSAGES.expired });
    });

    it('a new code replaces the one before it', async () => {
      await askCode();
      const first = codeSent();
      await askCode();
      const second = codeSent();
      if (first !== second) expect((await verify(first)).status).toBe(422);
      expect((await verify(second)).status).toBe(200);
    });

    it('a code of one site does not sign in on another', async () => {
      await askCode();
      const res = await verify(codeSent(), MOBILE, { origin: GROUP_ORIGIN, host: GROUP_HOST });
      expect(res.status).toBe(422);
    });

    it('an address may try 20 codes, across numbers, then 429 until its bucket refills', async () => {
      for (let i = 0; i < 20; i++)
        expect((await verify('000000', `04123456${10 + i}`, { client: '203.0.113.7' })).status).toBe(422);
      const refused = await verify('000000', '0499 999 999', { client: '203.0.113.7' });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: SIGN_IN_MESSAGES.tooManyChecks });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await verify('000000', '0499 999 999', { client: '203.0.113.8' })).status).toBe(422);
    });

    it('422 naming the field for a code that is not 6 digits', async () => {
      const res = await verify('12345');
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toEqual({ code: SIGN_IN_MESSAGES.code });
    });
  });

  describe('sessions', () => {
    it('a visitor is not signed in', async () => {
      expect(await (await api('/session')).json()).toEqual({ signed_in: false });
      expect(await (await api('/session', { cookie: '__Host-session=forged' })).json()).toEqual({ signed_in: false });
    });

    it('signing in ends the session the browser had before (no fixation) and gives a new id', async () => {
      const before = await signIn();
      const res = await (async () => {
        await askCode();
        return verify(codeSent(), MOBILE, { cookie: before });
      })();
      const after = sessionCookie(res);
      expect(after).not.toBe(before);
      expect(await (await api('/session', { cookie: before })).json()).toEqual({ signed_in: false });
      expect((await (await api('/session', { cookie: after })).json()).signed_in).toBe(true);
    });

    it('sign-out ends the session on the server, not only in the browser', async () => {
      const cookie = await signIn();
      const out = await api('/sign-out', { method: 'POST', cookie });
      expect(out.status).toBe(200);
      expect(out.headers.get('set-cookie')).toMatch(/^__Host-session=; Max-Age=0/);
      expect(await (await api('/session', { cookie })).json()).toEqual({ signed_in: false });
      expect((await db.query('SELECT 1 FROM shopper_sessions')).rows).toHaveLength(0);
    });

    it('sign-out from another site’s page is refused', async () => {
      const cookie = await signIn();
      expect((await api('/sign-out', { method: 'POST', cookie, origin: 'https://evil.example' })).status).toBe(403);
      expect((await (await api('/session', { cookie })).json()).signed_in).toBe(true);
    });

    it('a session unused for 7 days ends', async () => {
      const cookie = await signIn();
      await db.query(`UPDATE shopper_sessions SET last_seen_at = now() - interval '7 days 1 minute'`);
      expect(await (await api('/session', { cookie })).json()).toEqual({ signed_in: false });
      expect((await db.query('SELECT 1 FROM shopper_sessions')).rows).toHaveLength(0);
    });

    it('a session ends 30 days after sign-in however much it is used', async () => {
      const cookie = await signIn();
      await db.query(`UPDATE shopper_sessions SET created_at = now() - interval '30 days 1 minute'`);
      expect(await (await api('/session', { cookie })).json()).toEqual({ signed_in: false });
    });

    it('another site’s session is not valid here', async () => {
      const cookie = await signIn();
      expect(await (await api('/session', { cookie, host: GROUP_HOST })).json()).toEqual({ signed_in: false });
    });
  });
});

describeOnEachDatabase('the hourly clean-up of sign-in', (database) => {
  it('deletes codes older than a day and sessions past either lifetime, and keeps the rest', async () => {
    const db = database();
    await db.exec('TRUNCATE sign_in_codes, shopper_sessions, shopper_users CASCADE');
    const user = (
      await db.query<{ id: string }>(
        `INSERT INTO shopper_users (tenant, phone) VALUES ('harbourside-toyota', $1) RETURNING id`,
        [E164],
      )
    ).rows[0]!.id;
    const digest = (n: number) => String(n).repeat(64);
    for (const [age, n] of [
      ['23 hours', 1],
      ['25 hours', 2],
    ] as const)
      await db.query(
        `INSERT INTO sign_in_codes (tenant, phone, code_hash, expires_at, created_at)
         VALUES ('harbourside-toyota', $1, $2, now(), now() - $3::interval)`,
        [E164, digest(n), age],
      );
    for (const [created, seen, n] of [
      ['1 day', '1 hour', 1],
      ['31 days', '1 hour', 2],
      ['8 days', '8 days', 3],
    ] as const)
      await db.query(
        `INSERT INTO shopper_sessions (id_hash, tenant, user_id, created_at, last_seen_at)
         VALUES ($1, 'harbourside-toyota', $2, now() - $3::interval, now() - $4::interval)`,
        [digest(n), user, created, seen],
      );
    expect(await deleteOldCodes(db)).toBe(1);
    expect(await deleteEndedSessions(db)).toBe(2);
    expect((await db.query<{ code_hash: string }>('SELECT code_hash FROM sign_in_codes')).rows).toEqual([
      { code_hash: digest(1) },
    ]);
    expect((await db.query<{ id_hash: string }>('SELECT id_hash FROM shopper_sessions')).rows).toEqual([
      { id_hash: digest(1) },
    ]);
  });
});
