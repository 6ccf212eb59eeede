import type { PaymentRequestStatus } from '../../domain/online-payment/request-state.ts';
import type { CardSummary } from '../payments/provider.ts';
import type { Database, Queryable } from '../storage/database.ts';

export interface PaymentRequest {
  id: string;
  tenant: string;
  reference: string;
  amount_cents: number;
  currency: string;
  description: string;
  name: string;
  status: PaymentRequestStatus;
  expires_at: Date;
  created_at: Date;
  attempts: number;
  idempotency_key: string | null;
  request_hash: string | null;
  provider: string | null;
  payment_token: string | null;
  paying_since: Date | null;
  /** While the attempt waits for the shopper's bank check (3-D Secure): when it must be done by; else null. */
  verify_by: Date | null;
  receipt_email: string | null;
  decline_message: string | null;
  unavailable: boolean;
  payment_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  paid_at: Date | null;
}

/** A request as the dealer asks for it. */
export interface PaymentRequestDraft {
  tenant: string;
  reference: string;
  amountCents: number;
  currency: string;
  description: string;
  name: string;
  createdAt: Date;
  expiresAt: Date;
}

/** One attempt at paying: the page's key and body hash, the card's token, the receipt's address. */
export interface PaymentAttempt {
  idempotencyKey: string;
  requestHash: string;
  provider: string;
  paymentToken: string;
  receiptEmail: string;
  at: Date;
}

/** How an attempt ended without a payment: declined (the processor's words), or the processor could not be asked. */
export type AttemptFailure = { declineMessage: string } | { unavailable: true };

const COLUMNS = `id, tenant, reference, amount_cents, currency, description, name, status, expires_at, created_at,
  attempts, idempotency_key, request_hash, provider, payment_token, paying_since, verify_by, receipt_email, decline_message,
  unavailable, payment_id, card_brand, card_last4, paid_at`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Payment requests in Postgres. A request is paid once at most: an attempt takes it from
 * 'requested' to 'paying' in one conditional UPDATE before the processor is asked, so of two
 * attempts at the same moment the second is refused before its card is touched; every later
 * change names the attempt it ends (its number), so a stale one can change nothing. An attempt
 * whose card's bank asks for a check stays 'paying' meanwhile, with the processor's payment and
 * `verify_by`.
 */
export class PaymentRequestStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /** A new request, or the one the tenant already made under this reference. */
  async create(draft: PaymentRequestDraft): Promise<{ created: boolean; request: PaymentRequest }> {
    const inserted = await this.#db.query<PaymentRequest>(
      `INSERT INTO payment_requests (tenant, reference, amount_cents, currency, description, name, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (tenant, reference) DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        draft.tenant,
        draft.reference,
        draft.amountCents,
        draft.currency,
        draft.description,
        draft.name,
        draft.createdAt,
        draft.expiresAt,
      ],
    );
    const created = inserted.rows[0];
    if (created) return { created: true, request: created };
    const earlier = await this.#db.query<PaymentRequest>(
      `SELECT ${COLUMNS} FROM payment_requests WHERE tenant = $1 AND reference = $2`,
      [draft.tenant, draft.reference],
    );
    return { created: false, request: earlier.rows[0]! };
  }

  async get(id: string): Promise<PaymentRequest | null> {
    if (!UUID.test(id)) return null;
    const found = await this.#db.query<PaymentRequest>(`SELECT ${COLUMNS} FROM payment_requests WHERE id = $1`, [id]);
    return found.rows[0] ?? null;
  }

  /**
   * Starts an attempt: the request goes to 'paying' with this attempt's details if it is
   * requested, unexpired and under `maxAttempts` attempts. Null otherwise (paid, another attempt
   * in hand, expired, or tried too often).
   */
  async claim(id: string, attempt: PaymentAttempt, maxAttempts: number): Promise<PaymentRequest | null> {
    const claimed = await this.#db.query<PaymentRequest>(
      `UPDATE payment_requests
          SET status = 'paying', attempts = attempts + 1, idempotency_key = $2, request_hash = $3, provider = $4,
              payment_token = $5, receipt_email = $6, paying_since = $7, decline_message = NULL, unavailable = false
        WHERE id = $1 AND status = 'requested' AND expires_at > $7 AND attempts < $8
        RETURNING ${COLUMNS}`,
      [
        id,
        attempt.idempotencyKey,
        attempt.requestHash,
        attempt.provider,
        attempt.paymentToken,
        attempt.receiptEmail,
        attempt.at,
        maxAttempts,
      ],
    );
    return claimed.rows[0] ?? null;
  }

  /**
   * An attempt left 'paying' since before `staleBefore` (its process died while the processor was
   * asked) is taken over to be finished: null when there is none, or another request took it. One
   * waiting for its bank check is not stale: it is finished by asking the processor.
   */
  async takeOverStale(id: string, staleBefore: Date, at: Date): Promise<PaymentRequest | null> {
    const taken = await this.#db.query<PaymentRequest>(
      `UPDATE payment_requests SET paying_since = $3
        WHERE id = $1 AND status = 'paying' AND paying_since < $2 AND verify_by IS NULL
        RETURNING ${COLUMNS}`,
      [id, staleBefore, at],
    );
    return taken.rows[0] ?? null;
  }

  /**
   * The card's bank asked the shopper to verify the attempt's payment `paymentId` (3-D Secure):
   * the attempt keeps the request until `verifyBy`. Null when that attempt no longer holds it.
   */
  async awaitVerification(
    id: string,
    attempt: number,
    paymentId: string,
    verifyBy: Date,
  ): Promise<PaymentRequest | null> {
    const waiting = await this.#db.query<PaymentRequest>(
      `UPDATE payment_requests SET payment_id = $3, verify_by = $4
        WHERE id = $1 AND status = 'paying' AND attempts = $2 AND verify_by IS NULL
        RETURNING ${COLUMNS}`,
      [id, attempt, paymentId, verifyBy],
    );
    return waiting.rows[0] ?? null;
  }

  /**
   * The attempt `attempt` took no payment: the request can be paid again, and a retry of it is
   * answered as it ended. False when that attempt no longer held the request (another finished it).
   */
  async endAttempt(id: string, attempt: number, failure: AttemptFailure): Promise<boolean> {
    const ended = await this.#db.query(
      `UPDATE payment_requests
          SET status = 'requested', paying_since = NULL, verify_by = NULL, payment_id = NULL, decline_message = $3,
              unavailable = $4
        WHERE id = $1 AND status = 'paying' AND attempts = $2`,
      [id, attempt, 'declineMessage' in failure ? failure.declineMessage : null, 'unavailable' in failure],
    );
    return ended.rowCount > 0;
  }

  /**
   * The attempt `attempt` was captured: the request is paid, and `then` runs in the same
   * transaction with it (the receipt is queued there, so a paid request never lacks it). Null
   * when that attempt no longer holds the request.
   */
  async markPaid(
    id: string,
    attempt: number,
    payment: { paymentId: string; card: CardSummary | null; paidAt: Date },
    then: (tx: Queryable, request: PaymentRequest) => Promise<void>,
  ): Promise<PaymentRequest | null> {
    return this.#db.transaction(async (tx) => {
      const paid = await tx.query<PaymentRequest>(
        `UPDATE payment_requests
            SET status = 'paid', payment_id = $3, card_brand = $4, card_last4 = $5, paid_at = $6, paying_since = NULL,
                verify_by = NULL
          WHERE id = $1 AND status = 'paying' AND attempts = $2
          RETURNING ${COLUMNS}`,
        [id, attempt, payment.paymentId, payment.card?.brand ?? null, payment.card?.last4 ?? null, payment.paidAt],
      );
      const request = paid.rows[0] ?? null;
      if (request) await then(tx, request);
      return request;
    });
  }
}
