import { DEIDENTIFIED_LEAD_CONTEXT, DEIDENTIFIED_LEAD_FIELDS } from '../../domain/account/my-data.ts';
import { normalisedPhone } from '../../domain/contact/phone-lead-limit.ts';
import { leadReference } from '../../domain/forms/lead-reference.ts';
import type { KeyedHash } from '../privacy/keyed-hash.ts';
import type { Database, Queryable } from '../storage/database.ts';
import type { AlertSettings, SavedSearchView } from '../../domain/account/saved-searches.ts';
import { SavedSearchStore, type HeldShopperEmail } from '../saved-searches/store.ts';
import { WatchlistStore, type WatchlistItem } from '../watchlist/store.ts';
import type { ShopperUser } from './sessions.ts';

/** A lead the API holds for the shopper's number, as the garage lists it and the download gives it. */
export interface HeldLead {
  id: string;
  reference: string;
  kind: string;
  category: string;
  subcategory: string | null;
  car_id: string | null;
  dealership_slug: string | null;
  sent_at: string;
  delivered: boolean;
}

interface LeadRow {
  id: string;
  kind: string;
  category: string;
  subcategory: string | null;
  car_id: string | null;
  dealership_slug: string | null;
  created_at: Date | string;
  delivered: boolean;
  payload: { fields?: Record<string, unknown>; context?: Record<string, unknown> };
}

/** Everything the API holds about a shopper on one site: Download my data. */
export interface MyData {
  site: string;
  exported_at: string;
  account: { phone: string; created_at: string };
  sessions: { started_at: string; last_seen_at: string }[];
  watchlist: WatchlistItem[];
  enquiries: (HeldLead & { fields: Record<string, unknown>; context: Record<string, unknown> })[];
  saved_searches: SavedSearchView[];
  alerts: AlertSettings;
  alert_emails: HeldShopperEmail[];
}

/** The most enquiries the garage lists and the download gives (one a day for a few months). */
const MAX_LEADS = 200;

const iso = (value: Date | string) => new Date(value).toISOString();

function heldLead(row: LeadRow): HeldLead {
  return {
    id: row.id,
    reference: leadReference(row.id),
    kind: row.kind,
    category: row.category,
    subcategory: row.subcategory,
    car_id: row.car_id,
    dealership_slug: row.dealership_slug,
    sent_at: iso(row.created_at),
    delivered: row.delivered,
  };
}

/**
 * A signed-in shopper's own records on one site (the access and deletion requests the privacy
 * policy promises): their leads, found by the keyed hash of their verified mobile number (the
 * same hash the per-phone lead limit keeps, so no second copy of the number exists); their
 * account, sessions and watchlist; and deletion of the account.
 */
export class MyDataStore {
  readonly #db: Database;
  readonly #hash: KeyedHash;

  constructor(db: Database, hash: KeyedHash) {
    this.#db = db;
    this.#hash = hash;
  }

  async #phoneHash(user: ShopperUser): Promise<string | null> {
    const phone = normalisedPhone(user.phone);
    return phone ? this.#hash.of('phone', phone) : null;
  }

  async #leadRows(db: Queryable, tenant: string, user: ShopperUser): Promise<LeadRow[]> {
    const phoneHash = await this.#phoneHash(user);
    if (!phoneHash) return [];
    const { rows } = await db.query<LeadRow>(
      `SELECT id, kind, category, subcategory, car_id, dealership_slug, created_at, payload,
              EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id) AS delivered
         FROM leads
        WHERE tenant = $1 AND phone_hash = $2
        ORDER BY created_at DESC
        LIMIT ${MAX_LEADS}`,
      [tenant, phoneHash],
    );
    return rows;
  }

  /** The leads sent on this site with the shopper's number, newest first. */
  async enquiries(tenant: string, user: ShopperUser): Promise<HeldLead[]> {
    return (await this.#leadRows(this.#db, tenant, user)).map(heldLead);
  }

  /** Everything held about the shopper on this site, read in one transaction. */
  async export(tenant: string, user: ShopperUser, now: Date): Promise<MyData> {
    const searches = new SavedSearchStore(this.#db);
    return this.#db.transaction(async (tx) => {
      const account = await tx.query<{ phone: string; created_at: Date | string }>(
        'SELECT phone, created_at FROM shopper_users WHERE id = $1 AND tenant = $2',
        [user.id, tenant],
      );
      const sessions = await tx.query<{ created_at: Date | string; last_seen_at: Date | string }>(
        'SELECT created_at, last_seen_at FROM shopper_sessions WHERE user_id = $1 ORDER BY created_at',
        [user.id],
      );
      const leads = await this.#leadRows(tx, tenant, user);
      const row = account.rows[0];
      return {
        site: tenant,
        exported_at: now.toISOString(),
        account: { phone: row?.phone ?? user.phone, created_at: row ? iso(row.created_at) : now.toISOString() },
        sessions: sessions.rows.map((s) => ({ started_at: iso(s.created_at), last_seen_at: iso(s.last_seen_at) })),
        watchlist: await new WatchlistStore(tx).list(user.id),
        saved_searches: await searches.list(user.id, tx),
        alerts: await searches.settings(user.id, tx),
        alert_emails: await searches.emails(user.id, tx),
        enquiries: leads.map((lead) => ({
          ...heldLead(lead),
          fields: lead.payload.fields ?? {},
          context: lead.payload.context ?? {},
        })),
      };
    });
  }

  /**
   * Deletes the account in one transaction: the shopper's leads on this site are
   * de-identified (DEIDENTIFIED_LEAD_FIELDS and _CONTEXT kept, the phone's hash cleared), then
   * the user row goes, and every table that keeps a user's records (sessions, watchlist, and
   * those of later features) follows by its ON DELETE CASCADE. Returns how many leads lost
   * their shopper's details.
   */
  async deleteAccount(tenant: string, user: ShopperUser): Promise<{ deidentifiedLeads: number }> {
    const phoneHash = await this.#phoneHash(user);
    return this.#db.transaction(async (tx) => {
      const leads = phoneHash
        ? await tx.query(
            `UPDATE leads
                SET payload = jsonb_build_object(
                      'fields', COALESCE((SELECT jsonb_object_agg(key, value) FROM jsonb_each(payload->'fields')
                                           WHERE key = ANY($3::text[])), '{}'::jsonb),
                      'context', COALESCE((SELECT jsonb_object_agg(key, value) FROM jsonb_each(payload->'context')
                                            WHERE key = ANY($4::text[])), '{}'::jsonb)),
                    phone_hash = NULL,
                    deidentified_at = now()
              WHERE tenant = $1 AND phone_hash = $2`,
            [tenant, phoneHash, DEIDENTIFIED_LEAD_FIELDS, DEIDENTIFIED_LEAD_CONTEXT],
          )
        : { rowCount: 0 };
      await tx.query('DELETE FROM shopper_users WHERE id = $1 AND tenant = $2', [user.id, tenant]);
      return { deidentifiedLeads: leads.rowCount };
    });
  }
}
