import type { LeadOutbox } from '../outbox/queue.ts';
import type { Database } from '../storage/database.ts';
import type { LeadDraft } from './validate.ts';

/** The answer a request got, kept with its idempotency key and given again to a retry. */
export interface StoredResponse {
  status: number;
  body: Record<string, unknown>;
}

/** What claiming an Idempotency-Key found. */
export type Claim =
  /** The key is this attempt's: store the lead, then finish or release the claim. */
  | { kind: 'claimed'; attempt: string }
  /** A request with this key and body was answered before: give the same answer. */
  | { kind: 'replay'; response: StoredResponse }
  /** The key was used with another body. */
  | { kind: 'mismatch' }
  /** A request with this key is being handled right now. */
  | { kind: 'in-flight'; retryAfterSeconds: number };

export interface LeadStoreOptions {
  /** How long an attempt may hold a key before a retry may take it over (default 30 s). */
  claimSeconds?: number;
  /**
   * Adds the lead's delivery jobs in the transaction that stores it (the outbox): a lead is
   * never stored without its jobs, nor a job queued for a lead that was not stored. Spam
   * gets no jobs. Without an outbox, leads are stored and not delivered.
   */
  outbox?: LeadOutbox;
}

interface KeyRow {
  request_hash: string;
  status: 'in_flight' | 'done';
  response_status: number | null;
  response_body: Record<string, unknown> | null;
  seconds_left: number | null;
}

/**
 * Leads and their idempotency keys in Postgres. A request first claims its key (a short
 * 'in_flight' row, so a concurrent retry can be told 409); the lead and the key's final
 * answer are then written in one transaction, so a lead is never stored without its key
 * being done, nor a key done without its lead. A claim left by a process that died
 * expires after claimSeconds and is taken over by the next retry.
 */
export class LeadStore {
  readonly #db: Database;
  readonly #claimSeconds: number;
  readonly #outbox: LeadOutbox | undefined;

  constructor(db: Database, options: LeadStoreOptions = {}) {
    this.#db = db;
    this.#claimSeconds = options.claimSeconds ?? 30;
    this.#outbox = options.outbox;
  }

  async claim(tenant: string, key: string, requestHash: string): Promise<Claim> {
    const attempt = crypto.randomUUID();
    // twice at most: a claim released between the insert and the look-up is simply gone
    for (let round = 0; round < 2; round++) {
      const taken = await this.#db.query<{ attempt: string }>(
        `INSERT INTO idempotency_keys (tenant, key, request_hash, status, attempt, locked_until)
         VALUES ($1, $2, $3, 'in_flight', $4, now() + make_interval(secs => $5))
         ON CONFLICT (tenant, key) DO UPDATE
           SET attempt = EXCLUDED.attempt, locked_until = EXCLUDED.locked_until, created_at = now()
           WHERE idempotency_keys.status = 'in_flight'
             AND idempotency_keys.locked_until < now()
             AND idempotency_keys.request_hash = EXCLUDED.request_hash
         RETURNING attempt`,
        [tenant, key, requestHash, attempt, this.#claimSeconds],
      );
      if (taken.rows[0]?.attempt === attempt) return { kind: 'claimed', attempt };

      const found = await this.#db.query<KeyRow>(
        `SELECT request_hash, status, response_status, response_body,
                ceil(extract(epoch FROM locked_until - now()))::int AS seconds_left
           FROM idempotency_keys WHERE tenant = $1 AND key = $2`,
        [tenant, key],
      );
      const row = found.rows[0];
      if (!row) continue;
      if (row.request_hash !== requestHash) return { kind: 'mismatch' };
      if (row.status === 'done' && row.response_status !== null && row.response_body !== null)
        return { kind: 'replay', response: { status: row.response_status, body: row.response_body } };
      return { kind: 'in-flight', retryAfterSeconds: Math.max(1, Math.min(row.seconds_left ?? 1, 5)) };
    }
    return { kind: 'in-flight', retryAfterSeconds: 1 };
  }

  /**
   * Drops every claim still in flight. Only for a database this process holds alone (PGlite
   * behind its directory lock): any claim found at start was left by a process that died
   * mid-request, and its client's retry should not wait for the claim to expire.
   */
  async releaseAbandonedClaims(): Promise<number> {
    const released = await this.#db.query(`DELETE FROM idempotency_keys WHERE status = 'in_flight'`);
    return released.rowCount;
  }

  /** Gives a claimed key back (the request failed before storing): a retry may use it at once. */
  async release(tenant: string, key: string, attempt: string): Promise<void> {
    await this.#db.query(
      `DELETE FROM idempotency_keys WHERE tenant = $1 AND key = $2 AND attempt = $3 AND status = 'in_flight'`,
      [tenant, key, attempt],
    );
  }

  /**
   * Stores the lead, its delivery jobs and its key's answer, in one transaction. Throws
   * LostClaimError, storing nothing, when the claim was taken over meanwhile.
   */
  async store(
    tenant: string,
    key: string,
    attempt: string,
    lead: LeadDraft & { id: string },
    response: StoredResponse,
  ): Promise<void> {
    await this.#db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO leads (id, tenant, kind, category, subcategory, payload, dealership_slug, car_id, spam)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9)`,
        [
          lead.id,
          tenant,
          lead.kind,
          lead.category,
          lead.subcategory,
          JSON.stringify(lead.payload),
          lead.dealershipSlug,
          lead.carId,
          lead.spam,
        ],
      );
      const done = await tx.query(
        `UPDATE idempotency_keys
            SET status = 'done', locked_until = NULL, lead_id = $4, response_status = $5,
                response_body = $6::jsonb, completed_at = now()
          WHERE tenant = $1 AND key = $2 AND attempt = $3 AND status = 'in_flight'`,
        [tenant, key, attempt, lead.id, response.status, JSON.stringify(response.body)],
      );
      if (done.rowCount !== 1) throw new LostClaimError();
      if (!lead.spam && this.#outbox)
        await this.#outbox.enqueue(tx, { id: lead.id, tenant, dealershipSlug: lead.dealershipSlug });
    });
  }
}

/** The attempt's claim on its key expired and another attempt took it: this one stores nothing. */
export class LostClaimError extends Error {
  constructor() {
    super('The idempotency key was taken over by another attempt');
    this.name = 'LostClaimError';
  }
}
