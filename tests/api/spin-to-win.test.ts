// spec §2 /spin-to-win: one spin per shopper per campaign, drawn and stored on the server, the
// prize's stock taken in the draw's transaction (never won past it, however many spin at once),
// the prize sent as a lead and a voucher e-mail; a gated site wants a session.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SpinAnswer, SpinStateAnswer } from '../../src/domain/promo/spin-to-win/answers.ts';
import { SPIN_TO_WIN_MESSAGES } from '../../src/domain/promo/spin-to-win/texts.ts';
import { MyDataStore } from '../../src/server/account/my-data.ts';
import { createApiOnlyApp } from '../../src/server/api-only-app.ts';
import { adfXml } from '../../src/server/delivery/adf.ts';
import { DELIVERY_QUEUE, openLeadQueue, type DeliveryJobData, type LeadQueue } from '../../src/server/outbox/queue.ts';
import { siteContexts } from '../../src/server/outbox/site-targets.ts';
import { leadForDelivery, type StoredLead } from '../../src/server/outbox/stored-lead.ts';
import {
  SHOPPER_MAIL_QUEUE,
  shopperMailOutbox,
  type ShopperMessage,
} from '../../src/server/saved-searches/shopper-mail.ts';
import type { RateLimit } from '../../src/server/middleware/rate-limiter.ts';
import { outboxSmsSender } from '../../src/server/sms/outbox-sms.ts';
import { prizeNotices } from '../../src/server/spin-to-win/prize-notices.ts';
import { SpinStore } from '../../src/server/spin-to-win/store.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { apiTenantFromSite } from '../../src/server/tenancy/api-tenant.ts';
import type { Site } from '../../src/tenant/schema/site.ts';
import { accountCaller, signInWith, type AccountCall } from '../support/account-api.ts';
import { adfValidityErrors } from '../support/adf-dtd.ts';
import { testClock } from '../support/clock.ts';
import { describeOnEachDatabase, emptyLeadTables } from '../support/databases.ts';
import { TEST_SHOPPER_HASH } from '../support/leads.ts';
import { demoSite } from '../support/sites.ts';

const TERMS = 'One spin per person.\n\nPrizes are not exchangeable for cash.';

// southern-cross-motors gates spins (features.signIn.spinToWin); outback-rv counts them per number typed
const gated: Site = {
  ...demoSite('southern-cross-motors'),
  spinToWin: {
    campaigns: [
      {
        id: 'summer',
        title: 'Spin to win this summer',
        starts: '2026-11-01T00:00+11:00',
        ends: '2027-03-01T00:00+11:00',
        terms: TERMS,
        prizes: [
          // a value under 0.3 wins the tint, from 0.3 to 0.5 the prize with none left, the rest nothing
          {
            id: 'tint',
            name: 'Free window tint',
            label: 'Tint',
            description: 'Tinting, fitted.',
            stock: 5,
            chance: 0.3,
          },
          { id: 'gone', name: 'A prize all won', label: 'Gone', description: 'None left.', stock: 0, chance: 0.2 },
        ],
      },
    ],
  },
};
// every spin draws one of two prizes, one of a single piece and one of three: 4 winners at most
const open: Site = {
  ...demoSite('outback-rv'),
  spinToWin: {
    campaigns: [
      {
        id: 'rush',
        title: 'Spin for an outback adventure',
        starts: '2026-11-01T00:00+08:00',
        ends: '2027-03-01T00:00+08:00',
        terms: TERMS,
        prizes: [
          {
            id: 'solar',
            name: 'Portable solar panel',
            label: 'Solar',
            description: 'Collect it.',
            stock: 1,
            chance: 0.5,
          },
          {
            id: 'chairs',
            name: 'Pair of camp chairs',
            label: 'Chairs',
            description: 'Collect them.',
            stock: 3,
            chance: 0.5,
          },
        ],
      },
    ],
  },
};
const sites = [gated, open];
const tenants = sites.map((site) => apiTenantFromSite(site, { servedLocally: true }));
const place = (site: Site) => ({ host: `${site.slug}.localhost:4321`, origin: `http://${site.slug}.localhost:4321` });

const smsOutbox = mkdtempSync(join(tmpdir(), 'spin-sms-'));
afterAll(() => rmSync(smsOutbox, { recursive: true, force: true }));

const shopper = (n: number) => ({
  name: 'Alex',
  last_name: `Driver${n}`,
  email: `alex.driver${n}@example.com`,
  phone: `0412 ${String(n).padStart(3, '0')} 555`,
});

let keys = 0;
const newKey = () => `spin-${++keys}`;

describeOnEachDatabase('spin to win', (database) => {
  let db: Database;
  let queue: LeadQueue;
  const clock = testClock('2026-12-01T00:00:00Z');

  /** The API with the spin routes as the servers mount them; the draw fixed when `value` is given. */
  function api(init: { value?: number; perAddress?: RateLimit; address?: string } = {}) {
    const app = createApiOnlyApp({
      account: { db, hash: TEST_SHOPPER_HASH, sms: outboxSmsSender({ dataDir: smsOutbox }), tenants },
      spinToWin: {
        db,
        hash: TEST_SHOPPER_HASH,
        tenants,
        sites,
        notices: prizeNotices({ outbox: queue, mail: shopperMailOutbox(queue.boss), hash: TEST_SHOPPER_HASH }),
        perAddress: init.perAddress ?? null,
        clientAddress: () => init.address ?? '203.0.113.7',
        clock,
        ...(init.value === undefined ? {} : { drawValue: () => init.value! }),
      },
    });
    return { gated: accountCaller(app, place(gated)), open: accountCaller(app, place(open)) };
  }

  async function spin(call: AccountCall, body: Record<string, unknown>, init: { key?: string; cookie?: string } = {}) {
    const res = await call('/spin-to-win', {
      body,
      key: init.key ?? newKey(),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    });
    const cookie = /^(__Host-spin=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    return { res, body: (await res.json()) as SpinAnswer & { errors?: Record<string, string> }, cookie };
  }

  const state = async (call: AccountCall, cookie?: string) =>
    (await (await call('/spin-to-win', cookie ? { cookie } : {})).json()) as SpinStateAnswer;

  beforeAll(async () => {
    db = database();
    // one target per lead, so a lead's delivery job can be looked for
    queue = await openLeadQueue(
      db,
      () => ({ targets: [{ kind: 'email', to: 'crm@example.com', from: 'leads@example.com' }], problems: [] }),
      { supervise: false },
    );
  });
  afterAll(async () => {
    await queue?.stop();
  });
  beforeEach(async () => {
    clock.set('2026-12-01T00:00:00Z');
    await db.exec(
      'TRUNCATE spins, spin_prizes_won, shopper_emails, sign_in_codes, shopper_sessions, shopper_users CASCADE',
    );
    await emptyLeadTables(db);
  });

  const spinRows = async () =>
    (
      await db.query<{ prize_id: string | null; user_id: string | null; lead_id: string | null }>(
        'SELECT prize_id, user_id, lead_id FROM spins ORDER BY created_at',
      )
    ).rows;
  const leadRow = async (id: string) =>
    (
      await db.query<StoredLead & { phone_hash: string | null; deidentified_at: Date | null }>(
        `SELECT id, tenant, kind, category, subcategory, dealership_slug, car_id, created_at, payload,
                suspected_abuse, phone_hash, deidentified_at
           FROM leads WHERE id = $1`,
        [id],
      )
    ).rows[0];

  describe('the campaign', () => {
    it('GET says the campaign open now, whether the site wants sign-in, and no spin yet', async () => {
      const { gated: g, open: o } = api();
      expect(await state(o)).toEqual({
        campaign: { id: 'rush', phase: 'open' },
        sign_in_required: false,
        signed_in: false,
        spin: null,
      });
      expect(await state(g)).toEqual({
        campaign: { id: 'summer', phase: 'open' },
        sign_in_required: true,
        signed_in: false,
        spin: null,
      });
    });

    it('outside its dates a spin is refused with 404 and GET says when it opens or that it closed', async () => {
      const { open: o } = api();
      clock.set('2026-10-31T15:59:00Z');
      expect(await state(o)).toMatchObject({ campaign: { id: 'rush', phase: 'upcoming' } });
      let sent = await spin(o, { campaign: 'rush', ...shopper(1) });
      expect(sent.res.status).toBe(404);
      expect(sent.body).toEqual({ error: SPIN_TO_WIN_MESSAGES.notOpen });
      // 1 March 2027, midnight in Perth: the end is exclusive
      clock.set('2027-02-28T16:00:00Z');
      expect(await state(o)).toMatchObject({ campaign: { id: 'rush', phase: 'ended' } });
      sent = await spin(o, { campaign: 'rush', ...shopper(1) });
      expect(sent.res.status).toBe(404);
      // a campaign other than the one open now
      clock.set('2026-12-01T00:00:00Z');
      sent = await spin(o, { campaign: 'winter', ...shopper(1) });
      expect(sent.res.status).toBe(404);
      expect(await spinRows()).toEqual([]);
    });
  });

  describe('a site that gates spins', () => {
    async function signedIn(n: number) {
      const { gated: g } = api();
      const mobile = `0413 ${String(n).padStart(3, '0')} 111`;
      return signInWith(g, smsOutbox, mobile, `+61413${String(n).padStart(3, '0')}111`);
    }

    it('refuses a visitor with 401 and stores nothing', async () => {
      const { gated: g } = api({ value: 0.1 });
      const sent = await spin(g, { campaign: 'summer', ...shopper(1) });
      expect(sent.res.status).toBe(401);
      expect(sent.body).toEqual({ error: SPIN_TO_WIN_MESSAGES.signIn });
      expect(await spinRows()).toEqual([]);
    });

    it('one spin per signed-in shopper: a second answers 409 with the first result, whatever number is typed', async () => {
      const cookie = await signedIn(1);
      const { gated: g } = api({ value: 0.1 });
      const first = await spin(g, { campaign: 'summer', ...shopper(1) }, { cookie });
      expect(first.res.status).toBe(201);
      expect(first.body.spin).toEqual({
        prize: { id: 'tint', name: 'Free window tint' },
        voucher: expect.stringMatching(/^SPIN-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
        spun_at: '2026-12-01T00:00:00.000Z',
      });
      const second = await spin(g, { campaign: 'summer', ...shopper(2) }, { cookie });
      expect(second.res.status).toBe(409);
      expect(second.body).toEqual({
        campaign: 'summer',
        spin: first.body.spin,
        error: SPIN_TO_WIN_MESSAGES.alreadySpun,
      });
      expect(await state(g, cookie)).toEqual({
        campaign: { id: 'summer', phase: 'open' },
        sign_in_required: true,
        signed_in: true,
        spin: first.body.spin,
      });
      expect(await spinRows()).toHaveLength(1);
    });

    it('a prize with none left wins nothing, and the other prizes are untouched', async () => {
      const cookie = await signedIn(2);
      const { gated: g } = api({ value: 0.4 });
      const sent = await spin(g, { campaign: 'summer', ...shopper(1) }, { cookie });
      expect(sent.res.status).toBe(201);
      expect(sent.body.spin).toMatchObject({ prize: null, voucher: null });
      expect(await new SpinStore(db).prizesWon(gated.slug, 'summer')).toEqual(new Map());
      // nothing won: no lead, no e-mail
      expect((await db.query('SELECT 1 FROM leads')).rows).toEqual([]);
      expect((await db.query('SELECT 1 FROM shopper_emails')).rows).toEqual([]);
    });

    it('Download my data lists the spin; Delete my account keeps it as no one’s, so the number spins no second time', async () => {
      const cookie = await signedIn(3);
      const { gated: g } = api({ value: 0.1 });
      const first = await spin(g, { campaign: 'summer', ...shopper(7) }, { cookie });
      const { rows } = await db.query<{ id: string; phone: string }>('SELECT id, phone FROM shopper_users');
      const user = rows[0]!;
      const store = new MyDataStore(db, TEST_SHOPPER_HASH);
      const data = await store.export(gated.slug, user, clock.now());
      expect(data.spins).toEqual([
        { campaign: 'summer', prize: 'tint', voucher_code: first.body.spin.voucher, spun_at: first.body.spin.spun_at },
      ]);
      expect(data.alert_emails).toMatchObject([{ kind: 'spin-voucher', to: shopper(7).email }]);
      const spinId = (await db.query<{ id: string }>('SELECT id FROM spins')).rows[0]!.id;

      await store.deleteAccount(gated.slug, user);
      expect(await spinRows()).toEqual([{ prize_id: 'tint', user_id: null, lead_id: spinId }]);
      // the prize's lead loses the details typed (another number than the account's), the e-mail goes
      const lead = (await leadRow(spinId))!;
      expect(lead.deidentified_at).not.toBeNull();
      expect(JSON.stringify(lead.payload)).not.toContain(shopper(7).email);
      expect((await db.query('SELECT 1 FROM shopper_emails')).rows).toEqual([]);

      const again = await signedIn(3);
      const second = await spin(g, { campaign: 'summer', ...shopper(7) }, { cookie: again });
      expect(second.res.status).toBe(409);
      expect(second.body.spin.prize).toEqual({ id: 'tint', name: 'Free window tint' });
    });
  });

  describe('a site that counts spins per mobile number', () => {
    it('a prize won is a lead whose ADF is valid ADF 1.0, and a voucher e-mail queued for the shopper', async () => {
      const { open: o } = api({ value: 0.7 });
      const sent = await spin(o, { campaign: 'rush', ...shopper(1) });
      expect(sent.res.status).toBe(201);
      expect(sent.body.spin.prize).toEqual({ id: 'chairs', name: 'Pair of camp chairs' });
      const voucher = sent.body.spin.voucher!;
      const [row] = await spinRows();
      const lead = (await leadRow(row!.lead_id!))!;
      expect(lead).toMatchObject({ kind: 'spin-to-win', category: 'Promotion', subcategory: 'Spin to Win' });
      expect(lead.payload.fields).toEqual({
        ...shopper(1),
        Prize: 'Pair of camp chairs',
        'Voucher code': voucher,
        Promotion: 'Spin for an outback adventure',
      });
      const xml = adfXml(leadForDelivery(lead, null), siteContexts(sites)(lead.tenant, lead.dealership_slug)!);
      expect(adfValidityErrors(xml)).toEqual([]);
      expect(xml).toContain(`Voucher code: ${voucher}`);
      const jobs = await queue.boss.findJobs<DeliveryJobData>(DELIVERY_QUEUE, { data: { lead_id: lead.id } });
      expect(jobs.map((job) => job.data.target)).toEqual(['email']);

      const emails = await db.query<{ id: string; kind: string; spin_id: string; message: ShopperMessage }>(
        'SELECT id, kind, spin_id, message FROM shopper_emails',
      );
      expect(emails.rows).toHaveLength(1);
      const email = emails.rows[0]!;
      expect(email.kind).toBe('spin-voucher');
      expect(email.message.to).toBe(shopper(1).email);
      expect(email.message.subject).toBe('You won Pair of camp chairs – Outback RV');
      expect(email.message.text).toContain(`Your voucher code: ${voucher}`);
      expect(email.message.text).toContain('Prizes are not exchangeable for cash.');
      expect(await queue.boss.findJobs(SHOPPER_MAIL_QUEUE, { data: { email_id: email.id } })).toHaveLength(1);
    });

    it('one spin per number: a retry with its key replays it, the number again answers 409, the voucher only to its browser', async () => {
      const { open: o } = api({ value: 0.1 });
      const key = newKey();
      const first = await spin(o, { campaign: 'rush', ...shopper(1) }, { key });
      expect(first.res.status).toBe(201);
      expect(first.cookie).toMatch(/^__Host-spin=/);
      const replay = await spin(o, { campaign: 'rush', ...shopper(1) }, { key });
      expect(replay.res.status).toBe(201);
      expect(replay.res.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body).toEqual(first.body);
      // the same key for another shopper
      const reused = await spin(o, { campaign: 'rush', ...shopper(2) }, { key });
      expect(reused.res.status).toBe(422);
      expect(Object.keys(reused.body.errors ?? {})).toEqual(['Idempotency-Key']);
      // the number typed again, written another way, from another browser: the result without the voucher
      const again = await spin(o, { campaign: 'rush', ...shopper(1), phone: '+61 412 001 555' });
      expect(again.res.status).toBe(409);
      expect(again.body.spin).toEqual({ ...first.body.spin, voucher: null });
      // from the browser that spun: the voucher too, and GET shows the spin
      const own = await spin(o, { campaign: 'rush', ...shopper(1) }, { cookie: first.cookie! });
      expect(own.body.spin).toEqual(first.body.spin);
      expect((await state(o, first.cookie)).spin).toEqual(first.body.spin);
      expect((await state(o)).spin).toBeNull();
      expect(await spinRows()).toHaveLength(1);
    });

    it('20 spins at once that all draw the prize of stock 1: one wins it, 19 win nothing', async () => {
      const { open: o } = api({ value: 0.1 });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) => spin(o, { campaign: 'rush', ...shopper(200 + n) })),
      );
      expect(answers.map((a) => a.res.status)).toEqual(Array(20).fill(201));
      const won = answers.filter((a) => a.body.spin.prize !== null);
      expect(won.map((a) => a.body.spin.prize?.id)).toEqual(['solar']);
      expect(await new SpinStore(db).prizesWon(open.slug, 'rush')).toEqual(new Map([['solar', 1]]));
      expect((await spinRows()).filter((r) => r.prize_id === 'solar')).toHaveLength(1);
    });

    it('20 spins at once from different shoppers, drawn by the CSPRNG: no prize past its stock, and the counts add up', async () => {
      // the real draw (CSPRNG): every value wins one of the two prizes while it lasts
      const { open: o } = api();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) => spin(o, { campaign: 'rush', ...shopper(100 + n) })),
      );
      expect(answers.map((a) => a.res.status)).toEqual(Array(20).fill(201));
      const won = answers.map((a) => a.body.spin.prize?.id ?? 'nothing');
      const count = (id: string) => won.filter((w) => w === id).length;
      expect(count('solar')).toBeLessThanOrEqual(1);
      expect(count('chairs')).toBeLessThanOrEqual(3);
      expect(count('solar') + count('chairs') + count('nothing')).toBe(20);
      const stock = await new SpinStore(db).prizesWon(open.slug, 'rush');
      const rows = await spinRows();
      for (const id of ['solar', 'chairs'])
        expect(rows.filter((r) => r.prize_id === id).length, id).toBe(stock.get(id) ?? 0);
      expect(stock.get('solar') ?? 0).toBe(count('solar'));
      expect(stock.get('chairs') ?? 0).toBe(count('chairs'));
      // every draw names one of the two prizes, so some are won whatever the values
      expect(count('solar') + count('chairs')).toBeGreaterThan(0);
      // every prize won has its lead and its voucher e-mail, every other spin neither
      const leads = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM leads WHERE kind = 'spin-to-win'`);
      const emails = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM shopper_emails`);
      expect([leads.rows[0]!.n, emails.rows[0]!.n]).toEqual([20 - count('nothing'), 20 - count('nothing')]);
    });

    it('a bad body is a 422 naming the field; broken JSON 400; not JSON 415; and nothing is stored', async () => {
      const { open: o } = api();
      const cases: [unknown, string[]][] = [
        [{ campaign: 'rush', ...shopper(1), email: 'not-an-address' }, ['email']],
        [{ campaign: 'rush', ...shopper(1), phone: '12' }, ['phone']],
        [{ campaign: 'rush', name: 'Alex', email: 'a@example.com' }, ['phone']],
        [{ campaign: 'rush', ...shopper(1), name: '' }, ['name']],
        [{ ...shopper(1) }, ['campaign']],
        [{ campaign: 42, ...shopper(1) }, ['campaign']],
        [{ campaign: 'rush', ...shopper(1), prize: 'solar' }, ['prize']],
        ['rush', ['body']],
        [null, ['body']],
      ];
      for (const [body, fields] of cases) {
        const sent = await spin(o, body as Record<string, unknown>);
        expect(sent.res.status, JSON.stringify(body)).toBe(422);
        expect(Object.keys(sent.body.errors ?? {}), JSON.stringify(body)).toEqual(fields);
      }
      // a body as sent, not as JSON.stringify would write it
      const raw = (contentType: string, body: string) =>
        createApiOnlyApp({
          spinToWin: { db, hash: TEST_SHOPPER_HASH, tenants, sites, perAddress: null, clock },
        }).request('http://127.0.0.1/api/spin-to-win', {
          method: 'POST',
          headers: { ...place(open), 'content-type': contentType, 'idempotency-key': newKey() },
          body,
        });
      expect((await raw('application/json', '{"campaign": "rush",')).status).toBe(400);
      expect((await raw('text/plain', 'spin')).status).toBe(415);
      // no Idempotency-Key: 400 before the body is read
      const keyless = await o('/spin-to-win', { body: { campaign: 'rush', ...shopper(1) } });
      expect(keyless.status).toBe(400);
      expect(await spinRows()).toEqual([]);
    });

    it('whatever a body holds in place of its fields: a 4xx, never a 5xx, and nothing stored', async () => {
      const { open: o } = api();
      const valid = { campaign: 'rush', ...shopper(1) };
      const hostile = fc.oneof(
        fc.jsonValue({ maxDepth: 3 }),
        fc.string({ unit: 'binary', maxLength: 30 }),
        fc.constantFrom('\u0000', '\ud800', '1e400', '__proto__'),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...Object.keys(valid), '__proto__', 'constructor', 'extra'), hostile, {
            minKeys: 1,
            maxKeys: 3,
          }),
          async (changes) => {
            const res = await o('/spin-to-win', { body: { ...valid, ...changes }, key: newKey() });
            expect(res.status, JSON.stringify(changes)).toBeLessThan(500);
            if (res.status !== 201) expect(await spinRows()).toHaveLength(0);
            await db.exec('TRUNCATE spins, spin_prizes_won, shopper_emails CASCADE');
          },
        ),
        { numRuns: 120, seed: 28 },
      );
    });

    it('spins per address are limited (429 with Retry-After), counted in the database', async () => {
      const { open: o } = api({ perAddress: { burst: 2, perSeconds: 3600 }, address: '198.51.100.4' });
      expect((await spin(o, { campaign: 'rush', ...shopper(1) })).res.status).toBe(201);
      expect((await spin(o, { campaign: 'rush', ...shopper(2) })).res.status).toBe(201);
      const third = await spin(o, { campaign: 'rush', ...shopper(3) });
      expect(third.res.status).toBe(429);
      expect(Number(third.res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(third.body).toEqual({ error: SPIN_TO_WIN_MESSAGES.tooMany });
      expect(await spinRows()).toHaveLength(2);
    });
  });
});
