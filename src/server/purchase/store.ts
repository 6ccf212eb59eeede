import type { PurchaseChoices } from '../../domain/purchase/journey.ts';
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

function journeyOf(row: JourneyRow): PurchaseJourney {
  const { details, drive_away, trade_in, finance, delivery, ...rest } = row;
  return { ...rest, choices: { details, drive_away, trade_in, finance, delivery } };
}

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
