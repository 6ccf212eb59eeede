import { beforeEach, describe, expect, it } from 'vitest';
import { LeadStore } from '../../src/server/leads/store.ts';
import { sqlState, type Database } from '../../src/server/storage/database.ts';
import { LEAD_KINDS } from '../../src/domain/forms/lead-kinds.ts';
import { recordLeadKinds } from '../../src/server/storage/lead-kinds.ts';
import { migrate } from '../../src/server/storage/migrate.ts';
import { readMigrations } from '../../src/server/storage/migration-files.ts';
import { describeOnEachDatabase, emptyLeadTables } from '../support/databases.ts';
import { TEST_SHOPPER_HASH } from '../support/leads.ts';

const HASH = 'a'.repeat(64);
const OTHER_HASH = 'b'.repeat(64);

/** The SQLSTATE a statement fails with, or null when it succeeds. */
async function failure(db: Database, sql: string, params: unknown[] = []): Promise<string | null> {
  try {
    await db.query(sql, params);
    return null;
  } catch (error) {
    return sqlState(error) ?? 'no SQLSTATE';
  }
}

const insertLead = (db: Database, id: string) =>
  db.query(
    `INSERT INTO leads (id, tenant, kind, category, payload)
     VALUES ($1, 'harbourside-toyota', 'enquiry', 'General Enquiry', '{"fields":{}}')`,
    [id],
  );

describeOnEachDatabase('lead storage', (database) => {
  let db: Database;
  beforeEach(async () => {
    db = database();
    await emptyLeadTables(db);
  });

  describe('migrations', () => {
    it('are applied once, in order, and recorded', async () => {
      const files = readMigrations();
      expect(files.map((m) => m.name)).toEqual([
        '0001_leads.sql',
        '0002_lead_deliveries.sql',
        '0003_car_views_and_phone_reveals.sql',
        '0004_keys_written_with_their_lead.sql',
        '0005_keys_only_done.sql',
        '0006_lead_kinds.sql',
        '0007_phone_lead_limit.sql',
        '0008_car_view_visitors.sql',
        '0009_site_event_car_tracking.sql',
        '0010_phone_reveal_car_tracking.sql',
        '0011_rate_limit_buckets.sql',
        '0012_shopper_accounts.sql',
        '0013_watchlist.sql',
        '0014_account_deletion.sql',
        '0015_saved_searches.sql',
        '0016_reservations.sql',
        '0017_reservation_account_deletion.sql',
        '0018_purchase_journeys.sql',
        '0019_spin_to_win.sql',
        '0020_payment_requests.sql',
        '0021_reservation_verification.sql',
        '0022_purchase_journeys_by_activity.sql',
        '0023_payment_request_verification.sql',
      ]);
      const recorded = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(recorded.rows.map((r) => r.name)).toEqual(files.map((m) => m.name));
      expect(await migrate(db, files)).toEqual([]);
    });

    it('a new migration is applied and recorded; a failing one leaves nothing behind', async () => {
      const ok = { name: '9001_test_ok.sql', sql: 'CREATE TABLE test_ok (id int); INSERT INTO test_ok VALUES (1);' };
      const bad = { name: '9002_test_bad.sql', sql: 'CREATE TABLE test_bad (id int); SELECT no_such_function();' };
      try {
        expect(await migrate(db, [...readMigrations(), ok])).toEqual(['9001_test_ok.sql']);
        await expect(migrate(db, [...readMigrations(), ok, bad])).rejects.toThrow();
        const tables = await db.query<{ name: string }>(
          `SELECT table_name AS name FROM information_schema.tables WHERE table_name LIKE 'test_%' ORDER BY 1`,
        );
        expect(tables.rows.map((r) => r.name)).toEqual(['test_ok']);
        const recorded = await db.query<{ name: string }>(`SELECT name FROM schema_migrations WHERE name LIKE '9%'`);
        expect(recorded.rows.map((r) => r.name)).toEqual(['9001_test_ok.sql']);
      } finally {
        await db.exec(`DROP TABLE IF EXISTS test_ok, test_bad; DELETE FROM schema_migrations WHERE name LIKE '9%'`);
      }
    });

    it('an applied migration whose file changed stops the start', async () => {
      const [first] = readMigrations();
      await expect(migrate(db, [{ name: first!.name, sql: `${first!.sql}\n-- edited` }])).rejects.toMatchObject({
        name: 'MigrationChangedError',
        message: expect.stringContaining(`Migration ${first!.name} was changed after it was applied to this database.`),
      });
    });
  });

  describe('constraints: nothing half-written can be stored', () => {
    it('a lead’s kind is one of lead_kinds, which holds every kind the code defines', async () => {
      const kinds = await db.query<{ kind: string }>('SELECT kind FROM lead_kinds ORDER BY kind');
      expect(kinds.rows.map((row) => row.kind)).toEqual([...LEAD_KINDS].sort());
      const lead = (kind: string) =>
        failure(
          db,
          `INSERT INTO leads (id, tenant, kind, category, payload) VALUES ($1, 'outback-rv', $2, 'General Enquiry', '{}')`,
          [crypto.randomUUID(), kind],
        );
      expect(await lead('valet-parking')).toBe('23503');
      for (const kind of LEAD_KINDS) expect(await lead(kind), kind).toBeNull();
      // a kind the code adds is recorded when the database is next opened, once
      await recordLeadKinds(db, [...LEAD_KINDS, 'valet-parking']);
      await recordLeadKinds(db, ['valet-parking']);
      expect(await lead('valet-parking')).toBeNull();
      await db.query(`DELETE FROM leads WHERE kind = 'valet-parking'`);
      await db.query(`DELETE FROM lead_kinds WHERE kind = 'valet-parking'`);
    });

    it('a key must name a stored lead of its own tenant, with the answer given', async () => {
      const lead = crypto.randomUUID();
      await insertLead(db, lead);
      const key = (tenant: string, leadId: string | null, status: number | null, body: string | null) =>
        failure(
          db,
          `INSERT INTO idempotency_keys (tenant, key, request_hash, lead_id, response_status, response_body, completed_at)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, now())`,
          [tenant, `k-${crypto.randomUUID()}`, HASH, leadId, status, body],
        );
      expect(await key('harbourside-toyota', null, 201, '{}')).toBe('23502');
      expect(await key('harbourside-toyota', lead, null, '{}')).toBe('23502');
      expect(await key('harbourside-toyota', lead, 201, null)).toBe('23502');
      expect(await key('harbourside-toyota', crypto.randomUUID(), 201, '{}')).toBe('23503');
      expect(await key('outback-rv', lead, 201, '{}')).toBe('23503');
      expect(await key('harbourside-toyota', lead, 201, `{"lead_id":"${lead}"}`)).toBeNull();
      // one key per lead
      expect(await key('harbourside-toyota', lead, 201, '{}')).toBe('23505');
    });

    it.each([
      ['a tenant that is not a slug', `tenant`, `'Harbourside Toyota'`],
      ['an empty category', `category`, `''`],
      ['a payload that is not an object', `payload`, `'[1,2]'::jsonb`],
      ['a dealership that is not a slug', `dealership_slug`, `'../etc'`],
    ])('a lead with %s is refused', async (_, column, value) => {
      const columns = ['id', 'tenant', 'kind', 'category', 'payload'];
      const values: Record<string, string> = {
        id: `'${crypto.randomUUID()}'`,
        tenant: `'harbourside-toyota'`,
        kind: `'enquiry'`,
        category: `'General Enquiry'`,
        payload: `'{}'::jsonb`,
        [column]: value,
      };
      const all = [...new Set([...columns, column])];
      expect(
        await failure(db, `INSERT INTO leads (${all.join(', ')}) VALUES (${all.map((c) => values[c]).join(', ')})`),
      ).toBe('23514');
    });
  });

  describe('LeadStore', () => {
    const draft = (id: string) => ({
      id,
      kind: 'enquiry' as const,
      category: 'General Enquiry',
      subcategory: null,
      dealershipSlug: 'harbourside-toyota',
      carId: null,
      spam: false,
      phone: null,
      payload: { fields: {}, context: {} },
    });

    const answer = (id: string) => ({ status: 201, body: { lead_id: id } });
    const leadIds = async () =>
      (await db.query<{ id: string }>('SELECT id FROM leads ORDER BY id')).rows.map((r) => r.id);

    it('stores a lead with its key; a retry is replayed; another body is a mismatch', async () => {
      const store = new LeadStore(db, { shopperHash: TEST_SHOPPER_HASH });
      const id = crypto.randomUUID();
      expect(await store.store('harbourside-toyota', 'k1', HASH, draft(id), answer(id))).toEqual({
        kind: 'stored',
        suspectedAbuse: false,
      });
      const again = crypto.randomUUID();
      expect(await store.store('harbourside-toyota', 'k1', HASH, draft(again), answer(again))).toEqual({
        kind: 'replay',
        response: answer(id),
      });
      expect(await store.store('harbourside-toyota', 'k1', OTHER_HASH, draft(again), answer(again))).toEqual({
        kind: 'mismatch',
      });
      expect(await leadIds()).toEqual([id]);
    });

    it('a key being stored here is in flight for every other request with it', async () => {
      const store = new LeadStore(db, { shopperHash: TEST_SHOPPER_HASH });
      const ids = Array.from({ length: 5 }, () => crypto.randomUUID());
      const outcomes = await Promise.all(
        ids.map((id) => store.store('harbourside-toyota', 'k2', HASH, draft(id), answer(id))),
      );
      expect(outcomes[0]).toEqual({ kind: 'stored', suspectedAbuse: false });
      for (const outcome of outcomes.slice(1)) expect(outcome).toEqual({ kind: 'in-flight', retryAfterSeconds: 1 });
      expect(await leadIds()).toEqual([ids[0]]);
    });

    it('a key stored by another process is replayed, not stored twice', async () => {
      const first = crypto.randomUUID();
      await new LeadStore(db, { shopperHash: TEST_SHOPPER_HASH }).store(
        'harbourside-toyota',
        'k3',
        HASH,
        draft(first),
        answer(first),
      );
      const second = crypto.randomUUID();
      expect(
        await new LeadStore(db, { shopperHash: TEST_SHOPPER_HASH }).store(
          'harbourside-toyota',
          'k3',
          HASH,
          draft(second),
          answer(second),
        ),
      ).toEqual({
        kind: 'replay',
        response: answer(first),
      });
      expect(await leadIds()).toEqual([first]);
    });

    it('leads that arrive together are written in fewer transactions, each answered', async () => {
      let transactions = 0;
      const counting: Database = {
        ...db,
        query: db.query.bind(db),
        exec: db.exec.bind(db),
        transaction: (work) => {
          transactions++;
          return db.transaction(work);
        },
      };
      const store = new LeadStore(counting, { shopperHash: TEST_SHOPPER_HASH });
      const ids = Array.from({ length: 20 }, () => crypto.randomUUID());
      const outcomes = await Promise.all(
        ids.map((id, n) => store.store('harbourside-toyota', `batch-${n}`, HASH, draft(id), answer(id))),
      );
      expect(outcomes).toEqual(ids.map(() => ({ kind: 'stored', suspectedAbuse: false })));
      expect(await leadIds()).toEqual([...ids].sort());
      expect(transactions).toBeLessThan(ids.length);
      const keys = await db.query<{ key: string; lead_id: string }>('SELECT key, lead_id FROM idempotency_keys');
      expect(new Map(keys.rows.map((row) => [row.key, row.lead_id]))).toEqual(
        new Map(ids.map((id, n) => [`batch-${n}`, id])),
      );
    });

    it('a lead the database refuses fails alone; the others of its batch are stored', async () => {
      const store = new LeadStore(db, { shopperHash: TEST_SHOPPER_HASH });
      const ids = Array.from({ length: 6 }, () => crypto.randomUUID());
      const outcomes = await Promise.allSettled(
        ids.map((id, n) =>
          store.store(
            'harbourside-toyota',
            `mixed-${n}`,
            HASH,
            n === 3 ? { ...draft(id), dealershipSlug: '../etc' } : draft(id),
            answer(id),
          ),
        ),
      );
      expect(outcomes.map((o) => o.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'rejected',
        'fulfilled',
        'fulfilled',
      ]);
      expect(sqlState((outcomes[3] as PromiseRejectedResult).reason)).toBe('23514');
      expect(await leadIds()).toEqual(ids.filter((_, n) => n !== 3).sort());
      const keys = await db.query('SELECT 1 FROM idempotency_keys WHERE key = $1', ['mixed-3']);
      expect(keys.rows).toHaveLength(0);
    });
  });
});
