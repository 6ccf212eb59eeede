import { createHmac } from 'node:crypto';
import { beforeEach, expect, it } from 'vitest';
import { deleteFullBuckets, SharedTokenBuckets } from '../../src/server/middleware/shared-token-buckets.ts';
import { LeadStore } from '../../src/server/leads/store.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { describeOnEachDatabase, emptyLeadTables } from '../support/databases.ts';
import { GROUP_ORIGIN, leadRows, makeApi, TEST_SHOPPER_HASH, VALID_LEADS } from '../support/leads.ts';

const SITE = 'harbourside-toyota';
const ADDRESS = '203.0.113.7';
const testDrive = VALID_LEADS['test-drive'].body;

/** Moves every bucket's refill back, as if the seconds had passed on the database's clock. */
const backdate = (db: Database, seconds: number) =>
  db.query(`UPDATE rate_limit_buckets SET full_at = full_at - make_interval(secs => $1)`, [seconds]);

describeOnEachDatabase('per-address limits in PostgreSQL (shared by every API instance)', (database) => {
  let db: Database;
  beforeEach(async () => {
    db = database();
    await emptyLeadTables(db);
  });

  const buckets = (burst: number, perSeconds: number, name = 'leads-per-address') =>
    new SharedTokenBuckets(db, { name, limit: { burst, perSeconds }, shopperHash: TEST_SHOPPER_HASH });
  const takeInTurn = async (limiter: SharedTokenBuckets, times: number, key = { tenant: SITE, address: ADDRESS }) => {
    const decisions = [];
    for (let n = 0; n < times; n++) decisions.push(await limiter.take(key));
    return decisions;
  };

  it('allow the burst, then one per refill interval, with the wait in whole seconds', async () => {
    const limiter = buckets(3, 30);
    expect((await takeInTurn(limiter, 3)).map((decision) => decision.ok)).toEqual([true, true, true]);
    expect(await limiter.take({ tenant: SITE, address: ADDRESS })).toEqual({ ok: false, retryAfterSeconds: 10 });
    await backdate(db, 4);
    expect(await limiter.take({ tenant: SITE, address: ADDRESS })).toEqual({ ok: false, retryAfterSeconds: 6 });
    await backdate(db, 6);
    expect(await takeInTurn(limiter, 2)).toEqual([{ ok: true }, { ok: false, retryAfterSeconds: 10 }]);
  });

  it('never refill past the burst', async () => {
    const limiter = buckets(2, 1);
    await takeInTurn(limiter, 2);
    await backdate(db, 3600);
    expect((await takeInTurn(limiter, 3)).map((decision) => decision.ok)).toEqual([true, true, false]);
  });

  it('count each site, each limit and each address apart', async () => {
    const limiter = buckets(1, 60);
    expect((await limiter.take({ tenant: SITE, address: ADDRESS })).ok).toBe(true);
    expect((await limiter.take({ tenant: SITE, address: ADDRESS })).ok).toBe(false);
    expect((await limiter.take({ tenant: 'southern-cross-motors', address: ADDRESS })).ok).toBe(true);
    expect((await limiter.take({ tenant: SITE, address: '198.51.100.1' })).ok).toBe(true);
    expect((await buckets(1, 60, 'another-limit').take({ tenant: SITE, address: ADDRESS })).ok).toBe(true);
  });

  it('takes arriving together get exactly the burst', async () => {
    const limiter = buckets(5, 60);
    const decisions = await Promise.all(
      Array.from({ length: 8 }, () => limiter.take({ tenant: SITE, address: ADDRESS })),
    );
    expect(decisions.filter((decision) => decision.ok)).toHaveLength(5);
    expect(decisions.filter((decision) => !decision.ok)).toEqual(Array(3).fill({ ok: false, retryAfterSeconds: 12 }));
    expect(await rows(db)).toHaveLength(1);
  });

  it('many limiters on one database (one per instance) take from the same buckets, together or in turn', async () => {
    const instances = Array.from({ length: 4 }, () => buckets(6, 60));
    const together = await Promise.all(
      Array.from({ length: 10 }, (_, n) => instances[n % 4]!.take({ tenant: SITE, address: ADDRESS })),
    );
    expect(together.filter((decision) => decision.ok)).toHaveLength(6);
    await backdate(db, 10);
    expect((await instances[3]!.take({ tenant: SITE, address: ADDRESS })).ok).toBe(true);
    expect((await instances[0]!.take({ tenant: SITE, address: ADDRESS })).ok).toBe(false);
  });

  it('keep the keyed hash of the address, never the address', async () => {
    await buckets(2, 60).take({ tenant: SITE, address: ADDRESS });
    const [row] = await rows(db);
    expect(row).toMatchObject({
      tenant: SITE,
      limit_name: 'leads-per-address',
      key_hash: createHmac('sha256', 'a test key for the shoppers hashes, 0123456789')
        .update(`address:${ADDRESS}`)
        .digest('hex'),
    });
    expect(JSON.stringify(row)).not.toContain('203.0.113');
  });

  it('the clean-up deletes the buckets that are full again, and only those', async () => {
    const limiter = buckets(2, 60);
    await limiter.take({ tenant: SITE, address: ADDRESS });
    await limiter.take({ tenant: SITE, address: '198.51.100.1' });
    await limiter.take({ tenant: SITE, address: '198.51.100.1' });
    // the first is full again after 30 s, the second after 60 s
    await backdate(db, 45);
    expect(await deleteFullBuckets(db)).toBe(1);
    expect(await rows(db)).toHaveLength(1);
    // a deleted bucket was full: the address starts with its whole burst, as it would have
    expect((await takeInTurn(limiter, 3)).map((decision) => decision.ok)).toEqual([true, true, false]);
  });

  it('two API instances on one database: leads split across them meet one limit per address and site', async () => {
    const limit = { burst: 3, perSeconds: 600 };
    const [one, two] = [makeApi(db, { addressLimit: limit }), makeApi(db, { addressLimit: limit })];
    const send = (api: typeof one, client = ADDRESS) => api.post(testDrive, { client });
    const answers = [await send(one), await send(two), await send(one), await send(two)];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429]);
    expect(answers[3]!.headers.get('retry-after')).toBe('200');
    expect(await answers[3]!.json()).toEqual({
      error: 'Too many enquiries from here in a short time. Please wait a moment and try again.',
    });
    // another address, and the same address on another dealer's site, go on
    expect((await send(one, '198.51.100.1')).status).toBe(201);
    expect((await two.post(testDrive, { client: ADDRESS, origin: GROUP_ORIGIN })).status).toBe(201);
    // at once, from both instances: no more than the limit between them
    await emptyLeadTables(db);
    const together = await Promise.all(Array.from({ length: 8 }, (_, n) => send(n % 2 ? one : two)));
    expect(together.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await leadRows(db)).toHaveLength(3);
    // refilled on the database's clock: one more token after 200 s
    await backdate(db, 200);
    expect((await send(two)).status).toBe(201);
    expect((await send(one)).status).toBe(429);
  });

  it('a lead whose write fails takes no token: the tokens go back with the rest of the transaction', async () => {
    const failing: Database = {
      ...db,
      query: db.query.bind(db),
      exec: db.exec.bind(db),
      close: () => Promise.resolve(),
      // the take and the inserts run, then the transaction fails before it commits
      transaction: (work) =>
        db.transaction(async (tx) => {
          await work(tx);
          throw new Error('the connection went away');
        }),
    };
    const limit = { burst: 1, perSeconds: 60 };
    const broken = makeApi(db, {
      store: new LeadStore(failing, { shopperHash: TEST_SHOPPER_HASH, addressLimit: limit }),
    });
    expect((await broken.post(testDrive, { client: ADDRESS })).status).toBe(503);
    expect(await rows(db)).toEqual([]);
    const api = makeApi(db, { addressLimit: limit });
    expect((await api.post(testDrive, { client: ADDRESS })).status).toBe(201);
    expect((await api.post(testDrive, { client: ADDRESS })).status).toBe(429);
  });
});

async function rows(db: Database) {
  return (await db.query<Record<string, unknown>>('SELECT * FROM rate_limit_buckets ORDER BY full_at')).rows;
}
