import {
  criteriaKey,
  SAVED_SEARCH_LIMITS,
  type AlertSettings,
  type SavedSearchCriteria,
  type SavedSearchView,
} from '../../domain/account/saved-searches.ts';
import type { Database, Queryable } from '../storage/database.ts';

interface SavedSearchRow {
  id: string;
  label: string;
  path: string;
  alerts: boolean;
  created_at: Date | string;
}

const VIEW_COLUMNS = 'id, label, path, alerts, created_at';

const view = (row: SavedSearchRow): SavedSearchView => ({
  id: row.id,
  label: row.label,
  path: row.path,
  alerts: row.alerts,
  created_at: new Date(row.created_at).toISOString(),
});

/** A search to keep, as the search page sends it. */
export interface SavedSearchInput {
  label: string;
  path: string;
  criteria: SavedSearchCriteria;
}

/** A shopper e-mail as Download my data lists it. */
export interface HeldShopperEmail {
  kind: string;
  to: string;
  subject: string;
  queued_at: string;
  sent_at: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An id from a request or a link, checked before Postgres reads it as a uuid (a bad one is 'not found', not an error). */
const isUuid = (value: string) => UUID.test(value);

/** The saved_searches and alert_addresses tables of one shopper. */
export class SavedSearchStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /** The user's searches, newest first. */
  async list(userId: string, db: Queryable = this.#db): Promise<SavedSearchView[]> {
    const { rows } = await db.query<SavedSearchRow>(
      `SELECT ${VIEW_COLUMNS} FROM saved_searches WHERE user_id = $1 ORDER BY created_at DESC, id`,
      [userId],
    );
    return rows.map(view);
  }

  /**
   * Keeps a search: the same criteria saved again answer the search already kept (its label
   * and path brought up to date); past the limit, 'too-many'.
   */
  async save(userId: string, input: SavedSearchInput): Promise<SavedSearchView | 'too-many'> {
    const key = criteriaKey(input.criteria);
    return this.#db.transaction(async (tx) => {
      // one save at a time per user, so two at once cannot both pass the limit
      await tx.query('SELECT 1 FROM shopper_users WHERE id = $1 FOR UPDATE', [userId]);
      const kept = await tx.query<SavedSearchRow>(
        `UPDATE saved_searches SET label = $3, path = $4 WHERE user_id = $1 AND criteria_key = $2 RETURNING ${VIEW_COLUMNS}`,
        [userId, key, input.label, input.path],
      );
      if (kept.rows[0]) return view(kept.rows[0]);
      const count = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1', [
        userId,
      ]);
      if ((count.rows[0]?.n ?? 0) >= SAVED_SEARCH_LIMITS.perUser) return 'too-many';
      const added = await tx.query<SavedSearchRow>(
        `INSERT INTO saved_searches (user_id, label, path, criteria, criteria_key) VALUES ($1, $2, $3, $4, $5)
         RETURNING ${VIEW_COLUMNS}`,
        [userId, input.label, input.path, JSON.stringify(input.criteria), key],
      );
      return view(added.rows[0]!);
    });
  }

  async remove(userId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const { rowCount } = await this.#db.query('DELETE FROM saved_searches WHERE user_id = $1 AND id = $2', [
      userId,
      id,
    ]);
    return rowCount > 0;
  }

  async setAlerts(userId: string, id: string, alerts: boolean): Promise<SavedSearchView | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.#db.query<SavedSearchRow>(
      `UPDATE saved_searches SET alerts = $3 WHERE user_id = $1 AND id = $2 RETURNING ${VIEW_COLUMNS}`,
      [userId, id, alerts],
    );
    return rows[0] ? view(rows[0]) : null;
  }

  async settings(userId: string, db: Queryable = this.#db): Promise<AlertSettings> {
    const { rows } = await db.query<{ email: string; confirmed: boolean; price_drops: boolean }>(
      'SELECT email, confirmed_at IS NOT NULL AS confirmed, price_drops FROM alert_addresses WHERE user_id = $1',
      [userId],
    );
    const row = rows[0];
    return row
      ? { email: row.email, confirmed: row.confirmed, priceDrops: row.price_drops }
      : { email: null, confirmed: false, priceDrops: false };
  }

  /**
   * Sets the alert address. A new address starts unconfirmed and `send` is called in the same
   * transaction to e-mail its confirmation link; the confirmed address given again changes
   * nothing. 'too-soon' past the hourly cap of confirmation e-mails.
   */
  async setEmail(
    userId: string,
    email: string,
    send: (tx: Queryable) => Promise<void>,
  ): Promise<AlertSettings | 'too-soon'> {
    return this.#db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM shopper_users WHERE id = $1 FOR UPDATE', [userId]);
      const now = await this.settings(userId, tx);
      if (now.confirmed && now.email === email) return now;
      const sent = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM shopper_emails
         WHERE user_id = $1 AND kind = 'confirm-address' AND created_at > now() - interval '1 hour'`,
        [userId],
      );
      if ((sent.rows[0]?.n ?? 0) >= SAVED_SEARCH_LIMITS.confirmationsPerHour) return 'too-soon';
      await tx.query(
        `INSERT INTO alert_addresses (user_id, email) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, confirmed_at = NULL`,
        [userId, email],
      );
      await send(tx);
      return this.settings(userId, tx);
    });
  }

  /** The e-mails kept for the user (Download my data): what was sent where, and when. */
  async emails(userId: string, db: Queryable = this.#db): Promise<HeldShopperEmail[]> {
    const { rows } = await db.query<{
      kind: string;
      message: { to: string; subject: string } | string;
      created_at: Date | string;
      sent_at: Date | string | null;
    }>('SELECT kind, message, created_at, sent_at FROM shopper_emails WHERE user_id = $1 ORDER BY created_at', [
      userId,
    ]);
    return rows.map((row) => {
      const message =
        typeof row.message === 'string' ? (JSON.parse(row.message) as { to: string; subject: string }) : row.message;
      return {
        kind: row.kind,
        to: message.to,
        subject: message.subject,
        queued_at: new Date(row.created_at).toISOString(),
        sent_at: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
      };
    });
  }

  /** Switches price-drop alerts; null when the user has no alert address yet. */
  async setPriceDrops(userId: string, on: boolean): Promise<AlertSettings | null> {
    const { rowCount } = await this.#db.query('UPDATE alert_addresses SET price_drops = $2 WHERE user_id = $1', [
      userId,
      on,
    ]);
    return rowCount > 0 ? this.settings(userId) : null;
  }

  /** Confirms the address a link was made for: false once the user has set another since, or is gone. */
  async confirm(userId: string, email: string): Promise<boolean> {
    if (!isUuid(userId)) return false;
    const { rowCount } = await this.#db.query(
      'UPDATE alert_addresses SET confirmed_at = coalesce(confirmed_at, now()) WHERE user_id = $1 AND email = $2',
      [userId, email],
    );
    return rowCount > 0;
  }

  /** Stops a search's alerts: its label, or null when the search is gone. */
  async stopSearchAlerts(tenant: string, id: string): Promise<string | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.#db.query<{ label: string }>(
      `UPDATE saved_searches s SET alerts = false FROM shopper_users u
       WHERE s.id = $1 AND u.id = s.user_id AND u.tenant = $2 RETURNING s.label`,
      [id, tenant],
    );
    return rows[0]?.label ?? null;
  }

  /** Stops a user's price-drop alerts: false when the user is gone. */
  async stopPriceDrops(tenant: string, userId: string): Promise<boolean> {
    if (!isUuid(userId)) return false;
    const { rowCount } = await this.#db.query(
      `UPDATE alert_addresses a SET price_drops = false FROM shopper_users u
       WHERE a.user_id = $1 AND u.id = a.user_id AND u.tenant = $2`,
      [userId, tenant],
    );
    return rowCount > 0;
  }
}
