import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_LEAD_KINDS } from '../../src/domain/forms/lead-kinds.ts';
import { LeadStore } from '../../src/server/leads/store.ts';
import { apiTenantFromSite } from '../../src/server/tenancy/api-tenant.ts';
import { validSites } from '../../src/server/tenancy/discover.ts';
import type { Database, Queryable } from '../../src/server/storage/database.ts';
import { describeOnEachDatabase, emptyLeadTables } from '../support/databases.ts';
import {
  GROUP_ORIGIN,
  keyRows,
  leadRows,
  makeApi,
  newKey,
  ORIGIN,
  PERSON,
  TEST_SHOPPER_HASH,
  VALID_LEADS,
} from '../support/leads.ts';

const POSTCODE = 'Invalid postcode. Please enter a 4-digit number.';
const TERMS = '*You must agree to the terms of use before submitting.';
/** The API's refusal texts (src/server/README.md), written out: a changed text is a changed contract. */
const ERRORS = {
  origin: 'Leads are accepted only from the dealer’s own website.',
  rateLimited: 'Too many enquiries from here in a short time. Please wait a moment and try again.',
  contentType: 'Send the lead as JSON (Content-Type: application/json).',
  tooLarge: 'The form is too large to send (32 KB at most).',
  keyMissing: 'An Idempotency-Key header is required: one new key for each submit attempt.',
  keyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters without spaces.',
  notJson: 'The form arrived garbled (not valid JSON). Please try again.',
  keyReused: 'This Idempotency-Key was already used for a different form. Send a new key for a new submission.',
  inFlight: 'This form is already being sent. Please wait a moment.',
};
const enquiry = VALID_LEADS.enquiry.body;

describeOnEachDatabase('POST /api/leads', (database) => {
  let db: Database;
  beforeEach(async () => {
    db = database();
    await emptyLeadTables(db);
  });

  describe('every kind of lead', () => {
    it.each(FORM_LEAD_KINDS)('%s: 201 with the lead id, stored once with its category', async (kind) => {
      const api = makeApi(db);
      const lead = VALID_LEADS[kind];
      const res = await api.post(lead.body);
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
      const { lead_id } = (await res.json()) as { lead_id: string };
      expect(lead_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);

      const rows = await leadRows(db);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: lead_id,
        tenant: 'harbourside-toyota',
        kind,
        category: lead.category,
        subcategory: lead.subcategory,
        dealership_slug: 'harbourside-toyota',
        spam: false,
      });
      expect(rows[0]!.payload.context).toMatchObject({
        url: lead.body['url'],
        lead_attributes: lead.body['lead_attributes'],
      });
      expect(await keyRows(db)).toMatchObject([{ lead_id, response_status: 201 }]);
    });

    it('keeps the form values as the schema outputs them, and the car and visit as context', async () => {
      const api = makeApi(db);
      expect((await api.post(VALID_LEADS['make-an-offer'].body)).status).toBe(201);
      const [row] = await leadRows(db);
      expect(row!.car_id).toBe('123');
      expect(row!.payload.fields).toMatchObject({
        offer_from_client: 28500,
        name: PERSON.name,
        terms_conditions: true,
      });
      expect(row!.payload.fields).not.toHaveProperty('message');
      expect(row!.payload.context).toMatchObject({ car_type: 'used', stock_number: 'HT123', page_id: '42' });
      expect(row!.payload.context).not.toHaveProperty('kind');
    });

    it('service booking: the dealership is the chosen service location’s, with the extra services', async () => {
      const api = makeApi(db);
      const body = {
        ...VALID_LEADS['service-booking'].body,
        location: 'dandenong-service',
        dealership_slug: 'southern-cross-kia',
      };
      expect((await api.post(body, { origin: GROUP_ORIGIN })).status).toBe(201);
      const [row] = await leadRows(db);
      expect(row).toMatchObject({ tenant: 'southern-cross-motors', dealership_slug: 'southern-cross-mg' });
      expect(row!.payload.context['additional_services']).toEqual(['Wheel alignment', 'Car wash']);
    });

    it('an enquiry chosen as Careers is relabelled General Enquiry / Career Enquiry (spec §8)', async () => {
      const api = makeApi(db);
      expect((await api.post({ ...enquiry, category: 'Careers' })).status).toBe(201);
      expect((await leadRows(db))[0]).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
    });

    it('a group with several dealerships: the enquiry must name one of them', async () => {
      const api = makeApi(db);
      const missing = await api.post(enquiry, { origin: GROUP_ORIGIN });
      expect(missing.status).toBe(422);
      expect((await missing.json()).errors).toEqual({ dealership_slug: 'Please choose a dealership.' });
      const ok = await api.post({ ...enquiry, dealership_slug: 'southern-cross-mg' }, { origin: GROUP_ORIGIN });
      expect(ok.status).toBe(201);
      expect((await leadRows(db))[0]).toMatchObject({ dealership_slug: 'southern-cross-mg' });
    });

    it('a finance enquiry is filed under the shopper’s preferred dealership', async () => {
      const api = makeApi(db);
      const body = { ...VALID_LEADS['finance-enquiry'].body, preferredDealership: 'southern-cross-mg' };
      expect((await api.post(body, { origin: GROUP_ORIGIN })).status).toBe(201);
      expect((await leadRows(db))[0]).toMatchObject({ dealership_slug: 'southern-cross-mg' });
    });

    it('a test drive without a dealership in a group is stored for the group (dealership null)', async () => {
      const api = makeApi(db);
      expect((await api.post(VALID_LEADS['test-drive'].body, { origin: GROUP_ORIGIN })).status).toBe(201);
      expect((await leadRows(db))[0]).toMatchObject({ tenant: 'southern-cross-motors', dealership_slug: null });
    });
  });

  describe('where a lead may come from', () => {
    it.each([
      ['its local site', { origin: ORIGIN }],
      ['its production domain', { origin: 'https://www.harboursidetoyota.com.au' }],
      ['its domain without www', { origin: 'https://harboursidetoyota.com.au' }],
      ['no Origin, a tenant Host (a server-side client)', { origin: null, host: 'harbourside-toyota.localhost:4321' }],
    ])('%s: accepted', async (_, where) => {
      expect((await makeApi(db).post(enquiry, where)).status).toBe(201);
    });

    it.each([
      ['another site', { origin: 'https://evil.example' }],
      ['an opaque origin', { origin: 'null' }],
      ['the production domain over plain http', { origin: 'http://www.harboursidetoyota.com.au' }],
      ['an unknown local tenant', { origin: 'http://nobody.localhost:4321' }],
      ['the bare localhost', { origin: 'http://localhost:4321' }],
      ['no Origin and an unknown Host', { origin: null, host: 'api.example.com' }],
      [
        'another site, even with a tenant Host',
        { origin: 'https://evil.example', host: 'harbourside-toyota.localhost' },
      ],
    ])('%s: 403, nothing stored', async (_, where) => {
      const res = await makeApi(db).post(enquiry, where);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: ERRORS.origin });
      expect(await leadRows(db)).toHaveLength(0);
    });

    it('the lead goes to the tenant the Origin names', async () => {
      const api = makeApi(db);
      const res = await api.post(VALID_LEADS['test-drive'].body, {
        origin: GROUP_ORIGIN,
        host: 'harbourside-toyota.localhost',
      });
      expect(res.status).toBe(201);
      expect((await leadRows(db))[0]!.tenant).toBe('southern-cross-motors');
    });

    it('CORS: a preflight from a tenant’s site is allowed with the Idempotency-Key header', async () => {
      const res = await makeApi(db).request('/api/leads', {
        method: 'OPTIONS',
        headers: {
          origin: 'https://www.harboursidetoyota.com.au',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, idempotency-key',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('https://www.harboursidetoyota.com.au');
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    });

    it('CORS: another site gets no Access-Control-Allow-Origin', async () => {
      const res = await makeApi(db).request('/api/leads', {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('CORS: answers to a tenant’s site name it and expose Retry-After', async () => {
      const res = await makeApi(db).post(enquiry, { origin: 'https://www.harboursidetoyota.com.au' });
      expect(res.headers.get('access-control-allow-origin')).toBe('https://www.harboursidetoyota.com.au');
      expect(res.headers.get('vary')).toContain('Origin');
      expect(res.headers.get('access-control-expose-headers')).toContain('Retry-After');
    });

    it('other methods get 405', async () => {
      const res = await makeApi(db).request('/api/leads', { headers: { origin: ORIGIN } });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    });
  });

  describe('refused before the body is read', () => {
    it.each([
      ['text/plain', 'text/plain'],
      ['a form post', 'application/x-www-form-urlencoded'],
      ['multipart', 'multipart/form-data; boundary=x'],
      ['no Content-Type', null],
    ])('%s: 415', async (_, contentType) => {
      const res = await makeApi(db).post(enquiry, { contentType });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: ERRORS.contentType });
    });

    it('JSON with a charset is fine', async () => {
      expect((await makeApi(db).post(enquiry, { contentType: 'application/json; charset=utf-8' })).status).toBe(201);
    });

    it('a body over 32 KB: 413, by its Content-Length or as it streams in', async () => {
      const api = makeApi(db);
      const big = JSON.stringify({ ...enquiry, message: 'x'.repeat(33 * 1024) });
      const declared = await api.post(null, { raw: big, headers: { 'content-length': String(big.length) } });
      expect(declared.status).toBe(413);
      expect(await declared.json()).toEqual({ error: ERRORS.tooLarge });

      const chunks = [big.slice(0, 20_000), big.slice(20_000)];
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          const chunk = chunks.shift();
          if (chunk === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(chunk));
        },
      });
      const streamed = await api.request('/api/leads', {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json', 'idempotency-key': newKey() },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status).toBe(413);
      expect(await leadRows(db)).toHaveLength(0);
    });

    it('the limit is 32 KB of bytes: 32,768 are read, one more is 413', async () => {
      const ofBytes = (bytes: number) => {
        const base = JSON.stringify({ ...enquiry, message: '' });
        return JSON.stringify({ ...enquiry, message: 'x'.repeat(bytes - base.length) });
      };
      expect(new TextEncoder().encode(ofBytes(32_768))).toHaveLength(32_768);
      // read, then judged by the form: the message is too long
      expect((await makeApi(db).post(null, { raw: ofBytes(32_768) })).status).toBe(422);
      const over = await makeApi(db).post(null, { raw: ofBytes(32_769) });
      expect(over.status).toBe(413);
      expect(await over.json()).toEqual({ error: ERRORS.tooLarge });
    });

    it('a body just under 32 KB is read (and then judged by the form: the message is too long)', async () => {
      const body = { ...enquiry, message: 'x'.repeat(30 * 1024) };
      const res = await makeApi(db).post(body);
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toEqual({ message: 'Comments must be 5000 characters or fewer.' });
    });

    it('no Idempotency-Key: 400', async () => {
      const res = await makeApi(db).post(enquiry, { key: null });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: ERRORS.keyMissing });
    });

    it.each([
      ['with spaces', ERRORS.keyInvalid],
      ['x'.repeat(256), ERRORS.keyInvalid],
      ['', ERRORS.keyMissing],
    ])('a malformed Idempotency-Key (%s): 400', async (key, error) => {
      const res = await makeApi(db).post(enquiry, { key });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error });
    });

    it.each([['{"kind": "enquiry",'], ['not json'], ['']])('a body that is not JSON (%j): 400', async (raw) => {
      const res = await makeApi(db).post(null, { raw });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: ERRORS.notJson });
    });
  });

  describe('validated by the forms’ own schemas: 422 with a message per field', () => {
    const errorsOf = async (body: unknown, origin = ORIGIN) => {
      const res = await makeApi(db).post(body, { origin });
      expect(res.status).toBe(422);
      const json = (await res.json()) as { error: string; errors: Record<string, string> };
      expect(json.error).toBe('Please fix the following errors:');
      return json.errors;
    };

    it('the spec’s postcode and terms messages (§5, §8)', async () => {
      expect(await errorsOf({ ...enquiry, postcode: '60000', terms_conditions: false })).toEqual({
        postcode: POSTCODE,
        terms_conditions: TERMS,
      });
    });

    it('every missing required field at once, in the form’s order', async () => {
      const errors = await errorsOf({ kind: 'enquiry' });
      expect(Object.keys(errors)).toEqual(['name', 'email', 'phone', 'postcode', 'message', 'terms_conditions']);
      expect(errors['postcode']).toBe(POSTCODE);
    });

    it.each([
      ['an array', [enquiry]],
      ['null', null],
      ['a string', 'enquiry'],
      ['a number', 42],
    ])('a body that is %s: 422 naming the form', async (_, body) => {
      expect(await errorsOf(body)).toEqual({ form: 'The form arrived empty or in the wrong shape. Please try again.' });
    });

    it('an unknown or missing kind: 422 naming kind', async () => {
      const unknown = await errorsOf({ ...enquiry, kind: 'pizza' });
      expect(Object.keys(unknown)).toEqual(['kind']);
      expect(unknown['kind']).toContain('enquiry, test-drive');
      expect(Object.keys(await errorsOf({ ...enquiry, kind: undefined }))).toEqual(['kind']);
    });

    it('wrong types: 422 naming each field, never a 500', async () => {
      const errors = await errorsOf({
        ...enquiry,
        name: 123,
        email: ['a@b.co'],
        terms_conditions: 'yes',
        opt_in: 'no',
        car_id: { id: 1 },
        lead_attributes: { visited_pages: 'home' },
        url: 'javascript:alert(1)',
      });
      expect(Object.keys(errors).sort()).toEqual(
        ['car_id', 'email', 'lead_attributes.visited_pages', 'name', 'opt_in', 'terms_conditions', 'url'].sort(),
      );
      expect(errors['terms_conditions']).toBe(TERMS);
    });

    it('a dealership that is not the tenant’s: 422 naming dealership_slug', async () => {
      expect(await errorsOf({ ...VALID_LEADS['test-drive'].body, dealership_slug: 'southern-cross-kia' })).toEqual({
        dealership_slug: 'Please choose a dealership from the list.',
      });
      expect(await errorsOf({ ...enquiry, dealership_slug: 'harbourside-toyota' }, GROUP_ORIGIN)).toEqual({
        dealership_slug: 'Please choose a dealership from the list.',
      });
    });

    it('a service location the tenant does not have: 422 naming location', async () => {
      expect(await errorsOf({ ...VALID_LEADS['service-booking'].body, location: 'frankston-service' })).toEqual({
        location: 'Please choose a location from the list.',
      });
    });

    it.each([
      [
        'make-an-offer',
        { offer_from_client: 'lots' },
        { offer_from_client: 'Please enter your offer in dollars, e.g. 29,500.' },
      ],
      [
        'trade-in',
        { kms: '45.5', regoState: 'XX' },
        {
          regoState: 'Please choose the state the car is registered in.',
          kms: 'Please enter the kilometres as a whole number, e.g. 45000.',
        },
      ],
      [
        'test-drive',
        { appointment: 'next Tuesday' },
        { appointment: 'Please choose a date and time for the test drive.' },
      ],
      ['feedback-survey', { rating: '6' }, { rating: 'Please choose a rating from 1 to 5.' }],
      [
        'finance-application',
        { loanTermYears: '9' },
        { loanTermYears: 'Please choose a loan term from 1 to 7 years.' },
      ],
    ] as const)('%s with %j: the field’s own message', async (kind, change, errors) => {
      expect(await errorsOf({ ...VALID_LEADS[kind].body, ...change })).toEqual(errors);
    });

    it('nothing is stored for an invalid lead, and its key stays free for the corrected form', async () => {
      const api = makeApi(db);
      const key = newKey();
      expect((await api.post({ ...enquiry, postcode: '1' }, { key })).status).toBe(422);
      expect(await leadRows(db)).toHaveLength(0);
      expect(await keyRows(db)).toHaveLength(0);
      expect((await api.post(enquiry, { key })).status).toBe(201);
    });

    it('random JSON never gets a 500 (nor a 2xx unless it is a valid lead)', async () => {
      const api = makeApi(db);
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.json(),
            fc.jsonValue().map((value) => JSON.stringify({ ...enquiry, name: value })),
          ),
          async (raw) => {
            const res = await api.post(null, { raw });
            expect([201, 400, 422]).toContain(res.status);
          },
        ),
        { numRuns: 60 },
      );
    });
  });

  describe('the demo tenants’ own form switches (tenants/*/site.json forms)', () => {
    const tenants = validSites('tenants').map((site) => apiTenantFromSite(site, { servedLocally: true }));
    const originOf = (slug: string) => `http://${slug}.localhost:4321`;
    const post = (slug: string, body: unknown) => makeApi(db, { tenants }).post(body, { origin: originOf(slug) });
    const withoutMessage = { ...enquiry, message: undefined };

    it('an enquiry without a message: accepted on drivewise-online (exempt), 422 asking for it elsewhere', async () => {
      const exempt = await post('drivewise-online', withoutMessage);
      expect(exempt.status, JSON.stringify(await exempt.clone().json())).toBe(201);
      expect((await leadRows(db))[0]).toMatchObject({
        tenant: 'drivewise-online',
        dealership_slug: 'drivewise-online',
      });

      const required = await post('harbourside-toyota', withoutMessage);
      expect(required.status).toBe(422);
      expect(await required.json()).toEqual({
        error: 'Please fix the following errors:',
        errors: { message: 'Please enter your comments.' },
      });
      expect(await leadRows(db)).toHaveLength(1);
    });

    it('southern-cross-motors: the enquiry’s location is required and must be one of its locations', async () => {
      const group = { ...enquiry, dealership_slug: 'southern-cross-mazda-kia-mg-hobart' };
      const missing = await post('southern-cross-motors', group);
      expect(missing.status).toBe(422);
      expect((await missing.json()).errors).toEqual({ location: 'Please choose a location.' });
      const another = await post('southern-cross-motors', { ...group, location: 'sydney-hub' });
      expect((await another.json()).errors).toEqual({ location: 'Please choose a location from the list.' });

      const ok = await post('southern-cross-motors', { ...group, location: 'southern-cross-hobart' });
      expect(ok.status).toBe(201);
      const [row] = await leadRows(db);
      expect(row!.payload.fields['location']).toBe('southern-cross-hobart');
      // a site without the select ignores a location sent anyway
      expect((await post('drivewise-online', { ...enquiry, location: 'nowhere' })).status).toBe(201);
    });

    it('harbourside-toyota: a test drive needs the terms ticked; a site without the notice does not', async () => {
      const testDrive = VALID_LEADS['test-drive'].body;
      const unticked = await post('harbourside-toyota', testDrive);
      expect(unticked.status).toBe(422);
      expect((await unticked.json()).errors).toEqual({ terms_conditions: TERMS });
      expect((await post('harbourside-toyota', { ...testDrive, terms_conditions: true })).status).toBe(201);
      expect((await post('outback-rv', testDrive)).status).toBe(201);
    });
  });

  describe('Idempotency-Key', () => {
    it('the same key and body twice: the first answer again, one lead', async () => {
      const api = makeApi(db);
      const key = newKey();
      const first = await api.post(enquiry, { key });
      const again = await api.post(enquiry, { key });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual(await first.json());
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await leadRows(db)).toHaveLength(1);
      expect(await keyRows(db)).toHaveLength(1);
    });

    it('the same data with other spacing and key order is the same request', async () => {
      const api = makeApi(db);
      const key = newKey();
      const first = await api.post(enquiry, { key });
      const reordered = Object.fromEntries(Object.entries(enquiry).reverse());
      const again = await api.post(null, { key, raw: JSON.stringify(reordered, null, 2) });
      expect(await again.json()).toEqual(await first.json());
      expect(await leadRows(db)).toHaveLength(1);
    });

    it('the same key with another body: 422, nothing new stored', async () => {
      const api = makeApi(db);
      const key = newKey();
      expect((await api.post(enquiry, { key })).status).toBe(201);
      const other = await api.post({ ...enquiry, message: 'Something else entirely' }, { key });
      expect(other.status).toBe(422);
      expect(await other.json()).toMatchObject({ error: ERRORS.keyReused });
      expect(await leadRows(db)).toHaveLength(1);
    });

    it('keys are per tenant: the same key on two sites makes two leads', async () => {
      const api = makeApi(db);
      const key = newKey();
      const body = VALID_LEADS['test-drive'].body;
      expect((await api.post(body, { key })).status).toBe(201);
      expect((await api.post(body, { key, origin: GROUP_ORIGIN })).status).toBe(201);
      expect(await leadRows(db)).toHaveLength(2);
    });

    it('while the first attempt is still being stored: 409 with Retry-After, then the first answer', async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const slow: Database = {
        ...db,
        query: db.query.bind(db),
        exec: db.exec.bind(db),
        // held before the transaction starts: PGlite runs one statement at a time, so a
        // transaction held open would keep the second request from even asking
        transaction: async (work) => {
          entered();
          await gate;
          return db.transaction(work);
        },
      };
      const api = makeApi(slow);
      const key = newKey();
      const first = api.post(enquiry, { key });
      await inside;
      const second = await api.post(enquiry, { key });
      expect(second.status).toBe(409);
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await second.json()).toEqual({ error: ERRORS.inFlight });
      release();
      const firstAnswer = await (await first).json();
      const third = await api.post(enquiry, { key });
      expect(await third.json()).toEqual(firstAnswer);
      expect(await leadRows(db)).toHaveLength(1);
    });

    it('ten concurrent sends of one submit store one lead; each answer is that lead or 409', async () => {
      const api = makeApi(db);
      const key = newKey();
      const answers = await Promise.all(Array.from({ length: 10 }, () => api.post(enquiry, { key })));
      const rows = await leadRows(db);
      expect(rows).toHaveLength(1);
      for (const res of answers) {
        expect([201, 409]).toContain(res.status);
        if (res.status === 201) expect(await res.json()).toEqual({ lead_id: rows[0]!.id });
      }
    });

    it('a request cut off before it was stored leaves nothing: its retry is stored at once', async () => {
      const key = newKey();
      let calls = 0;
      // the first attempt dies inside its transaction (a lost connection, a killed process)
      const dying: Database = {
        ...db,
        query: db.query.bind(db),
        exec: db.exec.bind(db),
        transaction: (work) =>
          db.transaction(async (tx) => {
            const result = await work(tx);
            if (calls++ === 0) throw Object.assign(new Error('connection lost'), { code: '08006' });
            return result;
          }),
      };
      const api = makeApi(dying);
      expect((await api.post(enquiry, { key })).status).toBe(503);
      expect(await keyRows(db)).toHaveLength(0);
      expect((await api.post(enquiry, { key })).status).toBe(201);
      expect(await leadRows(db)).toHaveLength(1);
    });
  });

  describe('nothing partial is ever stored', () => {
    /** A database whose transactions fail at the statement that matches. */
    const failing = (match: RegExp): Database => ({
      ...db,
      query: db.query.bind(db),
      exec: db.exec.bind(db),
      transaction: (work) =>
        db.transaction((tx) => {
          const broken: Queryable = {
            exec: tx.exec.bind(tx),
            jobs: tx.jobs,
            query: async (sql, params) => {
              if (match.test(sql))
                throw Object.assign(new Error(`simulated failure; ${PERSON.email}`), { code: '08006' });
              return tx.query(sql, params);
            },
          };
          return work(broken);
        }),
    });

    it.each([['the lead and its key cannot be written', /INSERT INTO leads/]])(
      '%s: 503, no lead, no key; the retry stores it once',
      async (_, match) => {
        const key = newKey();
        const broken = makeApi(failing(match));
        const res = await broken.post(enquiry, { key });
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ error: 'An error occurred when submitting this form' });
        expect(res.headers.get('retry-after')).toBe('5');
        expect(await leadRows(db)).toHaveLength(0);
        expect(await keyRows(db)).toHaveLength(0);
        expect(broken.logs.at(-1)).toEqual({
          event: 'lead.failed',
          status: 503,
          tenant: 'harbourside-toyota',
          kind: 'enquiry',
          error: 'Error 08006',
        });

        expect((await makeApi(db).post(enquiry, { key })).status).toBe(201);
        const [lead] = await leadRows(db);
        expect(await keyRows(db)).toMatchObject([{ key, lead_id: lead?.id, response_status: 201 }]);
      },
    );
  });

  describe('nothing partial is ever stored, with delivery', () => {
    it('the delivery jobs cannot be added: 503, no lead, no key', async () => {
      const outbox = {
        enqueue: () => Promise.reject(Object.assign(new Error('queue down'), { code: '08006' })),
      };
      const api = makeApi(db, { store: new LeadStore(db, { outbox, shopperHash: TEST_SHOPPER_HASH }) });
      const res = await api.post(enquiry, { key: newKey() });
      expect(res.status).toBe(503);
      expect(await leadRows(db)).toHaveLength(0);
      expect(await keyRows(db)).toHaveLength(0);
    });
  });

  describe('honeypot', () => {
    it('a filled honeypot is answered like any lead and stored as spam', async () => {
      const api = makeApi(db);
      const res = await api.post({ ...enquiry, website: 'http://cheap-pills.example' });
      expect(res.status).toBe(201);
      const { lead_id } = (await res.json()) as { lead_id: string };
      const [row] = await leadRows(db);
      expect(row).toMatchObject({ id: lead_id, spam: true });
      expect(JSON.stringify(row!.payload)).not.toContain('cheap-pills');
    });

    it.each([[''], ['   '], [null], [false]])('an empty honeypot (%j) is a real lead', async (website) => {
      expect((await makeApi(db).post({ ...enquiry, website })).status).toBe(201);
      expect((await leadRows(db))[0]!.spam).toBe(false);
    });
  });

  describe('rate limits', () => {
    it('per address: 429 with Retry-After past the burst, again allowed once refilled (on the database’s clock)', async () => {
      const api = makeApi(db, { addressLimit: { burst: 2, perSeconds: 60 } });
      const send = (client: string) => api.post(VALID_LEADS['test-drive'].body, { client });
      expect((await send('203.0.113.7')).status).toBe(201);
      expect((await send('203.0.113.7')).status).toBe(201);
      const limited = await send('203.0.113.7');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('30');
      expect(await limited.json()).toEqual({ error: ERRORS.rateLimited });
      expect((await send('198.51.100.1')).status).toBe(201);
      await db.query(`UPDATE rate_limit_buckets SET full_at = full_at - interval '29 seconds'`);
      expect((await send('203.0.113.7')).status).toBe(429);
      await db.query(`UPDATE rate_limit_buckets SET full_at = full_at - interval '1 second'`);
      expect((await send('203.0.113.7')).status).toBe(201);
      expect(await leadRows(db)).toHaveLength(4);
      expect(api.logs.filter((entry) => entry.status === 429)).toEqual([
        { event: 'lead.rate-limited', status: 429, tenant: 'harbourside-toyota', kind: 'test-drive', scope: 'ip' },
        { event: 'lead.rate-limited', status: 429, tenant: 'harbourside-toyota', kind: 'test-drive', scope: 'ip' },
      ]);
    });

    it('a retry of a stored lead takes no token, and gets its first answer even once the address is out of them', async () => {
      const api = makeApi(db, { addressLimit: { burst: 2, perSeconds: 60 } });
      const client = '203.0.113.7';
      const key = newKey();
      const first = await api.post(enquiry, { key, client });
      expect(first.status).toBe(201);
      for (let n = 0; n < 3; n++)
        expect((await api.post(enquiry, { key, client })).headers.get('idempotent-replayed')).toBe('true');
      expect((await api.post(enquiry, { client })).status).toBe(201);
      expect((await api.post(enquiry, { client })).status).toBe(429);
      const again = await api.post(enquiry, { key, client });
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual(await first.json());
      // the same key with another body is told so, not limited
      expect((await api.post({ ...enquiry, message: 'another' }, { key, client })).status).toBe(422);
      expect(await leadRows(db)).toHaveLength(2);
    });

    it('the limit comes after the body’s checks (the token is taken in the lead’s own write): a bad body is told what is wrong, and takes no token', async () => {
      const api = makeApi(db, { addressLimit: { burst: 1, perSeconds: 60 } });
      const client = '203.0.113.7';
      for (let n = 0; n < 3; n++) {
        const invalid = await api.post({ ...enquiry, postcode: 'abcd' }, { client });
        expect(invalid.status).toBe(422);
        expect(((await invalid.json()) as { errors: object }).errors).toEqual({ postcode: POSTCODE });
      }
      expect((await api.post(enquiry, { client })).status).toBe(201);
      // out of tokens: the guards before the body still answer first, the body's checks too
      expect((await api.post(enquiry, { client, origin: 'https://evil.example' })).status).toBe(403);
      expect((await api.post(enquiry, { client, contentType: 'text/plain' })).status).toBe(415);
      expect((await api.post(enquiry, { client, key: null })).status).toBe(400);
      expect((await api.post(null, { client, raw: '{"kind":' })).status).toBe(400);
      expect((await api.post({ ...enquiry, postcode: 'abcd' }, { client })).status).toBe(422);
      expect((await api.post(enquiry, { client })).status).toBe(429);
    });

    it('leads of one address arriving together: the burst is stored, the rest refused with neither lead nor key, and a refused key is free for the retry', async () => {
      const api = makeApi(db, { addressLimit: { burst: 3, perSeconds: 60 } });
      const client = '203.0.113.7';
      const keys = Array.from({ length: 6 }, () => newKey());
      const answers = await Promise.all(
        keys.map((key, n) => api.post(enquiry, { key, client: n % 2 ? client : '198.51.100.1' })),
      );
      // three from each address: both get exactly their burst
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
      const more = [newKey(), newKey(), newKey()];
      const together = await Promise.all(more.map((key) => api.post(enquiry, { key, client })));
      expect(together.map((answer) => answer.status)).toEqual([429, 429, 429]);
      expect(together.map((answer) => answer.headers.get('retry-after'))).toEqual(['20', '20', '20']);
      expect(await leadRows(db)).toHaveLength(6);
      expect(await keyRows(db)).toHaveLength(6);
      await db.query(`UPDATE rate_limit_buckets SET full_at = full_at - interval '40 seconds'`);
      const retried = await Promise.all(more.map((key) => api.post(enquiry, { key, client })));
      // stored now, not replayed: the refusal kept nothing under its key
      expect(retried.map((answer) => answer.status).sort()).toEqual([201, 201, 429]);
      expect(retried.map((answer) => answer.headers.get('idempotent-replayed'))).toEqual([null, null, null]);
      expect(await leadRows(db)).toHaveLength(8);
    });

    it('a phone number is never refused: its sixth lead within the hour is stored, answered 201 and flagged', async () => {
      const api = makeApi(db);
      const body = VALID_LEADS['test-drive'].body;
      for (const phone of [
        '0412 987 651',
        '+61 412 987 651',
        '0412-987-651',
        '(04) 1298 7651',
        '0412987651',
        '0412 987 651',
      ])
        expect((await api.post({ ...body, phone })).status).toBe(201);
      expect((await leadRows(db)).map((row) => row.suspected_abuse)).toEqual([false, false, false, false, false, true]);
      expect(api.logs.at(-1)).toMatchObject({ event: 'lead.stored', status: 201, suspected_abuse: true });
    });
  });

  describe('logs', () => {
    it('carry ids, tenant, kind and status, never the shopper’s details', async () => {
      const printed: string[] = [];
      const capture = (...args: unknown[]) => void printed.push(args.map(String).join(' '));
      const spies = [
        vi.spyOn(console, 'log').mockImplementation(capture),
        vi.spyOn(console, 'info').mockImplementation(capture),
        vi.spyOn(console, 'warn').mockImplementation(capture),
        vi.spyOn(console, 'error').mockImplementation(capture),
      ];
      try {
        const api = makeApi(db, { addressLimit: { burst: 2, perSeconds: 60 } });
        const key = newKey();
        for (const kind of FORM_LEAD_KINDS)
          await api.post({ ...VALID_LEADS[kind].body, phone: `04${String(Math.random()).slice(2, 10)}` });
        await api.post(enquiry, { key, client: '203.0.113.99' });
        await api.post(enquiry, { key, client: '203.0.113.99' });
        await api.post(enquiry, { client: '203.0.113.99' });
        await api.post(enquiry, { client: '203.0.113.99' });
        await api.post({ ...enquiry, message: 'different' }, { key });
        await api.post({ ...enquiry, postcode: 'abcd', email: `@${PERSON.email}` });
        await api.post({ ...enquiry, kind: PERSON.email });
        await api.post({ ...enquiry, website: 'spam' });
        await api.post(enquiry);
        await api.post(enquiry, { origin: 'https://evil.example' });
        await makeApi(failingAll(db)).post(enquiry);

        // lead ids are random hex, which may hold any 4 digits: they go before looking for a postcode
        const text = (JSON.stringify(api.logs) + printed.join('\n')).replace(
          /[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/g,
          '',
        );
        expect(api.logs.map((entry) => entry.event)).toEqual(
          expect.arrayContaining([
            'lead.stored',
            'lead.replayed',
            'lead.key-mismatch',
            'lead.invalid',
            'lead.rate-limited',
            'lead.refused',
          ]),
        );
        for (const value of [
          PERSON.name,
          PERSON.last_name,
          PERSON.email,
          'zephyrine',
          '987 651',
          '987651',
          PERSON.postcode,
          'Unobtainium',
          '203.0.113.99',
        ])
          expect(text.toLowerCase()).not.toContain(value.toLowerCase());
        expect(api.logs.find((entry) => entry.event === 'lead.invalid')).toMatchObject({
          status: 422,
          tenant: 'harbourside-toyota',
          kind: 'enquiry',
          fields: ['email', 'postcode'],
        });
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    });
  });
});

/** A database whose every transaction fails with an error quoting personal data. */
function failingAll(db: Database): Database {
  return {
    ...db,
    query: db.query.bind(db),
    exec: db.exec.bind(db),
    transaction: async () => {
      throw new Error(`insert failed for ${PERSON.email} ${PERSON.phone}`);
    },
  };
}
