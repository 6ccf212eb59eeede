import { createHmac } from 'node:crypto';
import { beforeEach, expect, it } from 'vitest';
import { LeadStore } from '../../src/server/leads/store.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { shopperHash } from '../../src/server/storage/shopper-hash-key.ts';
import { describeOnEachDatabase, emptyLeadTables } from '../support/databases.ts';
import { GROUP_ORIGIN, leadRows, makeApi, newKey, TEST_SHOPPER_HASH, VALID_LEADS } from '../support/leads.ts';

const testDrive = VALID_LEADS['test-drive'].body;
const PHONE = '0412 555 019';
const flags = async (db: Database) => (await leadRows(db)).map((row) => row.suspected_abuse);

describeOnEachDatabase('the per-phone lead limit (5 an hour per site, flagged, never refused)', (database) => {
  let db: Database;
  beforeEach(async () => {
    db = database();
    await emptyLeadTables(db);
  });

  it('counts per site: the same number on another dealer’s site starts again', async () => {
    const api = makeApi(db);
    for (let n = 0; n < 5; n++) expect((await api.post({ ...testDrive, phone: PHONE })).status).toBe(201);
    const other = await api.post({ ...testDrive, phone: PHONE }, { origin: GROUP_ORIGIN });
    expect(other.status).toBe(201);
    const rows = await leadRows(db);
    expect(rows.filter((row) => row.tenant === 'southern-cross-motors')).toMatchObject([{ suspected_abuse: false }]);
    expect((await api.post({ ...testDrive, phone: PHONE })).status).toBe(201);
    expect(await flags(db)).toEqual([false, false, false, false, false, false, true]);
  });

  it('a replay of a stored lead does not count again', async () => {
    const api = makeApi(db);
    const key = newKey();
    for (let n = 0; n < 4; n++) expect((await api.post({ ...testDrive, phone: PHONE }, { key })).status).toBe(201);
    for (let n = 0; n < 5; n++) expect((await api.post({ ...testDrive, phone: PHONE })).status).toBe(201);
    // one lead and its three replays, then five more: the sixth lead is the first past the limit
    expect(await flags(db)).toEqual([false, false, false, false, false, true]);
  });

  it('a number far past its limit stays flagged, lead after lead', async () => {
    const api = makeApi(db);
    for (let n = 0; n < 12; n++) expect((await api.post({ ...testDrive, phone: PHONE })).status).toBe(201);
    expect(await flags(db)).toEqual([...Array<boolean>(5).fill(false), ...Array<boolean>(7).fill(true)]);
  });

  it('counts only the last hour’s leads', async () => {
    const api = makeApi(db);
    for (let n = 0; n < 5; n++) await api.post({ ...testDrive, phone: PHONE });
    await db.query(`UPDATE leads SET created_at = now() - interval '61 minutes'`);
    expect((await api.post({ ...testDrive, phone: PHONE })).status).toBe(201);
    expect((await leadRows(db)).at(-1)).toMatchObject({ suspected_abuse: false });
  });

  it('leads that arrive together, in one instance or several at once, are counted one by one', async () => {
    // one API instance's requests share a transaction; twelve instances' transactions run side by side
    for (const instances of [1, 12]) {
      await emptyLeadTables(db);
      const apis = Array.from({ length: instances }, () => makeApi(db));
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, n) => apis[n % instances]!.post({ ...testDrive, phone: PHONE })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
      const flagged = await flags(db);
      expect(
        flagged.filter((flag) => !flag),
        `${instances} instance(s)`,
      ).toHaveLength(5);
      expect(flagged.filter((flag) => flag)).toHaveLength(7);
    }
  });

  it('keeps a keyed hash of the normalised number, never a second copy of it', async () => {
    await makeApi(db).post({ ...testDrive, phone: '+61 412 555 019' });
    const [row] = await leadRows(db);
    const expected = createHmac('sha256', 'a test key for the shoppers hashes, 0123456789')
      .update('phone:0412555019')
      .digest('hex');
    expect(row!.phone_hash).toBe(expected);
    const { payload, ...columns } = row!;
    expect(JSON.stringify(columns)).not.toMatch(/412\s?555\s?019/);
    expect(payload.fields['phone']).toBe('+61 412 555 019');
  });

  it('a lead without a phone number is not counted', async () => {
    const api = makeApi(db);
    const noPhone = Object.fromEntries(
      Object.entries(VALID_LEADS['feedback-survey'].body).filter(([name]) => name !== 'phone'),
    );
    for (let n = 0; n < 6; n++) expect((await api.post(noPhone)).status).toBe(201);
    expect(await flags(db)).toEqual([false, false, false, false, false, false]);
    expect((await leadRows(db)).map((row) => row.phone_hash)).toEqual(Array(6).fill(null));
  });

  it('the hash key: SHOPPER_HASH_KEY when set, else the random one stored at migration, the same for every instance', async () => {
    const stored = await db.query<{ key: string }>('SELECT key FROM shopper_hash_key');
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.key).toMatch(/^[0-9a-f]{64}$/);
    const [one, two] = [await shopperHash(db), await shopperHash(db)];
    expect(await one.of('phone', '0412555019')).toBe(await two.of('phone', '0412555019'));
    expect(await one.of('phone', '0412555019')).toBe(
      createHmac('sha256', stored.rows[0]!.key).update('phone:0412555019').digest('hex'),
    );
    const configured = await shopperHash(db, 'a key set by the SHOPPER_HASH_KEY setting');
    expect(await configured.of('phone', '0412555019')).not.toBe(await one.of('phone', '0412555019'));
    await expect(shopperHash(db, 'short')).rejects.toThrow('at least 32 characters');
  });

  it('a store counts under the hash it was given', async () => {
    const store = new LeadStore(db, { shopperHash: await shopperHash(db) });
    await makeApi(db, { store }).post({ ...testDrive, phone: PHONE });
    const [row] = await leadRows(db);
    expect(row!.phone_hash).toBe(await (await shopperHash(db)).of('phone', '0412555019'));
    expect(row!.phone_hash).not.toBe(await TEST_SHOPPER_HASH.of('phone', '0412555019'));
  });
});
