import { normalisedPhone, PHONE_LEAD_LIMIT } from '../../domain/contact/phone-lead-limit.ts';
import { checkRateLimit, type RateLimit } from '../middleware/rate-limiter.ts';
import { refusedTake, takeTokens } from '../middleware/shared-token-buckets.ts';
import type { LeadOutbox } from '../outbox/queue.ts';
import type { KeyedHash } from '../privacy/keyed-hash.ts';
import type { Database } from '../storage/database.ts';
import { GroupCommit, type Settled } from '../storage/group-commit.ts';
import type { LeadDraft } from './validate.ts';

/** The answer a request got, kept with its idempotency key and given again to a retry. */
export interface StoredResponse {
  status: number;
  body: Record<string, unknown>;
}

/** What storing a lead under its Idempotency-Key came to. */
export type StoreOutcome =
  /** The lead, its key and its delivery jobs were written; flagged when past its phone number's limit. */
  | { kind: 'stored'; suspectedAbuse: boolean }
  /** A request with this key and body was answered before: give the same answer. */
  | { kind: 'replay'; response: StoredResponse }
  /** The key was used with another body. */
  | { kind: 'mismatch' }
  /** A request with this key is being handled right now. */
  | { kind: 'in-flight'; retryAfterSeconds: number }
  /** The client's address had no token left on this site: nothing was stored. */
  | { kind: 'rate-limited'; retryAfterSeconds: number };

/** What a key already holds, when it holds anything. */
export type KeyAnswer = Exclude<StoreOutcome, { kind: 'stored' | 'rate-limited' }>;

/** The per-address lead limit's name in rate_limit_buckets. */
const ADDRESS_LIMIT_NAME = 'leads-per-address';

export interface LeadStoreOptions {
  /** Hashes the lead's normalised phone number for the per-phone count (shopperHash). */
  shopperHash: KeyedHash;
  /**
   * Adds the lead's delivery jobs in the transaction that stores it (the outbox): a lead is
   * never stored without its jobs, nor a job queued for a lead that was not stored. Spam
   * gets no jobs. Without an outbox, leads are stored and not delivered.
   */
  outbox?: LeadOutbox;
  /**
   * Leads per client address and site (DEFAULT_ADDRESS_RATE_LIMIT in routes.ts), counted in
   * rate_limit_buckets under ADDRESS_LIMIT_NAME, so it holds across instances; taken in the
   * transaction that stores the leads. Null or absent: no limit (benchmarks, most tests).
   */
  addressLimit?: RateLimit | null;
}

interface KeyRow {
  tenant: string;
  key: string;
  request_hash: string;
  response_status: number;
  response_body: Record<string, unknown>;
}

interface StoreRequest {
  tenant: string;
  key: string;
  requestHash: string;
  lead: LeadDraft & { id: string };
  /** The keyed hash of the normalised phone number, or null without one. */
  phoneHash: string | null;
  /** The keyed hash of the client's address when the address limit applies, else null. */
  addressHash: string | null;
  response: StoredResponse;
}

/** Any fixed number: the first key of the advisory locks that order leads for one phone number. */
const PHONE_LOCK_CLASS = 720_402;

/** A request handled here right now waits this long before asking again. */
const IN_FLIGHT_RETRY_SECONDS = 1;

/**
 * Leads and their idempotency keys in Postgres. A lead, its key (with the answer its
 * request got) and its delivery jobs are written in one transaction, or nothing is: a key
 * never exists without its lead, nor a lead without its key. A key already written answers
 * its retries (the same answer, or a mismatch for another body); a key whose request is
 * being handled by this process answers 'in flight'. On a shared PostgreSQL, a second
 * process writing the same key waits for the first one's transaction and then replays it.
 *
 * Requests that arrive together are written together (GroupCommit): one transaction of
 * a few statements stores a batch of leads, keys and jobs, and each request still gets its
 * own answer.
 *
 * The per-phone limit (PHONE_LEAD_LIMIT) is counted in the statement that stores the lead:
 * the tenant's leads with the same phone hash in the window, plus the ones before it in the
 * batch. A lead past the limit is stored all the same, with suspected_abuse set. A replay
 * stores nothing, so it counts nothing; on a shared PostgreSQL, transactions with leads for
 * the same phone number queue on an advisory lock, so each sees the ones before it.
 *
 * The per-address limit (addressLimit) is taken in that statement too: one token per lead
 * whose key is new, several leads of one address in a batch taken as one upsert of as many
 * tokens, handed out in order of arrival. A lead the bucket has no token for is not stored,
 * nor its key or jobs; a replay takes nothing; a batch that fails gives its tokens back.
 */
export class LeadStore {
  readonly #db: Database;
  readonly #outbox: LeadOutbox | undefined;
  readonly #writes = new GroupCommit<StoreRequest, StoreOutcome>((requests) => this.#writeBatch(requests));
  readonly #handling = new Set<string>();
  readonly #hash: KeyedHash;
  readonly #addressLimit: RateLimit | null;
  readonly #insert: { sql: string; params: unknown[] };

  constructor(db: Database, options: LeadStoreOptions) {
    if (options.addressLimit) checkRateLimit(options.addressLimit);
    this.#db = db;
    this.#outbox = options.outbox;
    this.#hash = options.shopperHash;
    this.#addressLimit = options.addressLimit ?? null;
    this.#insert = insertStatement(this.#addressLimit);
  }

  /**
   * Stores the lead under its key, or says what the key already holds, or that the client's
   * address (when the runtime knows it) has no token left on the tenant's site.
   */
  async store(
    tenant: string,
    key: string,
    requestHash: string,
    lead: LeadDraft & { id: string },
    response: StoredResponse,
    address?: string,
  ): Promise<StoreOutcome> {
    const handling = keyId(tenant, key);
    if (this.#handling.has(handling)) return { kind: 'in-flight', retryAfterSeconds: IN_FLIGHT_RETRY_SECONDS };
    this.#handling.add(handling);
    try {
      const phone = lead.phone ? normalisedPhone(lead.phone) : null;
      const phoneHash = phone ? await this.#hash.of('phone', phone) : null;
      const addressHash = this.#addressLimit && address ? await this.#hash.of('address', address) : null;
      return await this.#writes.submit({ tenant, key, requestHash, lead, phoneHash, addressHash, response });
    } finally {
      this.#handling.delete(handling);
    }
  }

  /**
   * One transaction for a batch: the keys not written before take their address's tokens,
   * and those that got one are inserted with their leads, in one statement (the keys'
   * foreign key to their lead is checked at its end); then the new leads' delivery jobs are
   * added; the keys that were there are read back, for their requests' answers.
   */
  async #writeBatch(requests: readonly StoreRequest[]): Promise<Settled<StoreOutcome>[]> {
    const rows = requests.map(({ tenant, key, requestHash, lead, phoneHash, addressHash, response }, n) => ({
      n,
      tenant,
      key,
      request_hash: requestHash,
      id: lead.id,
      kind: lead.kind,
      category: lead.category,
      subcategory: lead.subcategory,
      payload: lead.payload,
      dealership_slug: lead.dealershipSlug,
      car_id: lead.carId,
      spam: lead.spam,
      phone_hash: phoneHash,
      address_hash: addressHash,
      response_status: response.status,
      response_body: response.body,
    }));
    const batch = JSON.stringify(rows);
    return this.#db.transaction(async (tx) => {
      if (rows.some((row) => row.phone_hash !== null))
        // in the order of the lock keys, so two batches never wait for each other's
        await tx.query(
          `SELECT pg_advisory_xact_lock($2, lock) FROM (
             SELECT DISTINCT hashtext(tenant || ' ' || phone_hash) AS lock
               FROM jsonb_to_recordset($1::jsonb) AS lead(tenant text, phone_hash text)
              WHERE phone_hash IS NOT NULL ORDER BY lock) AS wanted`,
          [batch, PHONE_LOCK_CLASS],
        );
      const written = await tx.query<WrittenRow>(this.#insert.sql, [batch, ...this.#insert.params]);
      const outcomes = new Map(written.rows.map((row) => [row.n, row]));
      const stored = new Set(written.rows.filter((row) => row.suspected_abuse !== null).map((row) => row.n));
      const deliverable = requests
        .filter(({ lead }, n) => stored.has(n) && !lead.spam)
        .map(({ tenant, lead }) => ({ id: lead.id, tenant, dealershipSlug: lead.dealershipSlug }));
      if (deliverable.length > 0 && this.#outbox) await this.#outbox.enqueue(tx, deliverable);

      const taken = requests.filter((_, n) => outcomes.get(n) === undefined);
      const existing = new Map<string, KeyRow>();
      if (taken.length > 0) {
        const found = await tx.query<KeyRow>(
          `SELECT k.tenant, k.key, k.request_hash, k.response_status, k.response_body
             FROM idempotency_keys AS k
             JOIN jsonb_to_recordset($1::jsonb) AS asked(tenant text, key text)
               ON asked.tenant = k.tenant AND asked.key = k.key`,
          [JSON.stringify(taken.map(({ tenant, key }) => ({ tenant, key })))],
        );
        for (const row of found.rows) existing.set(keyId(row.tenant, row.key), row);
      }
      return requests.map(({ tenant, key, requestHash }, n): Settled<StoreOutcome> => {
        const outcome = outcomes.get(n);
        if (outcome?.suspected_abuse != null)
          return { ok: true, value: { kind: 'stored', suspectedAbuse: outcome.suspected_abuse } };
        if (outcome?.full_in != null && this.#addressLimit)
          return { ok: true, value: { kind: 'rate-limited', ...refusedTake(outcome.full_in, this.#addressLimit) } };
        const row = existing.get(keyId(tenant, key));
        // written and gone between the two statements: only the key clean-up deletes keys
        if (!row) return { ok: false, error: new Error('An idempotency key vanished while its lead was written') };
        return { ok: true, value: keyAnswer(row, requestHash) };
      });
    });
  }
}

/** A request of the batch the insert decided: stored (suspected_abuse) or refused by its bucket (full_in). */
interface WrittenRow {
  n: number;
  suspected_abuse: boolean | null;
  full_in: number | null;
}

/**
 * The statement that writes a batch ($1, the batch as JSON): the requests whose key is not
 * there yet are `fresh`; with an address limit, each fresh request with an address takes a
 * token (takeTokens, its parameters from $4) and those its bucket had none for are
 * `refused`; the others insert their key (a key written meanwhile by another transaction
 * wins: that request becomes a replay) and, where the key went in, their lead, flagged past
 * the per-phone limit ($2, $3: the phone's earlier leads are counted up to the limit only,
 * so a number that sends thousands costs no more per lead than one that sends five). It
 * answers a row per request stored or refused.
 */
function insertStatement(addressLimit: RateLimit | null): { sql: string; params: unknown[] } {
  const take = addressLimit ? takeTokens('asked', 4, ADDRESS_LIMIT_NAME, addressLimit) : null;
  const limited = take
    ? `, ranked AS (
           SELECT n, tenant, address_hash,
                  row_number() OVER (PARTITION BY tenant, address_hash ORDER BY n) AS place
             FROM fresh WHERE address_hash IS NOT NULL
         ), asked AS (
           SELECT tenant, address_hash AS key_hash, count(*)::integer AS wanted
             FROM ranked GROUP BY tenant, address_hash ORDER BY tenant, address_hash
         ), taken AS (
           ${take.sql}
         ), refused AS (
           SELECT ranked.n, taken.full_in FROM ranked
             JOIN taken ON taken.tenant = ranked.tenant AND taken.key_hash = ranked.address_hash
            WHERE ranked.place > taken.last_taken
         ), allowed AS (
           SELECT * FROM fresh WHERE n NOT IN (SELECT n FROM refused)
         )`
    : `, allowed AS (
           SELECT * FROM fresh
         )`;
  const sql = `WITH batch AS (
           SELECT * FROM jsonb_to_recordset($1::jsonb) AS lead(
             n integer, tenant text, key text, request_hash text, id uuid, kind text, category text,
             subcategory text, payload jsonb, dealership_slug text, car_id text, spam boolean, phone_hash text,
             address_hash text, response_status smallint, response_body jsonb)
         ), fresh AS (
           SELECT * FROM batch WHERE NOT EXISTS (
             SELECT 1 FROM idempotency_keys AS k WHERE k.tenant = batch.tenant AND k.key = batch.key)
         )${limited}, keys AS (
           INSERT INTO idempotency_keys
             (tenant, key, request_hash, lead_id, response_status, response_body, completed_at)
           SELECT tenant, key, request_hash, id, response_status, response_body, now() FROM allowed
           ON CONFLICT (tenant, key) DO NOTHING
           RETURNING lead_id
         ), stored AS (
           INSERT INTO leads
             (id, tenant, kind, category, subcategory, payload, dealership_slug, car_id, spam, phone_hash,
              suspected_abuse)
           SELECT id, tenant, kind, category, subcategory, payload, dealership_slug, car_id, spam, phone_hash,
                  phone_hash IS NOT NULL AND (
                    SELECT count(*) FROM (
                      SELECT FROM leads AS earlier
                       WHERE earlier.tenant = allowed.tenant AND earlier.phone_hash = allowed.phone_hash
                         AND earlier.created_at > now() - make_interval(secs => $2)
                       LIMIT $3) AS recent
                  ) + count(*) OVER (
                    PARTITION BY tenant, phone_hash ORDER BY n ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING
                  ) >= $3
             FROM allowed JOIN keys ON keys.lead_id = allowed.id
           RETURNING id, suspected_abuse
         )
         SELECT batch.n, stored.suspected_abuse, NULL::float8 AS full_in
           FROM stored JOIN batch ON batch.id = stored.id
         ${take ? 'UNION ALL SELECT n, NULL, full_in FROM refused' : ''}`;
  return { sql, params: [PHONE_LEAD_LIMIT.perSeconds, PHONE_LEAD_LIMIT.leads, ...(take?.params ?? [])] };
}

/** One string per tenant and key, for the maps and sets that hold keys in this process. */
function keyId(tenant: string, key: string): string {
  return JSON.stringify([tenant, key]);
}

function keyAnswer(row: KeyRow, requestHash: string): KeyAnswer {
  if (row.request_hash !== requestHash) return { kind: 'mismatch' };
  return { kind: 'replay', response: { status: row.response_status, body: row.response_body } };
}
