import type { PaymentAction, ReservationStatus } from '../../domain/reservations/reservation-actions.ts';
import type { ReservationJourney } from '../../domain/reservations/checkout.ts';
import { deidentifyLeads } from '../leads/deidentify.ts';
import type { Database, Queryable } from '../storage/database.ts';

export interface Reservation {
  id: string;
  tenant: string;
  car_slug: string;
  journey: ReservationJourney;
  status: ReservationStatus;
  amount_cents: number;
  currency: string;
  user_id: string | null;
  name: string;
  last_name: string;
  email: string;
  phone: string;
  provider: string;
  payment_token: string;
  payment_id: string | null;
  decline_message: string | null;
  request_hash: string;
  lead_id: string | null;
  created_at: Date;
  held_at: Date | null;
  expires_at: Date | null;
  settled_at: Date | null;
  payment_action: PaymentAction | null;
}

/** A reservation as a request asks for it, before any card is touched. */
export interface ReservationDraft {
  tenant: string;
  carSlug: string;
  journey: ReservationJourney;
  amountCents: number;
  currency: string;
  userId: string | null;
  name: string;
  lastName: string;
  email: string;
  phone: string;
  provider: string;
  paymentToken: string;
  idempotencyKey: string;
  requestHash: string;
  /** On the routes' clock, like the hold's end. */
  createdAt: Date;
}

export type TakeOutcome =
  /** The car is held for this request while its card is authorised. */
  | { kind: 'taken'; reservation: Reservation }
  /** Another reservation holds the car. */
  | { kind: 'car-reserved' }
  /** This Idempotency-Key made a reservation before, with the same request: answer as then. */
  | { kind: 'replay'; reservation: Reservation }
  /** This Idempotency-Key was used for another request. */
  | { kind: 'mismatch' };

/** The statuses that keep a car from being reserved again (the partial unique index's). */
export const ACTIVE_STATUSES: readonly ReservationStatus[] = ['authorising', 'verifying', 'held', 'confirmed'];

/** A reservation as its shopper's garage and Download my data read it: with the car's title its lead recorded. */
export interface ShopperReservation extends Reservation {
  /** The car's title when it was reserved (the lead's), for a car the feed no longer lists; null before it was held. */
  lead_car_title: string | null;
}

/** The most reservations the garage lists and the download gives. */
const MAX_SHOPPER_RESERVATIONS = 100;

/** How long an ended reservation of a deleted account waits for its last e-mail before it is de-identified anyway. */
const LAST_EMAIL_WAIT = '1 day';

const COLUMNS = `id, tenant, car_slug, journey, status, amount_cents, currency, user_id, name, last_name, email,
  phone, provider, payment_token, payment_id, decline_message, request_hash, lead_id, created_at, held_at, expires_at, settled_at,
  payment_action`;

/** COLUMNS of the reservation `r` in a query that joins another table. */
const JOINED_COLUMNS = COLUMNS.split(',')
  .map((column) => `r.${column.trim()}`)
  .join(', ');

/**
 * Reservations in Postgres. The database keeps one active reservation per car
 * (reservations_one_active_per_car): a row is taken before the card is authorised, so of two
 * shoppers paying at the same moment the second is told at once and no card of theirs is
 * held. Every change of status is one conditional UPDATE, so a confirm racing an expiry
 * lands once.
 */
export class ReservationStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /** What an Idempotency-Key made before: a replay of the same request, a mismatch for another, or null when the key is new. */
  async byKey(tenant: string, key: string, requestHash: string): Promise<TakeOutcome | null> {
    const earlier = await this.#db.query<Reservation>(
      `SELECT ${COLUMNS} FROM reservations WHERE tenant = $1 AND idempotency_key = $2`,
      [tenant, key],
    );
    const same = earlier.rows[0];
    if (!same) return null;
    return same.request_hash === requestHash ? { kind: 'replay', reservation: same } : { kind: 'mismatch' };
  }

  /** Takes the car for a new reservation, or says why not (another holds it, or the key was used). */
  async take(draft: ReservationDraft): Promise<TakeOutcome> {
    // a reservation that freed the car between the two statements below is rare; a second try settles it
    for (let attempt = 0; attempt < 2; attempt++) {
      const inserted = await this.#db.query<Reservation>(
        `INSERT INTO reservations
           (tenant, car_slug, journey, status, amount_cents, currency, user_id, name, last_name, email, phone,
            provider, payment_token, idempotency_key, request_hash, created_at)
         VALUES ($1, $2, $3, 'authorising', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         ON CONFLICT DO NOTHING
         RETURNING ${COLUMNS}`,
        [
          draft.tenant,
          draft.carSlug,
          draft.journey,
          draft.amountCents,
          draft.currency,
          draft.userId,
          draft.name,
          draft.lastName,
          draft.email,
          draft.phone,
          draft.provider,
          draft.paymentToken,
          draft.idempotencyKey,
          draft.requestHash,
          draft.createdAt,
        ],
      );
      const taken = inserted.rows[0];
      if (taken) return { kind: 'taken', reservation: taken };
      const earlier = await this.byKey(draft.tenant, draft.idempotencyKey, draft.requestHash);
      if (earlier) return earlier;
      if ((await this.reservedSlugs(draft.tenant, [draft.carSlug])).size > 0) return { kind: 'car-reserved' };
    }
    return { kind: 'car-reserved' };
  }

  /**
   * The reservations a signed-in shopper made on the tenant's site (those that took their user
   * id), newest first; in `db` when given (Download my data reads in its own transaction).
   */
  async byUser(tenant: string, userId: string, db: Queryable = this.#db): Promise<ShopperReservation[]> {
    return this.#shopperRows(db, tenant, userId, null);
  }

  /** One reservation of the shopper's on the tenant's site, or null when it is not theirs (or there is no such). */
  async ofUser(tenant: string, userId: string, id: string): Promise<ShopperReservation | null> {
    if (!UUID.test(id)) return null;
    return (await this.#shopperRows(this.#db, tenant, userId, id))[0] ?? null;
  }

  async #shopperRows(db: Queryable, tenant: string, userId: string, id: string | null) {
    const found = await db.query<ShopperReservation>(
      `SELECT ${JOINED_COLUMNS}, l.payload->'context'->>'car_title' AS lead_car_title
         FROM reservations r
         LEFT JOIN leads l ON l.id = r.lead_id AND l.tenant = r.tenant
        WHERE r.tenant = $1 AND r.user_id = $2 AND ($3::uuid IS NULL OR r.id = $3::uuid)
        ORDER BY r.created_at DESC
        LIMIT ${MAX_SHOPPER_RESERVATIONS}`,
      [tenant, userId, id],
    );
    return found.rows;
  }

  async get(id: string): Promise<Reservation | null> {
    if (!UUID.test(id)) return null;
    const found = await this.#db.query<Reservation>(`SELECT ${COLUMNS} FROM reservations WHERE id = $1`, [id]);
    return found.rows[0] ?? null;
  }

  /** The reservation whose payment this is (the processor's id), if any. */
  async byPayment(paymentId: string): Promise<Reservation | null> {
    const found = await this.#db.query<Reservation>(`SELECT ${COLUMNS} FROM reservations WHERE payment_id = $1`, [
      paymentId,
    ]);
    return found.rows[0] ?? null;
  }

  /** The reservation keeping the car while its shopper's bank check waits, if one does. */
  async verifyingFor(tenant: string, carSlug: string): Promise<Reservation | null> {
    const found = await this.#db.query<Reservation>(
      `SELECT ${COLUMNS} FROM reservations WHERE tenant = $1 AND car_slug = $2 AND status = 'verifying'`,
      [tenant, carSlug],
    );
    return found.rows[0] ?? null;
  }

  /** The cars of `slugs` that a reservation holds on the tenant's site. */
  async reservedSlugs(tenant: string, slugs: readonly string[]): Promise<Set<string>> {
    if (slugs.length === 0) return new Set();
    const found = await this.#db.query<{ car_slug: string }>(
      `SELECT car_slug FROM reservations WHERE tenant = $1 AND car_slug = ANY($2::text[]) AND status = ANY($3::text[])`,
      [tenant, [...slugs], [...ACTIVE_STATUSES]],
    );
    return new Set(found.rows.map((row) => row.car_slug));
  }

  /**
   * The card's bank asked the shopper to verify the payment `paymentId` (3-D Secure): the
   * reservation keeps the car until `verifyBy` (its `expires_at` while verifying). Null when
   * it was no longer authorising.
   */
  async awaitVerification(id: string, paymentId: string, verifyBy: Date): Promise<Reservation | null> {
    const waiting = await this.#db.query<Reservation>(
      `UPDATE reservations SET status = 'verifying', payment_id = $2, expires_at = $3
        WHERE id = $1 AND status = 'authorising'
        RETURNING ${COLUMNS}`,
      [id, paymentId, verifyBy],
    );
    return waiting.rows[0] ?? null;
  }

  /**
   * The card was authorised (at once, or after the bank's check): the reservation holds the car
   * until `expiresAt`. `then` runs in the same transaction with the held reservation (its lead
   * and e-mails are queued there), so a held reservation never lacks them. Null when the
   * reservation was no longer authorising or verifying.
   */
  async hold(
    id: string,
    paymentId: string,
    heldAt: Date,
    expiresAt: Date,
    then: (tx: Queryable, reservation: Reservation) => Promise<void>,
  ): Promise<Reservation | null> {
    return this.#db.transaction(async (tx) => {
      const held = await tx.query<Reservation>(
        `UPDATE reservations SET status = 'held', payment_id = $2, held_at = $3, expires_at = $4
          WHERE id = $1 AND status IN ('authorising', 'verifying')
          RETURNING ${COLUMNS}`,
        [id, paymentId, heldAt, expiresAt],
      );
      const reservation = held.rows[0] ?? null;
      if (reservation) await then(tx, reservation);
      return reservation;
    });
  }

  /** The card was declined, or the processor could not be asked: the car is free again. */
  async fail(id: string, status: 'declined' | 'failed', message: string | null, at: Date): Promise<void> {
    await this.#db.query(
      `UPDATE reservations SET status = $2, decline_message = $3, settled_at = $4
        WHERE id = $1 AND status = 'authorising'`,
      [id, status, message, at],
    );
  }

  /**
   * The bank's check ended without a hold: this reservation's failed or was abandoned (`id`), or
   * every check not finished by `dueBy`. Each car is free again, and each payment is owed a
   * release, so its client secret can authorise nothing later. Those no longer verifying are left.
   */
  async failVerification(which: { id: string } | { dueBy: Date }, message: string, at: Date): Promise<Reservation[]> {
    const id = 'id' in which ? which.id : null;
    if (id !== null && !UUID.test(id)) return [];
    const failed = await this.#db.query<Reservation>(
      `UPDATE reservations SET status = 'declined', decline_message = $3, settled_at = $4, payment_action = 'release'
        WHERE status = 'verifying' AND ($1::uuid IS NULL OR id = $1::uuid) AND ($2::timestamptz IS NULL OR expires_at <= $2)
        RETURNING ${COLUMNS}`,
      [id, 'dueBy' in which ? which.dueBy : null, message, at],
    );
    return failed.rows;
  }

  /**
   * Moves a reservation from one of `from` to `to`, with the payment action the processor
   * then owes; `then` runs in the same transaction. Null when it was in none of `from` (another
   * request or the expiry got there first).
   */
  async settle(
    id: string,
    from: readonly ReservationStatus[],
    to: ReservationStatus,
    /** Null when the processor already did it (it told us so). */
    action: PaymentAction | null,
    at: Date,
    then?: (tx: Queryable, reservation: Reservation) => Promise<void>,
  ): Promise<Reservation | null> {
    if (!UUID.test(id)) return null;
    return this.#db.transaction(async (tx) => {
      const moved = await tx.query<Reservation>(
        `UPDATE reservations SET status = $3, payment_action = $4, settled_at = $5
          WHERE id = $1 AND status = ANY($2::text[])
          RETURNING ${COLUMNS}`,
        [id, [...from], to, action, at],
      );
      const reservation = moved.rows[0] ?? null;
      if (reservation && then) await then(tx, reservation);
      return reservation;
    });
  }

  /**
   * Every held reservation whose hold ended by `now` becomes expired, its authorisation to
   * release; `then` runs in the same transaction with them (the shoppers' e-mails).
   */
  async expireDue(now: Date, then?: (tx: Queryable, expired: Reservation[]) => Promise<void>): Promise<Reservation[]> {
    return this.#db.transaction(async (tx) => {
      const expired = await tx.query<Reservation>(
        `UPDATE reservations SET status = 'expired', payment_action = 'release', settled_at = $1
          WHERE status = 'held' AND expires_at <= $1
          RETURNING ${COLUMNS}`,
        [now],
      );
      if (expired.rows.length > 0) await then?.(tx, expired.rows);
      return expired.rows;
    });
  }

  /** Reservations still authorising since before `before`: their process died while the processor was asked. */
  async stuckAuthorising(before: Date): Promise<Reservation[]> {
    const stuck = await this.#db.query<Reservation>(
      `SELECT ${COLUMNS} FROM reservations WHERE status = 'authorising' AND created_at < $1 ORDER BY created_at LIMIT 50`,
      [before],
    );
    return stuck.rows;
  }

  /** A stuck reservation fails and frees its car; a hold the processor made for it is owed a release. */
  async abandon(id: string, paymentId: string | null, at: Date): Promise<boolean> {
    const moved = await this.#db.query(
      `UPDATE reservations SET status = 'failed', payment_id = $2, settled_at = $3,
              payment_action = CASE WHEN $2::text IS NULL THEN NULL ELSE 'release' END
        WHERE id = $1 AND status = 'authorising'`,
      [id, paymentId, at],
    );
    return moved.rowCount > 0;
  }

  /** Reservations whose payment the processor still has to capture or release, oldest first. */
  async owedPaymentActions(limit = 50): Promise<Reservation[]> {
    const owed = await this.#db.query<Reservation>(
      `SELECT ${COLUMNS} FROM reservations WHERE payment_action IS NOT NULL ORDER BY settled_at LIMIT $1`,
      [limit],
    );
    return owed.rows;
  }

  /**
   * The reservations of deleted accounts that have ended (the expiry, the dealer or the
   * shopper's link settled them since) lose their shopper's details, and their leads and
   * e-mails with them, once their last e-mail is sent (or a day after they ended, sent or not).
   * Answers how many.
   */
  async deidentifyEnded(now: Date): Promise<number> {
    return this.#db.transaction(async (tx) => {
      const ended = await tx.query<{ id: string; tenant: string; lead_id: string | null }>(
        `SELECT id, tenant, lead_id FROM reservations r
          WHERE account_deleted_at IS NOT NULL AND deidentified_at IS NULL AND status <> ALL($1::text[])
            AND NOT EXISTS (SELECT 1 FROM shopper_emails e
                             WHERE e.reservation_id = r.id AND e.sent_at IS NULL
                               AND r.settled_at > $2::timestamptz - interval '${LAST_EMAIL_WAIT}')
          ORDER BY settled_at
          LIMIT 100
          FOR UPDATE SKIP LOCKED`,
        [[...ACTIVE_STATUSES], now],
      );
      for (const row of ended.rows) {
        await deidentifyReservations(tx, [row.id]);
        if (row.lead_id) await deidentifyLeads(tx, row.tenant, [row.lead_id]);
      }
      return ended.rows.length;
    });
  }

  /** The processor did what was owed. */
  async paymentActionDone(id: string, action: PaymentAction): Promise<void> {
    await this.#db.query(`UPDATE reservations SET payment_action = NULL WHERE id = $1 AND payment_action = $2`, [
      id,
      action,
    ]);
  }
}

/**
 * Blanks the shopper's details of these reservations (name, last name, e-mail, phone, and the
 * hash of the request that carried them) and deletes their e-mails, in the caller's
 * transaction; what was reserved stays (car, deposit, dates, status, the processor's payment
 * id). Their leads are the caller's to de-identify. Answers how many.
 */
export async function deidentifyReservations(tx: Queryable, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const done = await tx.query(
    `UPDATE reservations
        SET name = '', last_name = '', email = '', phone = '', request_hash = '', user_id = NULL,
            deidentified_at = now()
      WHERE id = ANY($1::uuid[]) AND deidentified_at IS NULL`,
    [[...ids]],
  );
  await tx.query('DELETE FROM shopper_emails WHERE reservation_id = ANY($1::uuid[])', [[...ids]]);
  return done.rowCount;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
