import { drawPrize } from '../../domain/promo/spin-to-win/draw.ts';
import type { SpinCampaign, SpinPrize } from '../../domain/promo/spin-to-win/campaign.ts';
import type { Database, Queryable } from '../storage/database.ts';

/** A row of `spins` (migration 0019). */
export interface StoredSpin {
  id: string;
  tenant: string;
  campaign_id: string;
  user_id: string | null;
  phone_hash: string;
  prize_id: string | null;
  voucher_code: string | null;
  lead_id: string | null;
  idempotency_key: string;
  created_at: Date;
}

/** Who spins: the keyed hash of the number the spin counts against, and the account when signed in. */
export interface Spinner {
  phoneHash: string;
  userId: string | null;
}

export interface SpinInput extends Spinner {
  tenant: string;
  campaign: SpinCampaign;
  idempotencyKey: string;
  /** The draw's uniform random value in [0, 1), from the server's CSPRNG. */
  value: number;
  /** The voucher code a prize won gets (drawn beforehand; unused when the wheel stops on nothing). */
  voucher: string;
  at: Date;
}

/** What a spin came to: drawn (and won `prize`, or nothing), or refused since the shopper or the key has one already. */
export type SpinOutcome = { kind: 'spun'; spin: StoredSpin; prize: SpinPrize | null } | { kind: 'taken' };

/** Writes what a prize won brings (its lead, under the spin's id, and its voucher e-mail) in the draw's own transaction. */
export type PrizeWon = (tx: Queryable, spin: StoredSpin, prize: SpinPrize) => Promise<void>;

const COLUMNS =
  'id, tenant, campaign_id, user_id, phone_hash, prize_id, voucher_code, lead_id, idempotency_key, created_at';

function row(spin: StoredSpin): StoredSpin {
  return { ...spin, created_at: new Date(spin.created_at) };
}

/**
 * The spins (migration 0019). A spin is one transaction: the shopper's one spin of the campaign
 * claimed (a second, or a retry with the same key, inserts nothing), the draw, the prize taken
 * from its stock only while some is left, and what a prize brings (`won`: its lead and voucher
 * e-mail). So the draw is stored before anyone is told it, and a prize is never won past its
 * stock nor counted without its spin.
 */
export class SpinStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async #one(where: string, params: readonly unknown[], db: Queryable = this.#db): Promise<StoredSpin | null> {
    const { rows } = await db.query<StoredSpin>(`SELECT ${COLUMNS} FROM spins WHERE ${where}`, params);
    return rows[0] ? row(rows[0]) : null;
  }

  /** The spin a request with this Idempotency-Key made. */
  byKey(tenant: string, key: string): Promise<StoredSpin | null> {
    return this.#one('tenant = $1 AND idempotency_key = $2', [tenant, key]);
  }

  /** The spin of this campaign counted against the number or the account. */
  bySpinner(tenant: string, campaignId: string, spinner: Spinner): Promise<StoredSpin | null> {
    return this.#one(
      'tenant = $1 AND campaign_id = $2 AND (phone_hash = $3 OR user_id = $4) ORDER BY created_at LIMIT 1',
      [tenant, campaignId, spinner.phoneHash, spinner.userId],
    );
  }

  /** A spin by its id (the page's spin cookie), if it is of this campaign. */
  byId(tenant: string, campaignId: string, id: string): Promise<StoredSpin | null> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) return Promise.resolve(null);
    return this.#one('tenant = $1 AND campaign_id = $2 AND id = $3', [tenant, campaignId, id]);
  }

  /** The account's spins on this site, newest first (Download my data). */
  async byUser(tenant: string, userId: string, db: Queryable = this.#db): Promise<StoredSpin[]> {
    const { rows } = await db.query<StoredSpin>(
      `SELECT ${COLUMNS} FROM spins WHERE tenant = $1 AND user_id = $2 ORDER BY created_at DESC`,
      [tenant, userId],
    );
    return rows.map(row);
  }

  /** How many of each prize the campaign has given away (the draw's tests read it, as may a dealer's report). */
  async prizesWon(tenant: string, campaignId: string, db: Queryable = this.#db): Promise<Map<string, number>> {
    const { rows } = await db.query<{ prize_id: string; won: number }>(
      'SELECT prize_id, won FROM spin_prizes_won WHERE tenant = $1 AND campaign_id = $2',
      [tenant, campaignId],
    );
    return new Map(rows.map((r) => [r.prize_id, Number(r.won)]));
  }

  /** One spin, drawn and stored in one transaction (above). */
  spin(input: SpinInput, won: PrizeWon): Promise<SpinOutcome> {
    const { tenant, campaign } = input;
    return this.#db.transaction(async (tx): Promise<SpinOutcome> => {
      // the shopper's one spin first: a second (or a key already used) stops here, having taken no prize
      const claimed = await tx.query<StoredSpin>(
        `INSERT INTO spins (tenant, campaign_id, user_id, phone_hash, idempotency_key, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT DO NOTHING
         RETURNING ${COLUMNS}`,
        [tenant, campaign.id, input.userId, input.phoneHash, input.idempotencyKey, input.at],
      );
      const spin = claimed.rows[0];
      if (!spin) return { kind: 'taken' };
      const given = await this.prizesWon(tenant, campaign.id, tx);
      const drawn = drawPrize(input.value, campaign.prizes, (prize) => (given.get(prize.id) ?? 0) < prize.stock);
      // what was read above may be stale by now: the stock is taken only while some is left, and
      // a spin that finds the last one gone meanwhile wins nothing, as the draw would have said
      const taken = drawn
        ? await tx.query(
            `INSERT INTO spin_prizes_won AS p (tenant, campaign_id, prize_id, won) VALUES ($1, $2, $3, 1)
             ON CONFLICT (tenant, campaign_id, prize_id) DO UPDATE SET won = p.won + 1 WHERE p.won < $4
             RETURNING won`,
            [tenant, campaign.id, drawn.id, drawn.stock],
          )
        : null;
      const prize = drawn && taken && taken.rows.length > 0 ? drawn : null;
      if (!prize) return { kind: 'spun', spin: row(spin), prize: null };
      // the prize's lead is stored under the spin's own id, so its reference is the spin's
      const updated = await tx.query<StoredSpin>(
        `UPDATE spins SET prize_id = $2, voucher_code = $3, lead_id = id WHERE id = $1 RETURNING ${COLUMNS}`,
        [spin.id, prize.id, input.voucher],
      );
      const winning = row(updated.rows[0]!);
      await won(tx, winning, prize);
      return { kind: 'spun', spin: winning, prize };
    });
  }
}

/** The leads the account's prizes sent, whatever number was typed into them: Delete my account de-identifies them. */
export async function spinLeadIds(tx: Queryable, tenant: string, userId: string): Promise<string[]> {
  const { rows } = await tx.query<{ lead_id: string }>(
    'SELECT lead_id FROM spins WHERE tenant = $1 AND user_id = $2 AND lead_id IS NOT NULL',
    [tenant, userId],
  );
  return rows.map((r) => r.lead_id);
}
