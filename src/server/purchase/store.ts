import {
  ABANDONED_AFTER_DAYS,
  FINISHING_DEPOSIT_STATUSES,
  type DealerJourneyStatus,
} from '../../domain/purchase/dealer-journeys.ts';
import type { PurchaseChoices } from '../../domain/purchase/journey.ts';
import type { Reservation } from '../reservations/store.ts';
import type { Database, Queryable } from '../storage/database.ts';

/** A shopper's online purchase of one car, as stored (migration 0018). */
export interface PurchaseJourney {
  id: string;
  tenant: string;
  user_id: string;
  car_slug: string;
  choices: PurchaseChoices;
  /** The deposit's reservation once it was held (whatever became of it since). */
  reservation_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Whose journey, for which car. */
export interface JourneyKey {
  tenant: string;
  userId: string;
  carSlug: string;
}

type JourneyRow = Omit<PurchaseJourney, 'choices'> & { [K in keyof PurchaseChoices]: PurchaseChoices[K] | null };

/** The choices' columns: one per answered step (step 1 has two), named as the answer names them. */
const CHOICE_COLUMNS = [
  'details',
  'drive_away',
  'trade_in',
  'finance',
  'delivery',
] as const satisfies readonly (keyof PurchaseChoices)[];

const COLUMNS = `id, tenant, user_id, car_slug, ${CHOICE_COLUMNS.join(', ')}, reservation_id, created_at, updated_at`;

/** The journey of a row, which may carry more columns (the dealer's list): those stay behind. */
function journeyOf(row: JourneyRow): PurchaseJourney {
  const { id, tenant, user_id, car_slug, reservation_id, created_at, updated_at } = row;
  const { details, drive_away, trade_in, finance, delivery } = row;
  return {
    id,
    tenant,
    user_id,
    car_slug,
    choices: { details, drive_away, trade_in, finance, delivery },
    reservation_id,
    created_at,
    updated_at,
  };
}

/** Where a page of the dealer's list starts: after the journey of this activity (to the microsecond, as stored) and id. */
export interface JourneyCursor {
  /** updated_at in UTC as Postgres keeps it, to the microsecond (a Date would lose the last three digits). */
  at: string;
  id: string;
}

/** What the dealer asks of the site’s journeys (DealerJourneyQuerySchema, read). */
export interface DealerJourneyFilter {
  status?: DealerJourneyStatus;
  /** Changed on or after. */
  since?: Date;
  carSlug?: string;
  limit: number;
  after?: JourneyCursor;
}

/** A journey as the dealer lists it: where it is, and its deposit's reservation, if one held the car. */
export interface DealerJourney {
  journey: PurchaseJourney;
  status: DealerJourneyStatus;
  deposit: Pick<Reservation, 'id' | 'status' | 'amount_cents' | 'held_at' | 'expires_at'> | null;
}

type DealerJourneyRow = JourneyRow & {
  status: DealerJourneyStatus;
  cursor_at: string;
  deposit_status: Reservation['status'] | null;
  deposit_cents: number | null;
  deposit_held_at: Date | null;
  deposit_expires_at: Date | null;
};

/**
 * Saves choices of the journey in the transaction that locked it, creating it with the first
 * step; `leadId` is a lead the answer sent (trade-in, finance), kept with the journey.
 */
type SaveChoices = (choices: Partial<PurchaseChoices>, leadId?: string | null) => Promise<PurchaseJourney>;

/**
 * Purchase journeys in Postgres: one per shopper and car on a site, each step's answer in its
 * own column. A step is answered in one transaction with the journey's row locked, so the lead
 * an answer sends and the answer land together, and a step posted twice at once sends one.
 */
export class PurchaseJourneyStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async get(key: JourneyKey, db: Queryable = this.#db): Promise<PurchaseJourney | null> {
    const { rows } = await db.query<JourneyRow>(
      `SELECT ${COLUMNS} FROM purchase_journeys WHERE tenant = $1 AND user_id = $2 AND car_slug = $3`,
      [key.tenant, key.userId, key.carSlug],
    );
    return rows[0] ? journeyOf(rows[0]) : null;
  }

  /** The shopper's journeys on the site, the latest changed first (Download my data). */
  async byUser(tenant: string, userId: string, db: Queryable = this.#db): Promise<PurchaseJourney[]> {
    const { rows } = await db.query<JourneyRow>(
      `SELECT ${COLUMNS} FROM purchase_journeys WHERE tenant = $1 AND user_id = $2 ORDER BY updated_at DESC`,
      [tenant, userId],
    );
    return rows.map(journeyOf);
  }

  /**
   * Runs `work` in one transaction with the journey's row locked (null: not begun), handing it
   * `save` to write choices; what work answers, change answers.
   */
  async change<T>(
    key: JourneyKey,
    work: (tx: Queryable, current: PurchaseJourney | null, save: SaveChoices) => Promise<T>,
  ): Promise<T> {
    return this.#db.transaction(async (tx) => {
      const { rows } = await tx.query<JourneyRow>(
        `SELECT ${COLUMNS} FROM purchase_journeys WHERE tenant = $1 AND user_id = $2 AND car_slug = $3 FOR UPDATE`,
        [key.tenant, key.userId, key.carSlug],
      );
      const current = rows[0] ? journeyOf(rows[0]) : null;
      return work(tx, current, (choices, leadId) => save(tx, key, choices, leadId ?? null));
    });
  }

  /**
   * The site's journeys for its dealer, the newest activity first, `filter.limit` of them after
   * the cursor, and the cursor of the page after (null: this is the last). A journey's status is
   * worked out here, once, for the filter and the answer alike: finished while its deposit holds
   * the car (FINISHING_DEPOSIT_STATUSES), else abandoned when unchanged for ABANDONED_AFTER_DAYS by
   * the database's clock (which wrote updated_at), else in progress.
   */
  async forDealer(
    tenant: string,
    filter: DealerJourneyFilter,
  ): Promise<{ journeys: DealerJourney[]; next: JourneyCursor | null }> {
    const journeyColumns = COLUMNS.split(', ')
      .map((column) => `j.${column}`)
      .join(', ');
    const { rows } = await this.#db.query<DealerJourneyRow>(
      `SELECT * FROM (
         SELECT ${journeyColumns},
                to_char(j.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at,
                r.status AS deposit_status, r.amount_cents AS deposit_cents,
                r.held_at AS deposit_held_at, r.expires_at AS deposit_expires_at,
                CASE WHEN r.status = ANY($2::text[]) THEN 'finished'
                     WHEN j.updated_at < now() - make_interval(days => $3::int) THEN 'abandoned'
                     ELSE 'in-progress' END AS status
           FROM purchase_journeys j
           LEFT JOIN reservations r ON r.id = j.reservation_id AND r.tenant = j.tenant
          WHERE j.tenant = $1
            AND ($4::timestamptz IS NULL OR j.updated_at >= $4::timestamptz)
            AND ($5::text IS NULL OR j.car_slug = $5::text)
            AND ($6::timestamptz IS NULL OR (j.updated_at, j.id) < ($6::timestamptz, $7::uuid))
       ) AS listed
       WHERE $8::text IS NULL OR status = $8::text
       ORDER BY updated_at DESC, id DESC
       LIMIT $9::int`,
      [
        tenant,
        [...FINISHING_DEPOSIT_STATUSES],
        ABANDONED_AFTER_DAYS,
        filter.since ?? null,
        filter.carSlug ?? null,
        filter.after?.at ?? null,
        filter.after?.id ?? null,
        filter.status ?? null,
        filter.limit + 1,
      ],
    );
    const page = rows.slice(0, filter.limit);
    const last = page.at(-1);
    return {
      journeys: page.map((row) => ({
        journey: journeyOf(row),
        status: row.status,
        deposit:
          row.reservation_id && row.deposit_status && row.deposit_cents !== null
            ? {
                id: row.reservation_id,
                status: row.deposit_status,
                amount_cents: row.deposit_cents,
                held_at: row.deposit_held_at,
                expires_at: row.deposit_expires_at,
              }
            : null,
      })),
      next: rows.length > filter.limit && last ? { at: last.cursor_at, id: last.id } : null,
    };
  }

  /** The deposit's reservation was held: the journey is done, in the transaction that holds it. */
  async linkReservation(tx: Queryable, key: JourneyKey, reservationId: string): Promise<void> {
    await tx.query(
      `UPDATE purchase_journeys SET reservation_id = $4, updated_at = now()
        WHERE tenant = $1 AND user_id = $2 AND car_slug = $3`,
      [key.tenant, key.userId, key.carSlug, reservationId],
    );
  }
}

async function save(
  tx: Queryable,
  key: JourneyKey,
  choices: Partial<PurchaseChoices>,
  leadId: string | null,
): Promise<PurchaseJourney> {
  const columns = CHOICE_COLUMNS.filter((column) => column in choices);
  const values = columns.map((column) => {
    const value = choices[column];
    return value === null || value === undefined ? null : JSON.stringify(value);
  });
  const { rows } = await tx.query<JourneyRow>(
    `INSERT INTO purchase_journeys (tenant, user_id, car_slug, lead_ids${columns.map((c) => `, ${c}`).join('')})
     VALUES ($1, $2, $3, $4::uuid[]${columns.map((_, i) => `, $${i + 5}::jsonb`).join('')})
     ON CONFLICT (tenant, user_id, car_slug) DO UPDATE
       SET ${columns.map((c) => `${c} = EXCLUDED.${c}, `).join('')}lead_ids = purchase_journeys.lead_ids || EXCLUDED.lead_ids,
           updated_at = now()
     RETURNING ${COLUMNS}`,
    [key.tenant, key.userId, key.carSlug, leadId ? [leadId] : [], ...values],
  );
  const saved = rows[0];
  if (!saved) throw new Error('a purchase journey was not saved');
  return journeyOf(saved);
}

/** The leads the shopper's journeys on the site sent (trade-in, finance), in the caller's transaction: Delete my account de-identifies them. */
export async function journeyLeadIds(tx: Queryable, tenant: string, userId: string): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT DISTINCT unnest(lead_ids)::text AS id FROM purchase_journeys WHERE tenant = $1 AND user_id = $2`,
    [tenant, userId],
  );
  return rows.map((row) => row.id);
}
