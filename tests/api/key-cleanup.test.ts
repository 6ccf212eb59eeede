import { expect, it } from 'vitest';
import { deleteOldKeys } from '../../src/server/leads/key-cleanup.ts';
import { describeOnEachDatabase, emptyLeadTables } from '../support/databases.ts';
import { keyRows, leadRows, makeApi, VALID_LEADS } from '../support/leads.ts';

describeOnEachDatabase('old idempotency keys', (useDb) => {
  it('are deleted after the keeping period of 7 days; their leads stay', async () => {
    const db = useDb();
    await emptyLeadTables(db);
    const api = makeApi(db);
    expect((await api.post(VALID_LEADS.enquiry.body, { key: 'old-key' })).status).toBe(201);
    expect((await api.post(VALID_LEADS.enquiry.body, { key: 'new-key' })).status).toBe(201);
    await db.query(`UPDATE idempotency_keys SET created_at = now() - interval '8 days' WHERE key = 'old-key'`);
    await db.query(`UPDATE idempotency_keys SET created_at = now() - interval '6 days 23 hours' WHERE key = 'new-key'`);

    expect(await deleteOldKeys(db)).toBe(1);
    expect((await keyRows(db)).map((k) => k.key)).toEqual(['new-key']);
    expect(await leadRows(db)).toHaveLength(2);
  });
});
